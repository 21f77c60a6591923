import styled, { keyframes } from 'styled-components';
import { media, vars } from '#ds/tokens';

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
`;

/** Bottom-right on larger screens, full width at the bottom on phones, above dialogs. */
export const StyledViewport = styled.section`
  position: fixed;
  inset-block-end: ${vars.space[6]};
  inset-inline-end: ${vars.space[6]};
  z-index: ${vars.layer.toast};
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 2 * ${vars.space[6]}));
  /* The empty space around the toasts lets clicks through to the page. */
  pointer-events: none;

  ${media.mobile} {
    inset-block-end: calc(${vars.space[3]} + env(safe-area-inset-bottom, 0px));
    inset-inline: ${vars.space[3]};
    width: auto;
  }

  & > ol:not(:empty) ~ ol:not(:empty) {
    margin-top: ${vars.space[2]};
  }
`;

export const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    pointer-events: auto;
    animation: ${enter} ${vars.motion.durationSlow} ${vars.motion.easing};
  }
`;

/** Tone arrives as `data-tone` and sets `--toast-accent` (the edge and the icon). */
export const StyledToast = styled.div`
  --toast-accent: ${vars.color.infoText};

  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: start;
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid var(--toast-accent);
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.large};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  &[data-tone='success'] {
    --toast-accent: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    --toast-accent: ${vars.color.warningText};
  }
  &[data-tone='critical'] {
    --toast-accent: ${vars.color.criticalText};
  }
`;

export const StyledIcon = styled.span`
  display: flex;
  align-items: center;
  height: calc(${vars.font.sizeSm} * ${vars.font.lineNormal});
  margin-inline-end: ${vars.space[3]};
  color: var(--toast-accent);
`;

export const StyledContent = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledDescription = styled.div`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** Controls are taller than a line: centre them on the first line of text. */
const controlOffset = `calc((${vars.font.sizeSm} * ${vars.font.lineNormal} - ${vars.size.controlSmall}) / 2)`;

export const StyledAction = styled.div`
  margin-block: ${controlOffset};
  margin-inline-start: ${vars.space[2]};
`;

export const StyledClose = styled.div`
  margin-block: ${controlOffset};
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.textMuted};
`;
