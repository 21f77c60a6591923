import styled from 'styled-components';
import { media, vars } from '../../../design-system/tokens';

export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[5]};
`;

export const StyledNameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[5]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

export const StyledStatus = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.successText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

export const StyledCurrentEmail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

export const StyledAddress = styled.p`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  min-width: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  overflow-wrap: anywhere;

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightRegular};
  }
`;

export const StyledStepTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};

  &:focus {
    outline: none;
  }
`;

export const StyledSection = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;
