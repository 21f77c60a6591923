import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** A 16:9 box at any width; the player or its poster fills it. */
export const StyledVideoEmbed = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};

  & > iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const StyledPosterImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The whole poster is one big button: easy to hit on a phone. */
export const StyledPlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  width: 100%;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: inherit;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

export const StyledPlayMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  padding-inline-start: 3px; /* the triangle's weight sits left of its box */
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.textOnAccent};
  box-shadow: ${vars.shadow.medium};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  ${StyledPlayButton}:hover & {
    background: ${vars.color.accentHover};
  }

  & > svg {
    fill: currentColor;
  }
`;

/** Text over a poster sits on its own surface so it reads on any picture. */
const pill = `
  max-width: 100%;
  pointer-events: none;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.small};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  line-height: ${vars.font.lineTight};
`;

export const StyledPlayLabel = styled.span`
  ${pill}
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightSemibold};
`;

export const StyledTitle = styled.span`
  ${pill}
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline: ${vars.space[2]} auto;
  max-width: calc(100% - 2 * ${vars.space[2]});
  overflow: hidden;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledNotice = styled.span`
  ${pill}
  position: absolute;
  inset-block-end: ${vars.space[2]};
  inset-inline: ${vars.space[2]} auto;
  max-width: calc(100% - 2 * ${vars.space[2]});
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  text-align: start;
`;

export const StyledUnsupported = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: inherit;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;
`;
