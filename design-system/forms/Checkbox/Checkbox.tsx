import type { InputHTMLAttributes, Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import {
  FormField,
  useFieldBinding,
  chainHandlers,
  type FieldOwnedAttributes,
  type FieldProps,
} from '../FormField';
import { requiredTrue } from '../validators';
import { StyledBox, StyledCheckbox } from './Checkbox.styles';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  FieldOwnedAttributes | 'type' | 'checked' | 'defaultChecked' | 'size'
> &
  /** The value is `true` when checked; `required`: the box must be checked (terms of service). */
  FieldProps<boolean> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A native checkbox bound to a boolean form value, with its label beside it. */
export function Checkbox({
  name,
  label,
  hint,
  validate,
  required,
  disabled,
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: CheckboxProps) {
  const { id, input, error } = useFieldBinding<boolean | undefined>({
    name,
    label,
    id: idProp,
    type: 'checkbox',
    validate,
    required,
    requiredValidator: requiredTrue,
  });
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      layout="inline"
    >
      {(control) => (
        <StyledBox>
          <StyledCheckbox
            {...rest}
            {...control}
            type="checkbox"
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={chainHandlers(input.onBlur, onBlur)}
            onFocus={chainHandlers(input.onFocus, onFocus)}
            disabled={disabled}
          />
          <Icon name="check" size="small" />
        </StyledBox>
      )}
    </FormField>
  );
}
