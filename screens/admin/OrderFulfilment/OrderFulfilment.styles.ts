import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// The layout of an order's admin page (card orders, store orders): its facts, its next moves
// and its history of moves.

// Stays hand-written: exported through index.ts to the order pages of three features.
export const StyledPage = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** The order and its shipping side by side on a desktop, one above the other on a phone. */
// Stays hand-written: its layout changes at a breakpoint.
export const StyledSections = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: ${vars.space[5]};
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: 1fr;
  }
`;

// Stays hand-written: its layout changes at a breakpoint, styles variants or child elements.
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.font.sizeSm};

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${vars.space[1]};

    dd + dt {
      margin-top: ${vars.space[3]};
    }
  }
`;

/** Each move on its own line; shipping's form among them. */
// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledMoves = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 44rem;

  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`;

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledHistory = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[3]};
  }

  time {
    min-width: 11rem;
    color: ${vars.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
