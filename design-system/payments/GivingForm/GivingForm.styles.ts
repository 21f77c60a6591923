import styled from 'styled-components';
import { vars } from '../../tokens';

export const StyledGift = styled.fieldset`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${vars.space[3]};
  padding: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledTotal = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: baseline;
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  word-break: keep-all;
`;
