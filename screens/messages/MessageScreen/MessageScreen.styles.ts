import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** A message's text as it was written: its line breaks kept. */
export const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledReplies = styled.ol`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${vars.space[2]};
    padding: ${vars.space[4]};
    border-inline-start: 3px solid ${vars.color.border};
    background: ${vars.color.canvas};
    border-radius: ${vars.radius.small};
  }
`;

// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  justify-items: start;

  & > div:not([role]) {
    width: 100%;
  }
`;
