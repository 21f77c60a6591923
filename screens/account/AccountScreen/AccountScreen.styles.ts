import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: its layout changes at a breakpoint.
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[5]};
  }
`;

// Stays hand-written: its gap changes at a breakpoint.
export const StyledColumn = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.belowDesktop} {
    gap: ${vars.space[5]};
  }
`;

export const StyledName = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;
`;

// Stays hand-written: muted text with its own type size or spacing.
export const StyledEmail = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  overflow-wrap: anywhere;
`;

// Stays hand-written: padding, border or background of a panel.
export const StyledLinks = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};
`;

// Stays hand-written: also sets margin-top.
export const StyledBilling = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  margin-top: ${vars.space[6]};
`;
