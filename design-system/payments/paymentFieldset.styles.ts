import styled from 'styled-components';
import { vars } from '#ds/tokens';

// One look for the payment forms' groups (the gift, the card), which a giving page shows one
// under the other.

export const StyledPaymentFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledPaymentLegend = styled.legend`
  margin-bottom: ${vars.space[3]};
  padding: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
`;
