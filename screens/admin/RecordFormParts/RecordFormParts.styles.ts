import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: its layout changes at a breakpoint, sizes of its own.
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};

  ${media.mobile} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.font.sizeSm};

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledDangerZone = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 44rem;
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;
