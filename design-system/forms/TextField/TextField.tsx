import type { InputHTMLAttributes, Ref } from 'react';
import {
  FormField,
  useFieldBinding,
  type FieldOwnedAttributes,
  type FieldProps,
  type FieldSize,
  chainHandlers,
} from '../FormField';
import { StyledInput } from './TextField.styles';

export type TextFieldType =
  'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'datetime-local';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  FieldOwnedAttributes | 'size' | 'type'
> &
  FieldProps<string> & {
    size?: FieldSize;
    type?: TextFieldType;
    ref?: Ref<HTMLInputElement>;
  };

/** A one-line text input bound to react-final-form. */
export function TextField({
  name,
  label,
  hint,
  validate,
  required,
  disabled,
  size = 'medium',
  type = 'text',
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: TextFieldProps) {
  const { id, input, error } = useFieldBinding<string | undefined>({
    name,
    label,
    id: idProp,
    validate,
    required,
  });
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      {(control) => (
        <StyledInput
          {...rest}
          {...control}
          type={type}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={chainHandlers(input.onBlur, onBlur)}
          onFocus={chainHandlers(input.onFocus, onFocus)}
          disabled={disabled}
          data-size={size}
        />
      )}
    </FormField>
  );
}
