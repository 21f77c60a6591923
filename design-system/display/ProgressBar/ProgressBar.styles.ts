import styled, { keyframes } from 'styled-components';
import { vars } from '#ds/tokens';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const StyledProgress = styled.div`
  --progress-fill: ${vars.color.accent};
  --progress-height: 8px;

  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;

  &[data-size='small'] {
    --progress-height: 4px;
  }
  &[data-size='large'] {
    --progress-height: 12px;
  }

  &[data-tone='success'] {
    --progress-fill: ${vars.color.success};
  }
  &[data-tone='critical'] {
    --progress-fill: ${vars.color.critical};
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[1]};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineTight};
`;

export const StyledLabel = styled.span`
  color: ${vars.color.text};
  font-weight: ${vars.font.weightMedium};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledValue = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The track: a border keeps it visible against any surface (non-text contrast 3:1). */
export const StyledTrack = styled.div`
  position: relative;
  height: var(--progress-height);
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.borderStrong};
`;

export const StyledFill = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: var(--progress-fill);
  transition: width ${vars.motion.durationMedium} ${vars.motion.easing};

  &[data-indeterminate='true'] {
    width: 40%;
    animation: ${slide} 1.4s ${vars.motion.easing} infinite;
  }
  &[data-indeterminate='true']:dir(rtl) {
    animation-direction: reverse;
  }

  /* Without motion the bar stays still: a faded full track still reads as "working". */
  @media (prefers-reduced-motion: reduce) {
    &[data-indeterminate='true'] {
      width: 100%;
      opacity: 0.45;
      animation: none;
    }
  }
`;
