import styled from 'styled-components';
import { vars } from '#ds/tokens';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledWrapper = styled.div`
  position: relative;
  min-width: 0;
  color: ${vars.color.textMuted};
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: calc(var(--control-padding-x) + 24px);
  cursor: pointer;

  &[data-placeholder='true'] {
    color: ${vars.color.textMuted};
  }

  & option {
    color: ${vars.color.text};
    background: ${vars.color.surface};
  }
`;

export const StyledChevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[3]};
  display: flex;
  align-items: center;
  pointer-events: none;
`;
