/**
 * Helpers for the forms stories and tests only (not exported from the forms index): a small
 * react-final-form form with a submit button, and translation of story args that hold keys.
 */
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { useT, type MessageKey } from '#ds/i18n';

export type StoryFormProps = {
  children: ReactNode;
  initialValues?: Record<string, unknown>;
  /** Receives the values when the form is valid; may return submit errors (a server's answer). */
  onSubmit?: (values: Record<string, unknown>) => SubmissionErrors | void;
  /** Submits once on mount, so an args-only story can show the state after a failed submit. */
  submitOnMount?: boolean;
  /** Shows the Save button (on by default). */
  submitButton?: boolean;
  style?: CSSProperties;
};

/**
 * Submits the surrounding form once after mounting. react-final-form pauses validation until
 * its own mount effect has run (after its children's), so the submit waits a microtask.
 */
export function SubmitOnMount() {
  const form = useForm();
  useEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) void form.submit();
    });
    return () => {
      cancelled = true;
    };
  }, [form]);
  return null;
}

export function StoryForm({
  children,
  initialValues,
  onSubmit = () => undefined,
  submitOnMount = false,
  submitButton = true,
  style,
}: StoryFormProps) {
  const t = useT();
  return (
    <Form
      onSubmit={(values) => onSubmit(values)}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          style={{ display: 'grid', gap: 24, maxWidth: 480, ...style }}
        >
          {children}
          {submitButton && (
            <div>
              <Button type="submit">{t('common.save')}</Button>
            </div>
          )}
          {submitOnMount && <SubmitOnMount />}
        </form>
      )}
    />
  );
}

const countryCodes = ['us', 'mx', 'br', 'kr', 'de', 'es'] as const;

/** The example country options, translated. */
export function useCountryOptions() {
  const t = useT();
  return countryCodes.map((code) => ({ value: code, label: t(`formExamples.countries.${code}`) }));
}

/** Translates a story arg that holds a message key; anything else is shown as it is. */
export function useStoryText() {
  const t = useT();
  return (value: string | undefined) => (value === undefined ? undefined : t(value as MessageKey));
}
