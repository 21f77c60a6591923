import type { ReactNode } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import {
  StyledError,
  StyledField,
  StyledFieldset,
  StyledGroupBody,
  StyledHint,
  StyledInlineText,
  StyledLabel,
  StyledLegend,
  StyledRequiredMark,
  StyledRequiredNote,
} from './FormField.styles';

export type FieldSize = 'small' | 'medium' | 'large';

/**
 * - `stacked`: label, hint, control, error, one under the other (text fields, selects).
 * - `inline`: the control, then the label beside it (checkbox).
 * - `trailing`: the label and hint, then the control at the end of the row (switch).
 * - `group`: a fieldset whose legend names a group of controls (radio buttons).
 */
export type FormFieldLayout = 'stacked' | 'inline' | 'trailing' | 'group';

/** What the control must carry so that its label, hint and error reach assistive technology. */
export type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type FormFieldProps = {
  /** The id of the control (or of the fieldset in `group` layout). */
  id: string;
  /** The field's name, already translated. */
  label: string;
  /** Help under the label, already translated. */
  hint?: ReactNode;
  /** The error to show, already translated; nothing is shown when it is absent. */
  error?: string;
  /** Marks the label with an asterisk and a translated "(required)" for screen readers. */
  required?: boolean;
  disabled?: boolean;
  layout?: FormFieldLayout;
  /** In `group` layout, the fieldset's role: `radiogroup` for radio buttons. */
  groupRole?: 'group' | 'radiogroup';
  /** Ids of more text that describes the control (a character count), read after the hint. */
  describedBy?: string;
  /** Shown under the control, before the error (counters, file details). */
  footer?: ReactNode;
  /** Renders the control with the props it must spread. */
  children: (control: FormFieldControlProps) => ReactNode;
};

/**
 * The frame every form control sits in: label, hint, control, error. It wires `id`,
 * `aria-describedby` and `aria-invalid` to the control through the render function.
 * The label's id is `<id>-label`, the hint's `<id>-hint` and the error's `<id>-error`.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  layout = 'stacked',
  groupRole = 'group',
  describedBy,
  footer,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  const described = {
    'aria-describedby': describedByIds,
    'aria-invalid': error ? (true as const) : undefined,
  };

  const labelText = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const hintNode = hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null;
  const errorNode = error ? (
    <StyledError id={errorId}>
      <Icon name="error" size="small" />
      <span>{error}</span>
    </StyledError>
  ) : null;

  if (layout === 'group') {
    return (
      <StyledFieldset
        id={id}
        role={groupRole === 'radiogroup' ? 'radiogroup' : undefined}
        disabled={disabled}
        data-disabled={disabled}
        aria-describedby={describedByIds}
        aria-invalid={groupRole === 'radiogroup' ? described['aria-invalid'] : undefined}
      >
        <StyledLegend id={`${id}-label`}>{labelText}</StyledLegend>
        <StyledGroupBody>
          {hintNode}
          {children({ id })}
          {footer}
          {errorNode}
        </StyledGroupBody>
      </StyledFieldset>
    );
  }

  if (layout === 'inline' || layout === 'trailing') {
    const text = (
      <StyledInlineText>
        <StyledLabel id={`${id}-label`} htmlFor={id}>
          {labelText}
        </StyledLabel>
        {hintNode}
        {footer}
        {errorNode}
      </StyledInlineText>
    );
    const control = children({ id, ...described });
    return (
      <StyledField data-layout={layout} data-disabled={disabled}>
        {layout === 'inline' ? control : text}
        {layout === 'inline' ? text : control}
      </StyledField>
    );
  }

  return (
    <StyledField data-layout="stacked" data-disabled={disabled}>
      <StyledLabel id={`${id}-label`} htmlFor={id}>
        {labelText}
      </StyledLabel>
      {hintNode}
      {children({ id, ...described })}
      {footer}
      {errorNode}
    </StyledField>
  );
}

/** The asterisk people see, and the word "(required)" screen readers read instead. */
function RequiredMark() {
  const t = useT();
  return (
    <>
      <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>
      <span className="visually-hidden"> {t('formField.required')}</span>
    </>
  );
}

/** "Fields marked with an asterisk (*) are required.", for the top of a form. */
export function RequiredNote() {
  return <StyledRequiredNote>{useT()('formField.requiredNote')}</StyledRequiredNote>;
}
