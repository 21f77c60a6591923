import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/**
 * One rule per step of the spacing scale for a data attribute, written once when the module
 * loads (`gap`, `row-gap`, `column-gap`; Grid uses them too).
 */
export const spaceRules = (property: string) =>
  Object.entries(vars.space)
    .map(([step, value]) => `&[data-${property}='${step}'] { ${property}: ${value}; }`)
    .join('\n');

const alignments = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' };
export const alignRules = Object.entries(alignments)
  .map(([name, value]) => `&[data-align='${name}'] { align-items: ${value}; }`)
  .join('\n');

const justifications = { center: 'center', end: 'flex-end', 'space-between': 'space-between' };
const justifyRules = Object.entries(justifications)
  .map(([name, value]) => `&[data-justify='${name}'] { justify-content: ${value}; }`)
  .join('\n');

/**
 * Direction, gap, alignment and wrapping arrive as data attributes. `data-shrink` lets the stack,
 * inside a grid or flex parent, be narrower than its content (a wide table scrolls).
 */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;

  &[data-direction='horizontal'] {
    flex-direction: row;
  }
  ${spaceRules('gap')}
  ${spaceRules('row-gap')}
  ${spaceRules('column-gap')}
  ${alignRules}
  ${justifyRules}
  &[data-wrap='wrap'] {
    flex-wrap: wrap;
  }
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
