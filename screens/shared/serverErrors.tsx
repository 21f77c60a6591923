import { useEffect } from 'react';
import type { MutableState, SubmissionErrors } from 'final-form';
import { useForm } from 'react-final-form';
import type { FieldErrors } from './messages';

/**
 * Shows errors a server sent for single fields as final-form submit errors: each field shows
 * its message (and the error summary lists it) until the person changes that field. What was
 * typed is kept. Setting `lastSubmittedValues` is what makes a later change hide the error.
 */
function showServerErrors<Values extends object>(args: unknown[], state: MutableState<Values>) {
  const errors = (args[0] ?? {}) as Record<string, unknown>;
  const formState = state.formState;
  const names = Object.keys(errors).filter((name) => errors[name] !== undefined);
  if (names.length === 0) {
    delete formState.submitErrors;
    return;
  }
  formState.submitErrors = errors;
  formState.submitFailed = true;
  formState.submitSucceeded = false;
  formState.lastSubmittedValues = { ...formState.values };
  for (const name of names) {
    const field = state.fields[name];
    if (field) field.touched = true;
  }
}

/** Marks fields as touched, so their validation errors show without a submit. */
function touchFields<Values extends object>(args: unknown[], state: MutableState<Values>) {
  const names = (args[0] ?? []) as string[];
  for (const name of names) {
    const field = state.fields[name];
    if (field) field.touched = true;
  }
}

/** Give these to every screen form: `<Form mutators={screenFormMutators}>`. */
export const screenFormMutators = { showServerErrors, touchFields };

/**
 * Puts a `fieldErrors` prop into the surrounding form whenever the prop changes. Render it
 * inside a `<Form mutators={screenFormMutators}>`.
 */
export function ServerFieldErrors<Field extends string>({
  errors,
}: {
  errors: FieldErrors<Field> | undefined;
}) {
  const form = useForm('ServerFieldErrors');
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) form.mutators.showServerErrors?.(errors);
  }, [form, errors]);
  return null;
}

/** Field errors returned from an `onSubmit`, shaped as final-form submission errors. */
export function toSubmissionErrors<Field extends string>(
  errors: FieldErrors<Field> | undefined,
): SubmissionErrors {
  if (!errors) return undefined;
  const entries = Object.entries(errors).filter(([, message]) => message !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
