import { useEffect, useId, useMemo } from 'react';
import { useField, useForm, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { useT } from '#ds/i18n';
import {
  composeValidators,
  isValidationError,
  required as requiredValidator,
  translateError,
  type ValidationError,
  type Validator,
} from '../validators';
import { noteSubmitAttempt, registerField } from './fieldRegistry';

export type FieldBindingOptions<Value> = {
  /** The value's name in the form (dotted paths work). */
  name: string;
  /** The translated label, also listed by the error summary. */
  label: string;
  /** The control id; a stable generated one by default. */
  id?: string;
  /** Adds the required check after `validate`. */
  required?: boolean;
  /** The check `required` adds, for controls where empty means something else (a checkbox). */
  requiredValidator?: Validator<Value>;
  /** The field's own checks, run before the required check. */
  validate?: Validator<Value>;
  /** `checkbox` makes `input.checked` follow a boolean value. */
  type?: 'checkbox';
  /** Called on every submit attempt, before validation. */
  beforeSubmit?: () => void;
  /** Value from the control to the form; by default an empty text becomes `undefined`. */
  parse?: (value: unknown, name: string) => unknown;
  /** Value from the form to the control. */
  format?: (value: unknown, name: string) => unknown;
};

export type FieldBinding<Value> = {
  id: string;
  input: FieldInputProps<Value, HTMLElement>;
  meta: FieldMetaState<Value>;
  /** The translated error, present only when it should be shown. */
  error: string | undefined;
};

/**
 * The error a field shows: its validation error, or a server's submit error until the field is
 * changed again; shown once the field was left (touched) or after a failed submit.
 */
export function visibleFieldError(meta: {
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
  touched?: boolean;
  submitFailed?: boolean;
}): ValidationError | undefined {
  const error = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (!isValidationError(error)) return undefined;
  return meta.touched || meta.submitFailed ? error : undefined;
}

/** Builds a control id from React's id, keeping only characters safe in `href="#…"`. */
export function useControlId(id?: string): string {
  const reactId = useId();
  return id ?? `field${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * Binds a control to react-final-form: value and handlers, the required check, the translated
 * error to show, and registration with the form's error summary.
 */
export function useFieldBinding<Value = unknown>({
  name,
  label,
  id: idProp,
  required = false,
  requiredValidator: requiredCheck = requiredValidator as Validator<Value>,
  validate,
  type,
  beforeSubmit,
  parse,
  format,
}: FieldBindingOptions<Value>): FieldBinding<Value> {
  const t = useT();
  const form = useForm('useFieldBinding');
  const id = useControlId(idProp);
  const validator = useMemo(
    () =>
      validate || required
        ? composeValidators<Value>(validate, required && requiredCheck)
        : undefined,
    [validate, required, requiredCheck],
  );
  const { input, meta } = useField<Value>(name, {
    type,
    validate: validator,
    beforeSubmit: () => {
      noteSubmitAttempt(form);
      beforeSubmit?.();
    },
    ...(parse ? { parse } : {}),
    ...(format ? { format } : {}),
  });

  useEffect(() => registerField(form, { name, id, label }), [form, name, id, label]);

  const error = visibleFieldError(meta);
  return { id, input, meta, error: error === undefined ? undefined : translateError(t, error) };
}
