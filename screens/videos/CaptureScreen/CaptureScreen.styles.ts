import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledCapture = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
