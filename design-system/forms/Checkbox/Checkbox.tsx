import type { InputHTMLAttributes, Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import { FormField, useFieldBinding, chainHandlers } from '../FormField';
import { requiredTrue, type Validator } from '../validators';
import { StyledBox, StyledCheckbox } from './Checkbox.styles';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'required'
  | 'children'
  | 'size'
> & {
  /** The value's name in the form; the value is `true` when checked. */
  name: string;
  /** The text beside the box, already translated. */
  label: string;
  /** More text under the label, already translated. */
  hint?: string;
  validate?: Validator<boolean | undefined>;
  /** The box must be checked (terms of service): marks the label and adds the check. */
  required?: boolean;
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
