import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[6]};

  ${media.mobile} {
    gap: ${vars.space[5]};
  }
`;

export const StyledFields = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 44rem;
`;

export const StyledSectionFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  width: 100%;
`;

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
