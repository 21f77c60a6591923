import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * Tone sets `--badge-bg` / `--badge-fg` (subtle fill, readable text). Count and dot badges
 * invert the pair so they stand out as a number or a mark next to a menu item or icon;
 * every `*Text` token meets 4.5:1 against the surface in both themes, so both ways read.
 */
export const StyledBadge = styled.span`
  --badge-bg: ${vars.color.neutralSubtle};
  --badge-fg: ${vars.color.neutralText};
  --badge-height: 22px;
  --badge-padding: 0 ${vars.space[2]};
  --badge-font-size: ${vars.font.sizeXs};
  --badge-dot: 8px;

  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: var(--badge-height);
  padding: var(--badge-padding);
  border-radius: ${vars.radius.pill};
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--badge-font-size);
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  vertical-align: middle;
  white-space: nowrap;

  &[data-size='small'] {
    --badge-height: 18px;
    --badge-padding: 0 6px;
    --badge-dot: 6px;
  }
  &[data-size='large'] {
    --badge-height: 28px;
    --badge-padding: 0 ${vars.space[3]};
    --badge-font-size: ${vars.font.sizeSm};
    --badge-dot: 10px;
  }

  &[data-tone='accent'] {
    --badge-bg: ${vars.color.accentSubtle};
    --badge-fg: ${vars.color.accentText};
  }
  &[data-tone='success'] {
    --badge-bg: ${vars.color.successSubtle};
    --badge-fg: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    --badge-bg: ${vars.color.warningSubtle};
    --badge-fg: ${vars.color.warningText};
  }
  &[data-tone='critical'] {
    --badge-bg: ${vars.color.criticalSubtle};
    --badge-fg: ${vars.color.criticalText};
  }
  &[data-tone='info'] {
    --badge-bg: ${vars.color.infoSubtle};
    --badge-fg: ${vars.color.infoText};
  }

  &[data-variant='count'] {
    justify-content: center;
    min-width: var(--badge-height);
    padding: 0 6px;
    background: var(--badge-fg);
    color: ${vars.color.surface};
    font-variant-numeric: tabular-nums;
  }

  &[data-variant='dot'] {
    width: var(--badge-dot);
    min-height: 0;
    height: var(--badge-dot);
    padding: 0;
    background: var(--badge-fg);
  }
`;

export const StyledText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
