import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { FormErrorSummary } from '#ds/forms';
import { screenFormMutators } from '#screens/shared/serverErrors';
import { StyledForm } from '../authForm.styles';

export type AuthFormProps<Values extends object> = Pick<
  FormProps<Values>,
  'onSubmit' | 'initialValues'
> & {
  /** The submit button's words. */
  submitLabel: string;
  /** The container is submitting (the button shows progress, as while `onSubmit` runs). */
  submitting: boolean;
  /** The fields, between the error summary and the submit button. */
  children: ReactNode;
};

/**
 * The form of the sign-in and password pages: the error summary, the page's fields, and one
 * large submit button across the card.
 */
export function AuthForm<Values extends object>({
  onSubmit,
  initialValues,
  submitLabel,
  submitting,
  children,
}: AuthFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      mutators={screenFormMutators}
      render={({ handleSubmit, submitting: pending }) => (
        <StyledForm noValidate onSubmit={handleSubmit}>
          <FormErrorSummary headingLevel={2} />
          {children}
          <Button type="submit" size="large" fullWidth loading={submitting || pending}>
            {submitLabel}
          </Button>
        </StyledForm>
      )}
    />
  );
}
