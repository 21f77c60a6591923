import styled, { keyframes } from 'styled-components';
import { media, vars } from '#ds/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
`;

const slideUp = keyframes`
  from { transform: translateY(24px); opacity: 0; }
`;

/** The fixed layer over the page: backdrop plus the centred panel. */
export const StyledLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.layer.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[6]};

  ${media.mobile} {
    padding: 0;
  }
`;

export const StyledBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing};
`;

/**
 * The panel. Size arrives as `data-size` and sets `--dialog-width`; below 768 px every size
 * becomes a full-screen sheet. `data-presentation='inline'` draws it in place (catalogs).
 */
export const StyledDialog = styled.div`
  --dialog-width: 560px;
  --dialog-padding: ${vars.space[6]};

  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--dialog-width);
  max-height: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.large};
  animation: ${rise} ${vars.motion.durationMedium} ${vars.motion.easing};

  &:focus {
    outline: none;
  }

  &[data-size='small'] {
    --dialog-width: 420px;
  }
  &[data-size='large'] {
    --dialog-width: 880px;
  }

  ${media.mobile} {
    --dialog-padding: ${vars.space[4]};
  }

  ${media.mobile} {
    &[data-presentation='modal'] {
      max-width: none;
      height: 100%;
      border: 0;
      border-radius: 0;
      animation-name: ${slideUp};
    }
  }

  &[data-presentation='inline'] {
    animation: none;
    box-shadow: ${vars.shadow.medium};
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: var(--dialog-padding) var(--dialog-padding) ${vars.space[4]};

  /* Centre the 32 px close button on the title's first line. */
  & > button {
    margin-block: -${vars.space[1]};
    margin-inline-end: -${vars.space[2]};
  }
`;

export const StyledHeading = styled.div`
  display: grid;
  flex: 1;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;
`;

export const StyledDescription = styled.div`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;

export const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 var(--dialog-padding) var(--dialog-padding);
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  /* Room for focus rings of fields that touch the scroll edge. */
  padding-top: ${vars.space[1]};
  margin-top: -${vars.space[1]};

  /* Focusable while it scrolls; the ring is drawn inside, the panel clips the outside. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} var(--dialog-padding);
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};

  ${media.mobile} {
    margin-top: auto;
    padding-bottom: calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px));

    & > * {
      flex: 1 1 0;
    }
  }
`;
