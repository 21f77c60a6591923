import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** One rule per step of the spacing scale, written once when the module loads. */
const gapRules = Object.entries(vars.space)
  .map(([step, value]) => `&[data-gap='${step}'] { gap: ${value}; }`)
  .join('\n');
/** Row and column gaps of their own, after `gap` so they win over it. */
const rowGapRules = Object.entries(vars.space)
  .map(([step, value]) => `&[data-row-gap='${step}'] { row-gap: ${value}; }`)
  .join('\n');
const columnGapRules = Object.entries(vars.space)
  .map(([step, value]) => `&[data-column-gap='${step}'] { column-gap: ${value}; }`)
  .join('\n');

const alignments = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' };
const alignRules = Object.entries(alignments)
  .map(([name, value]) => `&[data-align='${name}'] { align-items: ${value}; }`)
  .join('\n');

const justifications = { center: 'center', end: 'flex-end', 'space-between': 'space-between' };
const justifyRules = Object.entries(justifications)
  .map(([name, value]) => `&[data-justify='${name}'] { justify-content: ${value}; }`)
  .join('\n');

/** Direction, gap, alignment and wrapping arrive as data attributes. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;

  &[data-direction='horizontal'] {
    flex-direction: row;
  }
  ${gapRules}
  ${rowGapRules}
  ${columnGapRules}
  ${alignRules}
  ${justifyRules}
  &[data-wrap='wrap'] {
    flex-wrap: wrap;
  }
  /* Inside a grid or flex parent: may be narrower than its content (a wide table scrolls). */
  &[data-shrink] {
    min-width: 0;
  }

  ${media.mobile} {
    &[data-narrow-direction='vertical'] {
      flex-direction: column;
    }
    &[data-narrow-direction='horizontal'] {
      flex-direction: row;
    }
  }

  &:is(ul, ol) {
    padding: 0;
    list-style: none;
  }
`;
