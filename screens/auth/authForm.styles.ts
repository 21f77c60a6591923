import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Every part stays hand-written: sign-in loads this file, and not the primitives (its 125 KB
// budget).

/** Parts shared by the sign-in and password screens: heading, intro, form column, field links. */
export const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};

  &:focus {
    outline: none;
  }
`;

export const StyledIntro = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  margin-top: ${vars.space[6]};
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[5]};
`;

/** A link that sits under a field, at the end of the row ('Forgot password?'). */
export const StyledFieldLink = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${vars.space[3]});
  font-size: ${vars.font.sizeSm};
`;
