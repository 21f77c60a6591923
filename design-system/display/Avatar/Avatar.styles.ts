import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledAvatar = styled.span`
  --avatar-size: 40px;
  --avatar-font-size: ${vars.font.sizeSm};
  --avatar-bg: ${vars.color.neutralSubtle};
  --avatar-fg: ${vars.color.neutralText};

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: var(--avatar-bg);
  color: var(--avatar-fg);
  font-size: var(--avatar-font-size);
  font-weight: ${vars.font.weightSemibold};
  line-height: 1;
  letter-spacing: 0.02em;
  vertical-align: middle;
  user-select: none;

  /* A hairline keeps a light photo or a subtle fill from melting into the surface. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px ${vars.color.border};
    pointer-events: none;
  }

  &[data-size='small'] {
    --avatar-size: 24px;
    --avatar-font-size: 10px;
  }
  &[data-size='large'] {
    --avatar-size: 64px;
    --avatar-font-size: ${vars.font.sizeXl};
  }

  &[data-tone='accent'] {
    --avatar-bg: ${vars.color.accentSubtle};
    --avatar-fg: ${vars.color.accentText};
  }
  &[data-tone='success'] {
    --avatar-bg: ${vars.color.successSubtle};
    --avatar-fg: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    --avatar-bg: ${vars.color.warningSubtle};
    --avatar-fg: ${vars.color.warningText};
  }
  &[data-tone='critical'] {
    --avatar-bg: ${vars.color.criticalSubtle};
    --avatar-fg: ${vars.color.criticalText};
  }
  &[data-tone='info'] {
    --avatar-bg: ${vars.color.infoSubtle};
    --avatar-fg: ${vars.color.infoText};
  }
`;

export const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
