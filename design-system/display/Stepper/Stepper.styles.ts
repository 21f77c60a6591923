import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * Horizontal with labels under numbered markers when there is room; below 600 px of its own
 * width (a phone, a narrow dialog) it turns compact: 'Step 2 of 4 · Title' over a row of bars.
 * A container query, not a media query, so it adapts to where it is placed.
 */
export const StyledStepper = styled.div`
  --stepper-marker: 32px;

  container-type: inline-size;
  min-width: 0;
`;

export const StyledSummary = styled.p`
  display: none;
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineTight};
  color: ${vars.color.textMuted};

  strong {
    color: ${vars.color.text};
    font-weight: ${vars.font.weightSemibold};
  }

  @container (max-width: 599px) {
    display: block;
  }
`;

export const StyledList = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  @container (max-width: 599px) {
    gap: ${vars.space[1]};
  }
`;

export const StyledStep = styled.li`
  --step-marker-bg: ${vars.color.surface};
  --step-marker-fg: ${vars.color.textMuted};
  --step-marker-border: ${vars.color.borderStrong};
  --step-label: ${vars.color.textMuted};
  --step-line: ${vars.color.borderStrong};

  position: relative;
  flex: 1 1 0;
  min-width: 0;

  &[data-state='complete'] {
    --step-marker-bg: ${vars.color.accent};
    --step-marker-fg: ${vars.color.textOnAccent};
    --step-marker-border: ${vars.color.accent};
    --step-label: ${vars.color.text};
    --step-line: ${vars.color.accent};
  }
  &[data-state='current'] {
    --step-marker-bg: ${vars.color.accentSubtle};
    --step-marker-fg: ${vars.color.accentText};
    --step-marker-border: ${vars.color.accentText};
    --step-label: ${vars.color.text};
    --step-line: ${vars.color.accent};
  }

  /* The line that joins this step's marker to the previous one. */
  & + &::before {
    content: '';
    position: absolute;
    top: calc(var(--stepper-marker) / 2 - 1px);
    inset-inline-end: calc(50% + var(--stepper-marker) / 2 + ${vars.space[2]});
    inset-inline-start: calc(-50% + var(--stepper-marker) / 2 + ${vars.space[2]});
    height: 2px;
    border-radius: ${vars.radius.pill};
    background: var(--step-line);
  }

  @container (max-width: 599px) {
    & + &::before {
      content: none;
    }
  }
`;

const stepBody = `
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  padding: 0 ${vars.space[1]};
  text-align: center;

  @container (max-width: 599px) {
    justify-content: center;
    min-height: 24px;
    padding: 0;
  }
`;

export const StyledStepBody = styled.div`
  ${stepBody}
`;

export const StyledStepButton = styled.button`
  ${stepBody}
  margin: 0;
  border: 0;
  border-radius: ${vars.radius.medium};
  background: none;
  cursor: pointer;

  /* Link-coloured so the user can tell that a finished step takes them back. */
  [data-part='label'] {
    color: ${vars.color.accentText};
  }
  &:hover [data-part='label'] {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

export const StyledMarker = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--stepper-marker);
  height: var(--stepper-marker);
  border: 2px solid var(--step-marker-border);
  border-radius: ${vars.radius.pill};
  background: var(--step-marker-bg);
  color: var(--step-marker-fg);
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  font-variant-numeric: tabular-nums;

  @container (max-width: 599px) {
    display: none;
  }
`;

export const StyledText = styled.span`
  display: grid;
  gap: 2px;
  max-width: 100%;

  @container (max-width: 599px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const StyledLabel = styled.span`
  color: var(--step-label);
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;

  [data-state='current'] & {
    font-weight: ${vars.font.weightSemibold};
  }
`;

export const StyledDescription = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: ${vars.font.lineTight};
`;

/** The compact form's bar for one step. */
export const StyledBar = styled.span`
  display: none;
  width: 100%;
  height: 6px;
  border-radius: ${vars.radius.pill};
  background: var(--step-line);

  [data-state='upcoming'] & {
    background: ${vars.color.border};
    box-shadow: inset 0 0 0 1px ${vars.color.borderStrong};
  }

  @container (max-width: 599px) {
    display: block;
  }
`;
