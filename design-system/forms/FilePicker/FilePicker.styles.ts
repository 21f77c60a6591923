import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledZone = styled.div`
  --zone-border: ${vars.color.borderStrong};
  --zone-bg: ${vars.color.surface};

  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1.5px dashed var(--zone-border);
  border-radius: ${vars.radius.large};
  background: var(--zone-bg);
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-state='empty'] {
    justify-items: center;
    text-align: center;
    padding-block: ${vars.space[6]};
  }

  &[data-state='selected'] {
    border-style: solid;
    border-color: ${vars.color.border};
  }

  &[data-invalid='true'] {
    --zone-border: ${vars.color.criticalText};
    border-color: var(--zone-border);
  }

  &[data-dragging='true'] {
    --zone-border: ${vars.color.accentText};
    --zone-bg: ${vars.color.accentSubtle};
    border-style: solid;
    border-color: var(--zone-border);
  }

  &[data-disabled='true'] {
    --zone-bg: ${vars.color.surfaceSunken};
    --zone-border: ${vars.color.border};
  }
`;

export const StyledZoneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accentSubtle};
  color: ${vars.color.accentText};
`;

export const StyledPrompt = styled.p`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
`;

export const StyledRules = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  & > span + span::before {
    content: '· ';
  }
`;

export const StyledFileRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[3]};
`;

export const StyledFileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
`;

export const StyledFileText = styled.div`
  display: grid;
  min-width: 0;
`;

export const StyledFileName = styled.span`
  overflow: hidden;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledFileSize = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const StyledProgress = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledProgressText = styled.div`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

export const StyledProgressTrack = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
`;

export const StyledProgressFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  border-radius: inherit;
  background: ${vars.color.accent};
  transition: width ${vars.motion.durationMedium} ${vars.motion.easing};
`;

export const StyledUploaded = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.successText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

export const StyledUploadError = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.criticalSubtle};
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};

  & > svg {
    margin-top: 2px;
  }
`;

export const StyledUploadErrorText = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  color: ${vars.color.text};

  & > strong {
    color: ${vars.color.criticalText};
    font-weight: ${vars.font.weightSemibold};
  }
`;
