import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Parts of the password pages only (forgot, reset): kept out of authForm.styles.ts, whose chunk
// the sign-in page loads.

// Stays hand-written: centred under the form (Text sets no alignment).
/** 'Back to sign in', under the form. */
export const StyledAltAction = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;
`;

export const StyledBody = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineNormal};
`;

export const StyledAddress = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  font-weight: ${vars.font.weightSemibold};
  overflow-wrap: anywhere;
`;
