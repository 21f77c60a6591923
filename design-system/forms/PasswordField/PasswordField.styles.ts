import styled from 'styled-components';
import { vars } from '#ds/tokens';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledWrapper = styled.div`
  --toggle-size: calc(${vars.size.controlMedium} - ${vars.space[2]});

  position: relative;
  min-width: 0;

  &[data-size='small'] {
    --toggle-size: calc(${vars.size.controlSmall} - ${vars.space[2]});
  }
  &[data-size='large'] {
    --toggle-size: calc(${vars.size.controlLarge} - ${vars.space[2]});
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
  padding-inline-end: calc(var(--toggle-size) + ${vars.space[2]});
`;

export const StyledToggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--toggle-size);
  height: var(--toggle-size);
  margin-block: auto;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.small};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.text};
  }

  &:focus-visible {
    outline-offset: 0;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  & > svg {
    width: 20px;
    height: 20px;
  }
`;
