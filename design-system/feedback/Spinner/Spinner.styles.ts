import styled, { keyframes } from 'styled-components';
import { vars } from '#ds/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.pill};
  animation: ${spin} 0.8s linear infinite;
`;
