import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import {
  FormField,
  useFieldBinding,
  type FieldOwnedAttributes,
  type FieldProps,
  type FieldSize,
  chainHandlers,
} from '../FormField';
import { StyledChevron, StyledSelect, StyledWrapper } from './Select.styles';

export type SelectOption = {
  value: string;
  /** The option's text, already translated. */
  label: string;
  /** The label's language when it differs from the page's (a language named in itself). */
  lang?: string;
  disabled?: boolean;
};

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  FieldOwnedAttributes | 'size' | 'multiple'
> &
  FieldProps<string> & {
    options: readonly SelectOption[];
    /**
     * The first, empty option ("Choose…" by default); `false` for none. It cannot be chosen
     * again once a required field has a value.
     */
    placeholder?: string | false;
    size?: FieldSize;
    ref?: Ref<HTMLSelectElement>;
  };

/** A native `<select>` bound to react-final-form: the platform's own picker on every device. */
export function Select({
  name,
  label,
  hint,
  options,
  placeholder,
  validate,
  required,
  disabled,
  size = 'medium',
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: SelectProps) {
  const t = useT();
  const { id, input, error } = useFieldBinding<string | undefined>({
    name,
    label,
    id: idProp,
    validate,
    required,
  });
  const value = input.value ?? '';
  const placeholderText = placeholder === false ? null : (placeholder ?? t('select.placeholder'));
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
        <StyledWrapper>
          <StyledSelect
            {...rest}
            {...control}
            name={input.name}
            value={value}
            onChange={input.onChange}
            onBlur={chainHandlers(input.onBlur, onBlur)}
            onFocus={chainHandlers(input.onFocus, onFocus)}
            disabled={disabled}
            data-size={size}
            data-placeholder={placeholderText !== null && value === ''}
          >
            {placeholderText !== null && (
              <option value="" disabled={required && value !== ''}>
                {placeholderText}
              </option>
            )}
            {options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                lang={option.lang}
                disabled={option.disabled}
              >
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <StyledChevron>
            <Icon name="chevron-down" size="small" />
          </StyledChevron>
        </StyledWrapper>
      )}
    </FormField>
  );
}
