import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** Tone, size and weight arrive as data attributes; absent ones inherit. */
export const StyledText = styled.span`
  margin: 0;

  &[data-tone='muted'] {
    color: ${vars.color.textMuted};
  }
  &[data-tone='accent'] {
    color: ${vars.color.accentText};
  }
  &[data-tone='success'] {
    color: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    color: ${vars.color.warningText};
  }
  &[data-tone='critical'] {
    color: ${vars.color.criticalText};
  }

  &[data-size='xsmall'] {
    font-size: ${vars.font.sizeXs};
  }
  &[data-size='small'] {
    font-size: ${vars.font.sizeSm};
  }
  &[data-size='medium'] {
    font-size: ${vars.font.sizeMd};
  }
  &[data-size='large'] {
    font-size: ${vars.font.sizeLg};
  }

  &[data-weight='regular'] {
    font-weight: ${vars.font.weightRegular};
  }
  &[data-weight='medium'] {
    font-weight: ${vars.font.weightMedium};
  }
  &[data-weight='semibold'] {
    font-weight: ${vars.font.weightSemibold};
  }
  &[data-weight='bold'] {
    font-weight: ${vars.font.weightBold};
  }

  &[data-wrap='anywhere'] {
    overflow-wrap: anywhere;
  }
  &[data-wrap='keep-all'] {
    word-break: keep-all;
  }
`;
