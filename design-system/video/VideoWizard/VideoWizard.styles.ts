import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledWizard = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: 880px;
  min-width: 0;
`;

export const StyledPanel = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.small};

  ${media.mobile} {
    gap: ${vars.space[5]};
    padding: ${vars.space[4]};
  }
`;

export const StyledHeader = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

/** Takes focus when the step changes, so screen readers start reading the new step. */
export const StyledHeading = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 4px;
  }
`;

export const StyledIntro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineNormal};
`;

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  margin-block-end: ${vars.space[3]};
  padding: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledMethods = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A choice tile: the radio is hidden, the whole tile is its label. */
export const StyledChoice = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: start;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  &:has(input:checked) {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    box-shadow: inset 0 0 0 1px ${vars.color.accent};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledChoiceIcon = styled.span`
  grid-row: span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.accentText};

  ${StyledChoice}:has(input:checked) & {
    background: ${vars.color.accent};
    color: ${vars.color.textOnAccent};
  }
`;

export const StyledChoiceTitle = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledChoiceHint = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledMethodPanel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** A 16:9 stage for the camera and recorded or uploaded videos. */
export const StyledStage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};

  & > video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const StyledRecorder = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

export const StyledCameraStage = styled(StyledStage)`
  /* A live selfie view reads naturally mirrored; the recording itself is not. */
  & > video {
    object-fit: cover;
    transform: scaleX(-1);
  }
`;

export const StyledStarting = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const StyledElapsed = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[3]};
  inset-inline-start: ${vars.space[3]};
  display: inline-flex;
  gap: ${vars.space[2]};
  align-items: center;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  font-variant-numeric: tabular-nums;
`;

export const StyledRecordDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.critical};
`;

export const StyledCameraActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const StyledTakeTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledNote = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  margin: 0;
  color: ${vars.color.successText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

export const StyledInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${vars.size.controlMedium};
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.criticalText};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The site address before the slug field, as part of the same control. */
export const StyledAffix = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;

  & > span {
    display: inline-flex;
    align-items: center;
    max-width: 50%;
    padding: 0 ${vars.space[3]};
    overflow: hidden;
    border: 1px solid ${vars.color.borderStrong};
    border-inline-end: 0;
    border-start-start-radius: ${vars.radius.medium};
    border-end-start-radius: ${vars.radius.medium};
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
    text-overflow: ellipsis;
    white-space: nowrap;
    direction: ltr;
  }

  & > input {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }

  ${media.mobile} {
    & > span {
      display: none;
    }
    & > input {
      border-radius: ${vars.radius.medium};
    }
  }
`;

export const StyledUrlPreview = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
`;

export const StyledUrlPreviewLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledUrl = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  overflow-wrap: anywhere;
  direction: ltr;
  text-align: start;

  & > strong {
    color: ${vars.color.accentText};
    font-weight: ${vars.font.weightSemibold};
  }
`;

export const StyledSummary = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const StyledSummaryItem = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  padding-block-start: ${vars.space[6]};
  border-block-start: 1px solid ${vars.color.border};

  &:first-child {
    padding-block-start: 0;
    border-block-start: 0;
  }
`;

export const StyledSummaryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  justify-content: space-between;
`;

export const StyledSummaryTitle = styled.h3`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledChurches = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export const StyledChurchChoice = styled(StyledChoice)`
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
`;

export const StyledRadioMark = styled.span`
  grid-row: span 2;
  width: 20px;
  height: 20px;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};

  ${StyledChoice}:has(input:checked) & {
    border: 6px solid ${vars.color.accent};
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
  justify-content: flex-end;
  padding-block-start: ${vars.space[6]};
  border-block-start: 1px solid ${vars.color.border};

  & > [data-align='start'] {
    margin-inline-end: auto;
  }

  ${media.mobile} {
    padding-block-start: ${vars.space[4]};

    & > button {
      flex: 1 1 auto;
    }
  }
`;

export const StyledDone = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  justify-items: start;
`;

export const StyledDoneMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.successSubtle};
  color: ${vars.color.successText};
`;

export const StyledFullWidth = styled.div`
  width: 100%;
  min-width: 0;
`;
