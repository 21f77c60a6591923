import styled from 'styled-components';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  width: var(--icon-size, 20px);
  height: var(--icon-size, 20px);

  &[data-size='small'] {
    --icon-size: 16px;
  }
  &[data-size='medium'] {
    --icon-size: 20px;
  }
  &[data-size='large'] {
    --icon-size: 24px;
  }

  /* Glyphs follow the reading direction where direction has meaning (arrows, chevrons). */
  &[data-mirror='true']:dir(rtl) {
    transform: scaleX(-1);
  }
`;
