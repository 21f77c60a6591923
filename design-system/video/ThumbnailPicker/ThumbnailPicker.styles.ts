import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${vars.space[3]};
`;

/** One frame: the radio is hidden, the picture is the control; the ring shows focus and choice. */
export const StyledOption = styled.label`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 2px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  cursor: pointer;
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &:has(input:checked) {
    border-color: ${vars.color.accent};
    box-shadow: 0 0 0 1px ${vars.color.accent};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledTime = styled.span`
  position: absolute;
  inset-block-end: ${vars.space[1]};
  inset-inline-end: ${vars.space[1]};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.small};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeXs};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineNormal};
`;

export const StyledCheck = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[1]};
  inset-inline-start: ${vars.space[1]};
  display: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.textOnAccent};

  ${StyledOption}:has(input:checked) & {
    display: inline-flex;
  }
`;

export const StyledPlaceholder = styled.span`
  display: block;
  aspect-ratio: 16 / 9;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.skeleton};
`;

export const StyledLoading = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
