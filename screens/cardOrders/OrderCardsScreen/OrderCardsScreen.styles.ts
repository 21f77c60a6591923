import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledStack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

/** The card and its logo side by side on wide screens, one above the other on phones. */
export const StyledDesign = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledSection = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

export const StyledPayment = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const StyledProgressBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
  }
`;

export const StyledProgressActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const StyledPreparing = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
`;
