import type { ButtonHTMLAttributes, Ref } from 'react';
import { useT } from '#ds/i18n';
import {
  FormField,
  useFieldBinding,
  type FieldOwnedAttributes,
  type FieldProps,
  type FieldSize,
} from '../FormField';
import { StyledState, StyledSwitch, StyledTrack } from './Switch.styles';

export type SwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  FieldOwnedAttributes | 'type' | 'onClick' | 'role'
> &
  /** The value is `true` when on. A switch is never required: off is an answer. */
  Omit<FieldProps<boolean>, 'required'> & {
    size?: FieldSize;
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * An on/off setting that applies as soon as it changes: a button with `role="switch"` and
 * `aria-checked`, toggled by click, Space or Enter. For a choice confirmed by a submit button
 * (accepting terms), use Checkbox.
 */
export function Switch({
  name,
  label,
  hint,
  validate,
  disabled,
  size = 'medium',
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: SwitchProps) {
  const t = useT();
  const { id, input, error } = useFieldBinding<boolean | undefined>({
    name,
    label,
    id: idProp,
    type: 'checkbox',
    validate,
  });
  const checked = Boolean(input.checked);
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      layout="trailing"
    >
      {(control) => (
        <StyledSwitch
          {...rest}
          {...control}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          disabled={disabled}
          data-size={size}
          onClick={() => input.onChange(!checked)}
          onBlur={(event) => {
            input.onBlur();
            onBlur?.(event);
          }}
          onFocus={(event) => {
            input.onFocus();
            onFocus?.(event);
          }}
        >
          <StyledTrack />
          <StyledState aria-hidden="true">{checked ? t('switch.on') : t('switch.off')}</StyledState>
        </StyledSwitch>
      )}
    </FormField>
  );
}
