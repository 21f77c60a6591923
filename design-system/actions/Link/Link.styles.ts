import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const linkStyles = `
  color: ${vars.color.accentText};
  font-weight: ${vars.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &[data-tone='muted'] {
    color: ${vars.color.textMuted};
  }

  &[data-tone='critical'] {
    color: ${vars.color.criticalText};
  }

  &[data-variant='standalone'] {
    text-decoration: none;
  }
  &[data-variant='standalone']:hover {
    text-decoration: underline;
  }
`;

export const StyledAnchor = styled.a`
  ${linkStyles}
`;

export const StyledExternalMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  font-size: 0.85em;
`;
