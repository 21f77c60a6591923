import { useState, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FormErrorSummary, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { FieldErrors, ScreenMessage } from '../messages';
import { screenFormMutators, ServerFieldErrors, toSubmissionErrors } from '../serverErrors';
import { useFocusOnChange } from '../useFocusOnChange';
import { StyledActions, StyledForm, StyledRow, StyledStatus } from './ScreenForm.styles';

/** What the server refused: messages for single fields, or one for the whole form. */
export type ScreenFormOutcome = {
  fieldErrors?: FieldErrors<string>;
  formError?: ScreenMessage;
};

export type ScreenFormRenderProps<Values extends object> = FormRenderProps<Values> & {
  /** The form-level message shown now (the last submit's, or the container's). */
  formError?: ScreenMessage;
  /** The error summary, the server's field errors and the form's message, to place. */
  errors: ReactNode;
};

export type ScreenFormProps<Values extends object> = {
  /**
   * Sends the values; answers what was refused, if anything. A throw shows 'Something went
   * wrong'. Field errors show at their fields (and in the summary) until the field changes.
   */
  onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => Promise<ScreenFormOutcome | void> | ScreenFormOutcome | void;
  initialValues?: Partial<Values>;
  /** Errors the container keeps itself (e.g. from a save it retried), shown like the form's. */
  serverError?: ScreenFormOutcome;
  /**
   * Where the errors go: at the top of the form (default), or where the render function puts
   * its `errors` (e.g. inside the first card of a form of several cards).
   */
  errorsAt?: 'top' | 'placed';
  /** `small`: a short form (a field and its button), closer together, the button not stretched. */
  size?: 'small' | 'medium';
  /** The fields and buttons. */
  children: (props: ScreenFormRenderProps<Values>) => ReactNode;
};

/**
 * The form of a screen: react-final-form with the screen mutators, the error summary, the
 * server's field errors at their fields and its form-level message in an alert that takes focus.
 * Lay the fields out with `ScreenForm.Row`, `ScreenForm.Actions` and `ScreenForm.Status`.
 */
export function ScreenForm<Values extends object>({
  onSubmit,
  initialValues,
  serverError,
  errorsAt = 'top',
  size = 'medium',
  children,
}: ScreenFormProps<Values>) {
  const t = useT();
  const [outcome, setOutcome] = useState<ScreenFormOutcome>();
  const formError = outcome?.formError ?? serverError?.formError;
  const fieldErrors = outcome?.fieldErrors ?? serverError?.fieldErrors;
  const alertRef = useFocusOnChange<HTMLDivElement>(formError);

  const submit = async (values: Values, form: FormApi<Values>) => {
    setOutcome(undefined);
    let answer: ScreenFormOutcome | undefined;
    try {
      answer = (await onSubmit(values, form)) ?? undefined;
    } catch {
      answer = { formError: 'common.somethingWentWrong' };
    }
    setOutcome(answer);
    return toSubmissionErrors(answer?.fieldErrors);
  };

  const errors = (
    <>
      <FormErrorSummary headingLevel={3} />
      <ServerFieldErrors errors={fieldErrors} />
      {formError && (
        <InlineAlert
          ref={alertRef}
          tabIndex={-1}
          tone="critical"
          description={translateError(t, formError)}
        />
      )}
    </>
  );

  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={initialValues}
      mutators={screenFormMutators}
      render={(props) => (
        <StyledForm noValidate onSubmit={props.handleSubmit} data-size={size}>
          {errorsAt === 'top' && errors}
          {children({ ...props, formError, errors })}
        </StyledForm>
      )}
    />
  );
}

ScreenForm.Row = StyledRow;
ScreenForm.Actions = StyledActions;
ScreenForm.Status = StyledStatus;

/** The layout of a screen form whose errors are its own (steps of a flow); no error handling. */
export const ScreenFormLayout = StyledForm;
