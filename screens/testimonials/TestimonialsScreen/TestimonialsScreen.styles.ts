import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel.
export const StyledList = styled.ul`
  display: grid;
  gap: ${vars.space[5]};
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

/** The consent record, folded: when it was given, and the exact words. */
// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledConsent = styled.details`
  margin-top: ${vars.space[3]};
  font-size: ${vars.font.sizeSm};

  & summary {
    cursor: pointer;
    color: ${vars.color.accentText};
    font-weight: ${vars.font.weightMedium};
    min-height: 24px;
  }
  & summary:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  & dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${vars.space[1]} ${vars.space[3]};
    margin: ${vars.space[2]} 0 0;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// Stays hand-written: muted text with its own type size or spacing.
export const StyledDecision = styled.p`
  margin: ${vars.space[3]} 0 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

/** Keeps the tab list to the screen's width (it scrolls sideways on a phone). */
export const StyledTabsFrame = styled.div`
  min-width: 0;
  max-width: 100%;
`;
