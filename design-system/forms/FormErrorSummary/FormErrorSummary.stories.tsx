import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubmissionErrors } from 'final-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Select } from '../Select';
import { StoryForm } from '../storySupport';
import { TextField } from '../TextField';
import { ErrorSummary, FormErrorSummary } from './FormErrorSummary';

/** A static list, as a screen shows it for errors that do not come from a form's fields. */
type StaticSummaryProps = {
  /** Show each field's message under its name. */
  showMessages?: boolean;
  /** Add a form-level message (a server's answer). */
  formError?: boolean;
  /** Keeps ids unique when several summaries share a page. */
  idPrefix?: string;
};

function StaticSummary({
  showMessages = true,
  formError = false,
  idPrefix = 'story',
}: StaticSummaryProps) {
  const t = useT();
  const items = [
    {
      id: `${idPrefix}-name`,
      label: t('locationForm.name'),
      message: t('locationForm.nameRequired'),
    },
    { id: `${idPrefix}-zip`, label: t('locationForm.zip'), message: t('locationForm.zipRequired') },
  ].map((item) => (showMessages ? item : { id: item.id, label: item.label }));
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <ErrorSummary
        items={items}
        description={formError ? t('common.somethingWentWrong') : undefined}
      />
      <StoryForm submitButton={false}>
        <TextField id={`${idPrefix}-name`} name="name" label={t('locationForm.name')} />
        <TextField id={`${idPrefix}-zip`} name="zip" label={t('locationForm.zip')} />
      </StoryForm>
    </div>
  );
}

const meta = {
  title: 'Design System/Forms/FormErrorSummary',
  component: StaticSummary,
  args: { showMessages: true, formError: false },
} satisfies Meta<typeof StaticSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NamesOnly: Story = { args: { showMessages: false } };

export const WithFormError: Story = { args: { formError: true } };

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** Pinned, not read from the clock, so the story never changes. */
const years = Array.from({ length: 10 }, (_, index) => String(2026 + index));

type CardFormProps = {
  /** What the card processor answers; by default it finds all five fields invalid. */
  onSubmit?: (values: Record<string, unknown>) => SubmissionErrors | void;
  submitOnMount?: boolean;
};

const declinedAll: SubmissionErrors = {
  cardNumber: 'validation.invalidValue',
  month: 'validation.invalidValue',
  year: 'validation.invalidValue',
  firstName: 'validation.invalidValue',
  lastName: 'validation.invalidValue',
};

const declinedCard: SubmissionErrors = {
  cardNumber: 'validation.invalidValue',
  month: 'validation.invalidValue',
  year: 'validation.invalidValue',
};

/**
 * The spec's card failure: the processor rejects some of card number, month, year, first
 * name and last name, and the summary lists their names, in that order, under "The following
 * fields appear to be invalid".
 */
function CardForm({ onSubmit = () => declinedAll, submitOnMount = false }: CardFormProps) {
  const t = useT();
  const option = (value: string) => ({ value, label: value });
  return (
    <StoryForm
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
      initialValues={{
        firstName: 'Grace',
        lastName: 'Community',
        cardNumber: '4000 0000 0000 0002',
        month: '02',
        year: '2026',
      }}
    >
      <FormErrorSummary title={t('formErrorSummary.cardFailure')} showMessages={false} />
      <TextField
        name="cardNumber"
        label={t('formErrorSummary.cardFields.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        required
      />
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        <Select
          name="month"
          label={t('formErrorSummary.cardFields.month')}
          options={months.map(option)}
          autoComplete="cc-exp-month"
          required
        />
        <Select
          name="year"
          label={t('formErrorSummary.cardFields.year')}
          options={years.map(option)}
          autoComplete="cc-exp-year"
          required
        />
      </div>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        }}
      >
        <TextField
          name="firstName"
          label={t('formErrorSummary.cardFields.firstName')}
          autoComplete="cc-given-name"
          required
        />
        <TextField
          name="lastName"
          label={t('formErrorSummary.cardFields.lastName')}
          autoComplete="cc-family-name"
          required
        />
      </div>
    </StoryForm>
  );
}

export const CardFailure: Story = { render: () => <CardForm submitOnMount /> };

export const CardFailureKorean: Story = {
  render: () => <CardForm submitOnMount />,
  globals: { locale: 'ko' },
};

export const CardFailureDark: Story = {
  render: () => <CardForm submitOnMount />,
  globals: { theme: 'dark' },
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={8}>
      <StaticSummary idPrefix="messages" />
      <StaticSummary idPrefix="names" showMessages={false} />
      <StaticSummary idPrefix="form-error" formError />
    </CatalogGrid>
  ),
};

const onCardSubmit = fn((): SubmissionErrors => declinedCard);

export const CardFailureFocusAndLinks: Story = {
  render: () => <CardForm onSubmit={onCardSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('The following fields appear to be invalid');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Card number',
      'Expiration month',
      'Expiration year',
    ]);
    await userEvent.click(links[0]!);
    const cardNumber = canvas.getByRole('textbox', { name: /Card number/ });
    await expect(cardNumber).toHaveFocus();
    await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(cardNumber);
    await userEvent.type(cardNumber, '4242 4242 4242 4242');
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(cardNumber).not.toHaveAttribute('aria-invalid');
  },
};
