import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: its gap changes at a breakpoint.
export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[6]};

  ${media.mobile} {
    gap: ${vars.space[5]};
  }
`;

// Stays hand-written: sizes of its own.
export const StyledFields = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 44rem;
`;

// Stays hand-written: sizes of its own.
export const StyledSectionFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  width: 100%;
`;

// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledSectionError = styled.p`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

// Stays hand-written: its layout changes at a breakpoint, styles variants or child elements.
export const StyledBottomBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[3]};

  ${media.mobile} {
    & > button {
      width: 100%;
    }
  }
`;
