import { createGlobalStyle } from 'styled-components';
import { themeCss, vars } from './cssVariables';

/**
 * Theme variables and a small reset. Rendered once at the root; the shipped fonts'
 * `@font-face` rules (fonts/fonts.css) are imported by the app's entry and Storybook's
 * decorators, so that this shared chunk never imports the entry's for its CSS (decision 059).
 */
export const GlobalStyle = createGlobalStyle`
  ${themeCss}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${vars.color.canvas};
    color: ${vars.color.text};
    font-family: ${vars.font.familySans};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineNormal};
    -webkit-font-smoothing: antialiased;
  }

  /* Korean breaks between words, not inside them, and prefers its own face. */
  :lang(ko) {
    word-break: keep-all;
    font-family: ${vars.font.familyKorean};
  }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* The browser's own monospace is whatever the machine has: code takes the shipped face. */
  code, kbd, samp, pre { font-family: ${vars.font.familyMono}; }

  /* Read by screen readers, not shown. */
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
