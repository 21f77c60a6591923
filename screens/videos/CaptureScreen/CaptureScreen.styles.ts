import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledCapture = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;
