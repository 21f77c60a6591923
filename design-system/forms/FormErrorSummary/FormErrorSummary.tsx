import { useEffect, useId, useImperativeHandle, useRef, type MouseEvent, type Ref } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { useFieldRegistry } from '../FormField';
import { isValidationError, translateError } from '../validators';
import {
  StyledBody,
  StyledDescription,
  StyledLink,
  StyledLinkLabel,
  StyledList,
  StyledMessage,
  StyledSummary,
  StyledTitle,
} from './FormErrorSummary.styles';

export type ErrorSummaryItem = {
  /** The id of the field's control (or fieldset) the link leads to. */
  id: string;
  /** The field's label, already translated. */
  label: string;
  /** What is wrong, already translated; leave out to list the name alone. */
  message?: string;
};

export type ErrorSummaryProps = {
  /** The heading; "Some fields need your attention" by default. */
  title?: string;
  /** A form-level message under the heading (a server's answer), already translated. */
  description?: string;
  items: readonly ErrorSummaryItem[];
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
};

const focusableSelector =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to a field by its id. A fieldset (radio group) passes focus to its chosen
 * option, or its first one. The field's label or legend is scrolled into view with it.
 */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
        element.querySelector<HTMLElement>(focusableSelector))
      : element;
  if (!target) return;
  target.focus({ preventScroll: true });
  const label =
    element instanceof HTMLFieldSetElement
      ? element.querySelector('legend')
      : document.getElementById(`${id}-label`);
  (label ?? target).scrollIntoView({ block: 'center' });
}

/**
 * A list of what is wrong in a form, each entry a link that focuses its field. Announced as
 * an alert when it appears, and focusable (tabindex -1) so a failed submit can move focus to
 * it. Use `FormErrorSummary` inside a react-final-form `<Form>`; this part takes a list.
 */
export function ErrorSummary({
  title,
  description,
  items,
  headingLevel = 2,
  ref,
}: ErrorSummaryProps) {
  const t = useT();
  const titleId = useId();
  const names = items.every((item) => !item.message);
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    <StyledSummary ref={ref} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <Icon name="error" />
      <StyledBody>
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          {title ?? t('formErrorSummary.title')}
        </StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
        {items.length > 0 && (
          <StyledList data-layout={names ? 'names' : 'messages'}>
            {items.map((item) => (
              <li key={item.id}>
                <StyledLink href={`#${item.id}`} onClick={(event) => follow(event, item.id)}>
                  <StyledLinkLabel>{item.label}</StyledLinkLabel>
                  {item.message && <StyledMessage>{item.message}</StyledMessage>}
                </StyledLink>
              </li>
            ))}
          </StyledList>
        )}
      </StyledBody>
    </StyledSummary>
  );
}

export type FormErrorSummaryProps = Omit<ErrorSummaryProps, 'items' | 'description'> & {
  /**
   * Show each field's message under its name (default). `false` lists the names alone, as
   * the card failure does: "The following fields appear to be invalid: Card number, …".
   */
  showMessages?: boolean;
};

/**
 * The error summary of a react-final-form form. After a failed submit it lists every invalid
 * field (validation errors, and a server's submit errors until the field is changed) in page
 * order, with the form-level submit error if any, and takes focus. It updates as fields are
 * fixed and disappears when none is left.
 */
export function FormErrorSummary({ showMessages = true, ref, ...rest }: FormErrorSummaryProps) {
  const t = useT();
  const form = useForm('FormErrorSummary');
  const state = useFormState({
    subscription: {
      submitFailed: true,
      errors: true,
      submitErrors: true,
      submitError: true,
      values: true,
    },
  });
  const { fields, submitAttempts } = useFieldRegistry(form);
  const summaryRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => summaryRef.current as HTMLDivElement, []);

  const items: ErrorSummaryItem[] = [];
  for (const field of fields) {
    const fieldState = form.getFieldState(field.name);
    if (!fieldState) continue;
    const error =
      fieldState.error ?? (fieldState.dirtySinceLastSubmit ? undefined : fieldState.submitError);
    if (!isValidationError(error)) continue;
    items.push({
      id: field.id,
      label: field.label,
      message: showMessages ? translateError(t, error) : undefined,
    });
  }
  const formError = isValidationError(state.submitError)
    ? translateError(t, state.submitError)
    : undefined;
  const visible = Boolean(state.submitFailed && (items.length > 0 || formError));

  // Focus once per failed attempt (or per new answer from the server), not on every change.
  const focused = useRef<{ attempts: number; submitErrors: unknown }>({
    attempts: 0,
    submitErrors: undefined,
  });
  useEffect(() => {
    const last = focused.current;
    if (!visible || (last.attempts === submitAttempts && last.submitErrors === state.submitErrors))
      return;
    focused.current = { attempts: submitAttempts, submitErrors: state.submitErrors };
    summaryRef.current?.focus();
  }, [visible, submitAttempts, state.submitErrors]);

  if (!visible) return null;
  return <ErrorSummary {...rest} ref={summaryRef} description={formError} items={items} />;
}
