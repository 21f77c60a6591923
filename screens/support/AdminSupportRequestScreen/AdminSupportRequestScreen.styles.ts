import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledThread = styled.ol`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${vars.space[2]};
    padding: ${vars.space[4]};
    border-inline-start: 3px solid ${vars.color.border};
    background: ${vars.color.canvas};
    border-radius: ${vars.radius.small};
  }

  > li[data-author='support'] {
    border-inline-start-color: ${vars.color.accent};
  }
`;

/** A message's text as it was written: its line breaks kept. */
export const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// Stays hand-written: sizes of its own.
export const StyledMoves = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
`;
