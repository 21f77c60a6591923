import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: pulled up under its field (a negative margin).
export const StyledMeter = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  margin-top: calc(-1 * ${vars.space[2]});
`;

// Stays hand-written: the three segments share a fill colour set by the strength.
export const StyledSegments = styled.div`
  --strength-fill: ${vars.color.border};

  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${vars.space[1]};

  &[data-strength='weak'] {
    --strength-fill: ${vars.color.critical};
  }
  &[data-strength='fair'] {
    --strength-fill: ${vars.color.warning};
  }
  &[data-strength='strong'] {
    --strength-fill: ${vars.color.success};
  }
`;

export const StyledSegment = styled.span`
  height: 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.border};

  &[data-filled='true'] {
    background: var(--strength-fill);
  }
`;

// Stays hand-written: its strong part keeps the full text colour inside the muted line.
export const StyledStrengthText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  strong {
    color: ${vars.color.text};
  }
`;
