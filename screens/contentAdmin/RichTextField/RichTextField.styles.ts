import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles child elements (the
// editor's ProseMirror content).
export const StyledEditor = styled.div`
  display: grid;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};

  &[data-invalid] {
    border-color: ${vars.color.critical};
  }

  &:focus-within {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  .ProseMirror {
    min-height: 10rem;
    padding: ${vars.space[3]};
    line-height: 1.6;
    outline: none;
    overflow-wrap: anywhere;
  }

  .ProseMirror:lang(ko) {
    word-break: keep-all;
  }

  .ProseMirror > * {
    margin: 0 0 ${vars.space[2]};
  }

  .ProseMirror ul,
  .ProseMirror ol {
    padding-inline-start: ${vars.space[6]};
  }

  .ProseMirror blockquote {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 3px solid ${vars.color.borderStrong};
  }

  .ProseMirror a {
    color: ${vars.color.accentText};
  }
`;

// Stays hand-written: padding, border or background of a panel.
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceSunken};
  border-radius: ${vars.radius.medium} ${vars.radius.medium} 0 0;
`;

// Stays hand-written: styles variants (pressed) and sizes of its own.
export const StyledToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.small};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weightSemibold};
  cursor: pointer;

  &:hover {
    background: ${vars.color.neutralSubtle};
  }

  &[aria-pressed='true'] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    color: ${vars.color.accentText};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

// Stays hand-written: padding, border or background of a panel, styles child elements.
export const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};
  font-size: ${vars.font.sizeSm};

  input {
    flex: 1 1 12rem;
    min-height: 36px;
    padding: 0 ${vars.space[2]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.small};
    font: inherit;
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }

  button {
    min-height: 36px;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.accent};
    border-radius: ${vars.radius.small};
    background: ${vars.color.accent};
    color: ${vars.color.textOnAccent};
    font: inherit;
    cursor: pointer;
  }
`;
