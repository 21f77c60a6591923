import styled, { css } from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * The look shared by text inputs, selects and text areas. Size arrives as `data-size`,
 * invalid state as `aria-invalid`; both only set `--control-*` variables.
 */
export const controlStyles = css`
  --control-height: ${vars.size.controlMedium};
  --control-padding-x: ${vars.space[3]};
  --control-font-size: ${vars.font.sizeMd};
  --control-border: ${vars.color.borderStrong};

  display: block;
  width: 100%;
  min-width: 0;
  min-height: var(--control-height);
  margin: 0;
  padding: 0 var(--control-padding-x);
  border: 1px solid var(--control-border);
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: var(--control-font-size);
  line-height: ${vars.font.lineNormal};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    --control-border: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    --control-border: ${vars.color.criticalText};
    box-shadow: inset 0 0 0 1px var(--control-border);
  }

  &:disabled {
    --control-border: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
    box-shadow: none;
  }

  &[data-size='small'] {
    --control-height: ${vars.size.controlSmall};
    --control-padding-x: ${vars.space[2]};
    --control-font-size: ${vars.font.sizeSm};
  }
  &[data-size='large'] {
    --control-height: ${vars.size.controlLarge};
    --control-padding-x: ${vars.space[4]};
    --control-font-size: ${vars.font.sizeLg};
  }
`;

export const StyledField = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  &[data-layout='inline'] {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${vars.space[3]};
    align-items: start;
  }

  &[data-layout='trailing'] {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${vars.space[4]};
    align-items: start;
  }
`;

export const StyledInlineText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  /* Line the first text line up with the middle of a 20 px control. */
  padding-top: 1px;
`;

export const labelStyles = css`
  display: block;
  padding: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};

  :is([data-layout='inline'], [data-layout='trailing']) & {
    font-weight: ${vars.font.weightMedium};
    line-height: ${vars.font.lineNormal};
    cursor: pointer;
  }
  [data-disabled='true'] & {
    cursor: not-allowed;
  }
`;

export const StyledLabel = styled.label`
  ${labelStyles}
`;

export const StyledLegend = styled.legend`
  ${labelStyles}
  margin-bottom: ${vars.space[2]};
`;

/** A fieldset draws its legend apart from its content; the content gets its own grid. */
export const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledGroupBody = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const StyledRequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.criticalText};
`;

export const StyledHint = styled.div`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineNormal};

  & > svg {
    margin-top: 2px;
  }
`;

export const StyledRequiredNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
