import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledMakeVideo = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;
