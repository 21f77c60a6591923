import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '#ds/i18n';
import {
  FormField,
  useFieldBinding,
  type FieldOwnedAttributes,
  type FieldProps,
  type FieldSize,
  chainHandlers,
} from '../FormField';
import { StyledInput, StyledToggle, StyledWrapper } from './PasswordField.styles';

export type PasswordFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  FieldOwnedAttributes | 'size' | 'type' | 'autoComplete'
> &
  /** `hint`: the password rules. */
  FieldProps<string> & {
    size?: FieldSize;
    /**
     * `current-password` to sign in, `new-password` when choosing one (lets password managers
     * suggest a strong password and save it).
     */
    autoComplete?: 'current-password' | 'new-password' | 'off';
    /** Start with the password shown (the person can still hide it). */
    defaultVisible?: boolean;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button named
 * "Show password"; the password is hidden again on every submit so browsers never keep it as
 * plain text.
 */
export function PasswordField({
  name,
  label,
  hint,
  validate,
  required,
  disabled,
  size = 'medium',
  autoComplete = 'current-password',
  defaultVisible = false,
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(defaultVisible);
  const { id, input, error } = useFieldBinding<string | undefined>({
    name,
    label,
    id: idProp,
    validate,
    required,
    beforeSubmit: () => setVisible(false),
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
        <StyledWrapper data-size={size}>
          <StyledInput
            {...rest}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={chainHandlers(input.onBlur, onBlur)}
            onFocus={chainHandlers(input.onFocus, onFocus)}
            disabled={disabled}
            data-size={size}
          />
          <StyledToggle
            type="button"
            aria-label={t('passwordField.show')}
            aria-pressed={visible}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </StyledToggle>
        </StyledWrapper>
      )}
    </FormField>
  );
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.6 5.1A9.9 9.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5" />
      <path d="M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </svg>
  );
}
