import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles the child elements of sanitized rich text.
export const StyledContentBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 44rem;
  line-height: 1.6;
  overflow-wrap: anywhere;

  &:lang(ko) {
    word-break: keep-all;
  }

  > * {
    margin: 0;
  }

  h2 {
    font-size: ${vars.font.sizeXl};
  }

  h3 {
    font-size: ${vars.font.sizeLg};
  }

  h4 {
    font-size: ${vars.font.sizeMd};
  }

  ul,
  ol {
    padding-inline-start: ${vars.space[6]};
  }

  blockquote {
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 3px solid ${vars.color.borderStrong};
    color: ${vars.color.textMuted};
  }

  pre,
  code {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.font.sizeSm};
  }

  pre {
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.small};
    background: ${vars.color.surfaceSunken};
    overflow-x: auto;
  }

  a {
    color: ${vars.color.accentText};
  }

  hr {
    width: 100%;
    border: 0;
    border-top: 1px solid ${vars.color.border};
  }
`;
