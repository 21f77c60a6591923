import { Grid } from '#ds/primitives/Grid';
import type { ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from '#ds/actions/Link';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  Checkbox,
  composeValidators,
  email,
  FormErrorSummary,
  maxLength,
  moneyAmount,
  PasswordField,
  RequiredNote,
  Select,
  TextField,
  translateError,
  type SelectOption,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { screenFormMutators, toSubmissionErrors } from '#screens/shared/serverErrors';
import {
  RecordDeleteZone,
  RecordFacts,
  RecordFormActions,
  type RecordDeleteAction,
  type RecordFact,
} from '../RecordFormParts';
import { StyledFieldset, StyledForm, StyledHint } from './ResourceFormScreen.styles';

/**
 * How a field is edited. `choices` is a list of values picked with checkboxes (roles); `money`
 * an amount typed in units (`19.99`); `datetime` a moment picked in the browser's time zone.
 */
export type ResourceFieldKind =
  'text' | 'email' | 'password' | 'select' | 'choices' | 'boolean' | 'money' | 'datetime';

/** One field of the form, described as data, with its texts translated. */
export type ResourceFormField = {
  name: string;
  label: string;
  kind: ResourceFieldKind;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** For `select` and `choices`. */
  options?: readonly SelectOption[];
};

/** Field name → value: text, a chosen value, a list of chosen values, or a yes/no. */
export type ResourceFormValues = Record<string, string | string[] | boolean | undefined>;

/** What the server said about a save or a delete. */
export type ResourceFormError = { fieldErrors?: FieldErrors<string>; formError?: ScreenMessage };

export type ResourceFormScreenProps = {
  title: string;
  description?: string;
  /** A way back to the list. */
  back: { label: string; href: string };
  /** From the screen frame: `loading` until the record is there, `error` with a retry, `restricted`. */
  status?: ScreenStatus;
  onRetry?: () => void;
  fields: readonly ResourceFormField[];
  initialValues: ResourceFormValues;
  submitLabel: string;
  /** Saves; resolves with nothing on success, or with what the server refused (what was typed stays). */
  onSubmit: (values: ResourceFormValues) => Promise<ResourceFormError | void>;
  /** Read-only facts about the record (created, updated), already formatted. */
  facts?: readonly RecordFact[];
  deleteAction?: RecordDeleteAction;
  /** More about the record under the form (e.g. an account's users and membership). */
  children?: ReactNode;
};

function fieldValidator(field: ResourceFormField): Validator | undefined {
  const rules: Validator[] = [];
  if (field.kind === 'email') rules.push(email);
  if (field.kind === 'money') rules.push(moneyAmount);
  if (field.maxLength !== undefined) rules.push(maxLength(field.maxLength));
  return rules.length > 0 ? composeValidators(...rules) : undefined;
}

/** A list of values as one boolean per choice (`roles.admin`), which checkboxes edit. */
const choiceName = (field: string, value: string) => `${field}__${value}`;

function toFormValues(fields: readonly ResourceFormField[], values: ResourceFormValues) {
  const formValues: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.kind !== 'choices') continue;
    const chosen = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [];
    for (const option of field.options ?? []) {
      formValues[choiceName(field.name, option.value)] = chosen.includes(option.value);
    }
    delete formValues[field.name];
  }
  return formValues;
}

function fromFormValues(fields: readonly ResourceFormField[], formValues: Record<string, unknown>) {
  const values: ResourceFormValues = {};
  for (const field of fields) {
    if (field.kind === 'choices') {
      values[field.name] = (field.options ?? [])
        .filter((option) => formValues[choiceName(field.name, option.value)] === true)
        .map((option) => option.value);
    } else if (field.kind === 'boolean') {
      values[field.name] = formValues[field.name] === true;
    } else {
      const value = formValues[field.name];
      values[field.name] = typeof value === 'string' ? value.trim() : undefined;
    }
  }
  return values;
}

function FieldControl({ field }: { field: ResourceFormField }) {
  const validate = fieldValidator(field);
  switch (field.kind) {
    case 'select':
      return (
        <Select
          name={field.name}
          label={field.label}
          hint={field.hint}
          options={field.options ?? []}
          required={field.required}
        />
      );
    case 'boolean':
      return <Checkbox name={field.name} label={field.label} hint={field.hint} />;
    case 'choices':
      return (
        <StyledFieldset aria-describedby={field.hint ? `${field.name}-hint` : undefined}>
          <legend>{field.label}</legend>
          {field.hint && <StyledHint id={`${field.name}-hint`}>{field.hint}</StyledHint>}
          <Grid columns="repeat(auto-fill, minmax(12rem, 1fr))" rowGap={2} columnGap={4}>
            {(field.options ?? []).map((option) => (
              <Checkbox
                key={option.value}
                name={choiceName(field.name, option.value)}
                label={option.label}
              />
            ))}
          </Grid>
        </StyledFieldset>
      );
    case 'password':
      return (
        <PasswordField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={field.required}
          autoComplete="new-password"
        />
      );
    case 'money':
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          inputMode="decimal"
          required={field.required}
          validate={validate}
          autoComplete="off"
        />
      );
    case 'datetime':
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          type="datetime-local"
          required={field.required}
        />
      );
    default:
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          type={field.kind === 'email' ? 'email' : 'text'}
          required={field.required}
          validate={validate}
          autoComplete="off"
        />
      );
  }
}

/**
 * Any admin record's create or edit page: a form built from field descriptions, server field
 * errors shown on their fields, read-only facts, and delete behind 'Are you sure?'.
 */
export function ResourceFormScreen({
  title,
  description,
  back,
  status = 'ready',
  onRetry,
  fields,
  initialValues,
  submitLabel,
  onSubmit,
  facts,
  deleteAction,
  children,
}: ResourceFormScreenProps) {
  const t = useT();

  return (
    <ScreenFrame
      title={title}
      description={description}
      status={status}
      onRetry={onRetry}
      breadcrumbs={
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      }
    >
      <Grid gap={6} shrink>
        {/* A read-only record (a moderator) has facts and a delete, and no form. */}
        {fields.length > 0 && (
          <Form
            onSubmit={async (formValues: Record<string, unknown>) => {
              const result = await onSubmit(fromFormValues(fields, formValues));
              if (!result) return undefined;
              return {
                ...toSubmissionErrors(result.fieldErrors),
                ...(result.formError ? { [FORM_ERROR]: translateError(t, result.formError) } : {}),
              };
            }}
            initialValues={toFormValues(fields, initialValues)}
            mutators={screenFormMutators}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <StyledForm onSubmit={handleSubmit} noValidate>
                <FormErrorSummary />
                {submitError && <InlineAlert tone="critical" title={String(submitError)} />}
                <RequiredNote />
                {fields.map((field) => (
                  <FieldControl key={field.name} field={field} />
                ))}
                <RecordFormActions
                  submitLabel={submitLabel}
                  submitting={submitting}
                  cancelHref={back.href}
                />
              </StyledForm>
            )}
          </Form>
        )}
        <RecordFacts facts={facts} />
        {children}
        <RecordDeleteZone action={deleteAction} />
      </Grid>
    </ScreenFrame>
  );
}
