import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledProgressBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
  }
`;
