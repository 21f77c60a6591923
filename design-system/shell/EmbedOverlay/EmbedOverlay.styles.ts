import styled, { css, keyframes } from 'styled-components';
import { media, vars } from '#ds/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

/**
 * Over everything (`--layer-embed-overlay`). `data-state='closed'` fades it out while the
 * frame keeps its page; the component removes it once the URL is cleared.
 */
export const StyledOverlay = styled.div`
  --embed-overlay-gap: ${vars.space[12]};

  position: fixed;
  inset: 0;
  z-index: ${vars.layer.embedOverlay};
  display: flex;
  /* Room above the frame for the close button. */
  padding: ${vars.space[16]} var(--embed-overlay-gap) var(--embed-overlay-gap);
  animation: ${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing};
  transition: opacity ${vars.motion.durationSlow} ${vars.motion.easing};

  &[data-state='closed'] {
    opacity: 0;
    pointer-events: none;
  }

  /* Phones: the frame takes the whole width, under a strip that holds the close button. */
  ${media.mobile} {
    padding: calc(${vars.size.controlMedium} + 2 * ${vars.space[2]}) 0 0;
  }
`;

export const StyledBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${vars.color.overlay};
  cursor: pointer;
`;

export const StyledDialog = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;

  &:focus {
    outline: none;
  }
`;

export const StyledFrameBox = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  overflow: hidden;
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.large};

  ${media.mobile} {
    border-radius: 0;
  }
`;

export const StyledLoading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};
`;

/** The iframe and the video share their box and their fade-in once loaded. */
const loadedMedia = css`
  position: relative;
  flex: 1;
  width: 100%;
  height: 100%;
  border: 0;
  /* Hidden until the page has loaded, so the spinner shows instead of a blank box. */
  opacity: 0;
  transition: opacity ${vars.motion.durationMedium} ${vars.motion.easing};

  &[data-loaded='true'] {
    opacity: 1;
  }
`;

export const StyledFrame = styled.iframe`
  ${loadedMedia}
`;

export const StyledVideo = styled.video`
  ${loadedMedia}
  min-height: 0;
  background: ${vars.color.surfaceSunken};
  object-fit: contain;
`;

/** Sits on the backdrop above the frame's corner, on a solid disc so it reads on any page. */
export const StyledClose = styled.div`
  position: fixed;
  inset-block-start: ${vars.space[3]};
  inset-inline-end: ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.medium};

  ${media.mobile} {
    inset-block-start: ${vars.space[2]};
    inset-inline-end: ${vars.space[2]};
  }

  & > button {
    border-radius: ${vars.radius.pill};
  }
`;
