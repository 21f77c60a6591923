import { useMemo, type Ref, type TextareaHTMLAttributes } from 'react';
import { useT } from '#ds/i18n';
import {
  FormField,
  useFieldBinding,
  type FieldOwnedAttributes,
  type FieldProps,
  type FieldSize,
  chainHandlers,
} from '../FormField';
import { characterCount, composeValidators, maxLength as maxLengthValidator } from '../validators';
import { StyledCount, StyledTextarea } from './Textarea.styles';

export type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  FieldOwnedAttributes | 'maxLength'
> &
  FieldProps<string> & {
    size?: FieldSize;
    /**
     * A character limit: shows the characters remaining (or over) and fails validation past it.
     * Typing past the limit is allowed, so pasted text is never cut without the person seeing it.
     */
    maxLength?: number;
    /** Shows the number of characters typed, for a field without a limit. */
    showCount?: boolean;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A multi-line text input bound to react-final-form, with an optional character count. */
export function Textarea({
  name,
  label,
  hint,
  validate,
  required,
  disabled,
  size = 'medium',
  maxLength,
  showCount = false,
  rows = 4,
  id: idProp,
  onBlur,
  onFocus,
  ...rest
}: TextareaProps) {
  const t = useT();
  const checks = useMemo(
    () =>
      maxLength === undefined
        ? validate
        : composeValidators(validate, maxLengthValidator(maxLength)),
    [validate, maxLength],
  );
  const { id, input, error } = useFieldBinding<string | undefined>({
    name,
    label,
    id: idProp,
    validate: checks,
    required,
  });
  const value = input.value ?? '';
  const count = characterCount(value);
  const counted = maxLength !== undefined || showCount;
  const countId = `${id}-count`;

  let countText = t('textarea.characterCount', { count });
  let announcement = '';
  const over = maxLength !== undefined && count > maxLength;
  if (maxLength !== undefined) {
    const remaining = maxLength - count;
    countText = over
      ? t('textarea.charactersOver', { count: -remaining })
      : t('textarea.charactersRemaining', { count: remaining });
    // Announce only near the limit, not on every key press.
    if (remaining <= Math.max(10, Math.floor(maxLength / 10))) announcement = countText;
  }

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={counted ? countId : undefined}
      footer={
        counted ? (
          <>
            <StyledCount id={countId} data-over={over}>
              {countText}
            </StyledCount>
            <span className="visually-hidden" aria-live="polite">
              {announcement}
            </span>
          </>
        ) : undefined
      }
    >
      {(control) => (
        <StyledTextarea
          {...rest}
          {...control}
          rows={rows}
          name={input.name}
          value={value}
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
