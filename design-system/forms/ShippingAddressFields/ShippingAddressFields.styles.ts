import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[1]};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledRow = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
`;
