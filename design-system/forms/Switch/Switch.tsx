import type { ButtonHTMLAttributes, Ref } from 'react';
import { useT } from '#ds/i18n';
import { FormField, useFieldBinding, type FieldSize } from '../FormField';
import type { Validator } from '../validators';
import { StyledState, StyledSwitch, StyledTrack } from './Switch.styles';

export type SwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onClick' | 'role' | 'children'
> & {
  /** The value's name in the form; the value is `true` when on. */
  name: string;
  /** What the switch turns on, already translated. */
  label: string;
  /** More text under the label, already translated. */
  hint?: string;
  validate?: Validator<boolean | undefined>;
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
