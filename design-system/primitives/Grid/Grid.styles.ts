import styled from 'styled-components';
import { media } from '#ds/tokens';
import { alignRules, spaceRules } from '../Stack/Stack.styles';

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
  ${spaceRules('gap')}
  ${spaceRules('row-gap')}
  ${spaceRules('column-gap')}
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
