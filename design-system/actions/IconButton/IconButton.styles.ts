import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

/** Button's variants, tones and sizes, as a square whose side is the control height. */
export const StyledIconButton = styled(StyledButton)`
  --button-padding: 0;

  width: var(--button-height);
  min-width: var(--button-height);
  flex: none;

  &[data-size='small'] {
    --button-padding: 0;
  }
  &[data-size='large'] {
    --button-padding: 0;
  }
`;
