import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledUpload = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;
