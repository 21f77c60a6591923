import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** The column of a dashboard: sections one under the other. */
/** Two columns on desktops (the wider first), one on tablets and phones. */
// Stays hand-written: used by 4 files, its layout changes at a breakpoint.
export const StyledSplit = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[5]};
  }
`;

export const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

/** Cards in a grid that fills the row: four across on wide screens, one on phones. */
// Stays hand-written: used by 5 files, an auto-filling grid template.
export const StyledCardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

// Stays hand-written: padding, border or background of a panel, sizes of its own.
export const StyledCardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.accentText};
`;

// Stays hand-written: padding, border or background of a panel.
export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: var(--card-padding) var(--card-padding) 0;
`;

// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledWarning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: ${vars.space[3]} 0 0;
  color: ${vars.color.warningText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

// Stays hand-written: used by 4 files, styles variants or child elements.
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.font.sizeSm};

  dd {
    margin: 0;
    font-weight: ${vars.font.weightMedium};
    overflow-wrap: anywhere;
  }
`;

/** The inside of a card body: paragraphs, facts and actions, evenly spaced. */
// Stays hand-written: used by 9 files, styles variants or child elements.
export const StyledStack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  justify-items: start;

  & > * {
    max-width: 100%;
  }

  &[data-align='stretch'] {
    justify-items: stretch;
  }
`;

// Stays hand-written: it hides itself when no feature adds a card (:empty).
/** Cards other features add (the boot camp's progress, posts): side by side where they fit. */
export const StyledFeatureCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${vars.space[4]};
  align-items: start;

  &:empty {
    display: none;
  }
`;
