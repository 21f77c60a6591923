import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledLogoField = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 520px;
`;
