import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledStatus = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const StyledPoster = styled.img`
  display: block;
  width: 100%;
  max-width: 480px;
  height: auto;
  border-radius: ${vars.radius.medium};
  border: 1px solid ${vars.color.border};
`;
