import styled, { css } from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * Variant, tone and size arrive as data attributes and set component-level variables
 * (`--button-*`); the rules below read only those variables. Shared with `LinkButton`.
 */
export const buttonStyles = css`
  --button-bg: ${vars.color.accent};
  --button-bg-hover: ${vars.color.accentHover};
  --button-fg: ${vars.color.textOnAccent};
  --button-border: transparent;
  --button-height: ${vars.size.controlMedium};
  --button-padding: 0 ${vars.space[4]};
  --button-font-size: ${vars.font.sizeSm};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: var(--button-height);
  padding: var(--button-padding);
  border: 1px solid var(--button-border);
  border-radius: ${vars.radius.medium};
  background: var(--button-bg);
  color: var(--button-fg);
  font-size: var(--button-font-size);
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled):not([aria-busy='true']) {
    background: var(--button-bg-hover);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  &[data-size='small'] {
    --button-height: ${vars.size.controlSmall};
    --button-padding: 0 ${vars.space[3]};
    --button-font-size: ${vars.font.sizeXs};
  }
  &[data-size='large'] {
    --button-height: ${vars.size.controlLarge};
    --button-padding: 0 ${vars.space[6]};
    --button-font-size: ${vars.font.sizeMd};
  }

  &[data-tone='critical'] {
    --button-bg: ${vars.color.critical};
    --button-bg-hover: ${vars.color.criticalHover};
  }
  &[data-tone='success'] {
    --button-bg: ${vars.color.successText};
    --button-bg-hover: ${vars.color.success};
  }

  &[data-variant='secondary'] {
    --button-bg: ${vars.color.surface};
    --button-bg-hover: ${vars.color.surfaceSunken};
    --button-fg: ${vars.color.text};
    --button-border: ${vars.color.borderStrong};
  }
  &[data-variant='secondary'][data-tone='critical'] {
    --button-fg: ${vars.color.criticalText};
    --button-border: ${vars.color.criticalText};
  }
  &[data-variant='secondary'][data-tone='success'] {
    --button-fg: ${vars.color.successText};
    --button-border: ${vars.color.successText};
  }

  &[data-variant='plain'] {
    --button-bg: transparent;
    --button-bg-hover: ${vars.color.surfaceSunken};
    --button-fg: ${vars.color.accentText};
  }
  &[data-variant='plain'][data-tone='critical'] {
    --button-fg: ${vars.color.criticalText};
  }
  &[data-variant='plain'][data-tone='success'] {
    --button-fg: ${vars.color.successText};
  }

  &[data-full-width='true'] {
    width: 100%;
  }
`;

export const StyledButton = styled.button`
  ${buttonStyles}
`;

export const StyledLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};

  [aria-busy='true'] > & {
    opacity: 0; /* still read by screen readers, unlike visibility: hidden */
  }
`;

export const StyledBusy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
