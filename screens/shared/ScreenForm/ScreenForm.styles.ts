import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** A screen's form: its parts one above the other. */
// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[5]};

  /* A short form (a field and its button): closer together, the button as wide as its label. */
  &[data-size='small'] {
    gap: ${vars.space[4]};
    justify-items: start;

    & > div:not([role]) {
      width: 100%;
    }
  }
`;

/** Two fields side by side on wide screens, one above the other on phones. */
// Stays hand-written: its layout changes at a breakpoint.
export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[5]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Stays hand-written: it is ScreenForm.Actions, a styled part callers pass props to.
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

/** What the last action did ('Saved'), beside the buttons; announced as a status. */
// Stays hand-written: an inline box.
export const StyledStatus = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.successText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;
