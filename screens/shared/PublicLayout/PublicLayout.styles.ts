import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Every part stays hand-written: sign-in loads this file, and not the primitives (its 125 KB
// budget).

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.canvas};
  color: ${vars.color.text};
`;

export const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[6]};

  ${media.mobile} {
    padding: ${vars.space[2]} ${vars.space[4]};
  }
`;

export const StyledBrand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};
`;

export const StyledBrandName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledMark = styled.svg`
  flex: none;
  width: 32px;
  height: 32px;
  color: ${vars.color.accent};

  path {
    stroke: ${vars.color.textOnAccent};
  }
`;

export const StyledMain = styled.main`
  display: flex;
  flex: 1;
  align-items: flex-start;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]} ${vars.space[12]};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[8]};
  }
`;

export const StyledCard = styled.div`
  --public-card-width: 440px;

  width: 100%;
  max-width: var(--public-card-width);
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.small};

  &[data-width='wide'] {
    --public-card-width: 600px;
  }

  ${media.mobile} {
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;
