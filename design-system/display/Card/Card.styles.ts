import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

export const StyledCard = styled.section`
  --card-padding: ${vars.space[5]};

  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  ${media.mobile} {
    --card-padding: ${vars.space[4]};
  }

  &[data-variant='elevated'] {
    border-color: transparent;
    background: ${vars.color.surfaceRaised};
    box-shadow: ${vars.shadow.medium};
  }

  &[data-variant='interactive'] {
    transition:
      border-color ${vars.motion.durationFast} ${vars.motion.easing},
      box-shadow ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &[data-variant='interactive']:hover {
    border-color: ${vars.color.borderStrong};
    box-shadow: ${vars.shadow.medium};
  }
  /* The whole card shows the focus of its title link, which is what the keyboard reaches. */
  &[data-variant='interactive']:has([data-card-action]:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: var(--card-padding) var(--card-padding) 0;

  &:last-child {
    padding-bottom: var(--card-padding);
  }
`;

export const StyledHeading = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 12rem;
  min-width: 0;
`;

export const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineTight};
  overflow-wrap: anywhere;
`;

/** The title's link or button; its ::after covers the card so the whole card is the target. */
export const StyledTitleAction = styled.a`
  color: inherit;
  font: inherit;
  text-align: inherit;
  text-decoration: none;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.large};
  }
  &:focus-visible {
    outline: none;
  }
  [data-variant='interactive']:hover & {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

/** Header actions and footer sit above the stretched title link, so they stay clickable. */
export const StyledActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const StyledBody = styled.div`
  flex: 1 1 auto;
  padding: var(--card-padding);
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const StyledFooter = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding: ${vars.space[3]} var(--card-padding);
  border-top: 1px solid ${vars.color.border};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
`;
