import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** The login members type: set apart so it reads as something to copy exactly. */
export const StyledLogin = styled.code`
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeMd};
  overflow-wrap: anywhere;
`;
