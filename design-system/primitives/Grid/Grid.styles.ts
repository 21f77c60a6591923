import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

const gapRules = (attribute: string, property: string) =>
  Object.entries(vars.space)
    .map(([step, value]) => `&[data-${attribute}='${step}'] { ${property}: ${value}; }`)
    .join('\n');

const alignments = { start: 'start', center: 'center', end: 'end', baseline: 'baseline' };
const alignRules = Object.entries(alignments)
  .map(([name, value]) => `&[data-align='${name}'] { align-items: ${value}; }`)
  .join('\n');

/**
 * Gaps and alignment arrive as data attributes over static rules; the column templates, which
 * are free text, arrive as custom properties set on the element (`--grid-columns`, and
 * `--grid-columns-tablet` / `--grid-columns-mobile` when the template changes with the width).
 */
export const StyledGrid = styled.div`
  display: grid;
  margin: 0;

  &[data-columns] {
    grid-template-columns: var(--grid-columns);
  }
  ${gapRules('gap', 'gap')}
  ${gapRules('row-gap', 'row-gap')}
  ${gapRules('column-gap', 'column-gap')}
  ${alignRules}
  &[data-shrink] {
    min-width: 0;
  }

  ${media.belowDesktop} {
    &[data-tablet-columns] {
      grid-template-columns: var(--grid-columns-tablet);
    }
  }
  ${media.mobile} {
    &[data-mobile-columns] {
      grid-template-columns: var(--grid-columns-mobile);
    }
  }

  &:is(ul, ol) {
    padding: 0;
    list-style: none;
  }
`;
