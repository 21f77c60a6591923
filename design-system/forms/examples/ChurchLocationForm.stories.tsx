import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { FormErrorSummary } from '../FormErrorSummary';
import { RequiredNote } from '../FormField';
import { LocationFields, locationChecks } from '../LocationFields';
import { SubmitOnMount, useCountryOptions } from '../storySupport';

/** The spec's own prompts for the location's required fields. */
const checks = locationChecks();

type LocationValues = {
  name?: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
};

const filled: LocationValues = {
  name: 'Downtown campus',
  address: '1200 Main Street',
  address2: 'Suite 300',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'us',
};

type ChurchLocationFormProps = {
  initialValues?: LocationValues;
  onSubmit?: (values: LocationValues) => void;
  /** Submits once on mount, to show the state after a failed submit. */
  submitOnMount?: boolean;
};

/** The church location form of the spec: name, address, address 2, city, state, zip, country. */
function ChurchLocationForm({
  initialValues,
  onSubmit = () => undefined,
  submitOnMount = false,
}: ChurchLocationFormProps) {
  const t = useT();
  const countries = useCountryOptions();
  return (
    <Form<LocationValues>
      initialValues={initialValues}
      onSubmit={(values) => onSubmit(values)}
      render={({ handleSubmit, submitSucceeded, dirtySinceLastSubmit }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          style={{ display: 'grid', gap: 20, maxWidth: 640 }}
        >
          <div style={{ display: 'grid', gap: 4 }}>
            <h2 style={{ margin: 0, fontSize: vars.font.sizeXl }}>{t('locationForm.title')}</h2>
            <RequiredNote />
          </div>
          <FormErrorSummary />
          <LocationFields.Name validate={checks.name} />
          <LocationFields.Address validate={checks.address} />
          <LocationFields.Address2 />
          <div
            style={{
              display: 'grid',
              gap: 20,
              gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
            }}
          >
            <LocationFields.City validate={checks.city} />
            <LocationFields.State validate={checks.state} />
            <LocationFields.Zip validate={checks.zip} />
          </div>
          <LocationFields.Country
            options={countries}
            autoComplete="country"
            validate={checks.country}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
            <Button type="submit">{t('common.save')}</Button>
            <p
              role="status"
              style={{ margin: 0, color: vars.color.successText, fontSize: vars.font.sizeSm }}
            >
              {submitSucceeded && !dirtySinceLastSubmit ? t('locationForm.saved') : ''}
            </p>
          </div>
          {submitOnMount && <SubmitOnMount />}
        </form>
      )}
    />
  );
}

const meta = {
  title: 'Design System/Forms/ChurchLocationForm',
  component: ChurchLocationForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChurchLocationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

export const WithErrors: Story = {
  args: {
    initialValues: { name: 'Downtown campus', address2: 'Suite 300', country: 'us' },
    submitOnMount: true,
  },
};

export const WithErrorsKorean: Story = { ...WithErrors, globals: { locale: 'ko' } };

export const WithErrorsDark: Story = { ...WithErrors, globals: { theme: 'dark' } };

export const SubmitEmptyThenFix: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    const summary = await canvas.findByRole('alert', { name: 'Some fields need your attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Location name',
      'Address',
      'City',
      'State',
      'Zip code',
      'Country',
    ]);
    await expect(summary).toHaveTextContent('Enter the zip code');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(links[4]!);
    const zip = canvas.getByRole('textbox', { name: /Zip code/ });
    await expect(zip).toHaveFocus();
    await expect(zip).toHaveAccessibleDescription('Enter the zip code');
    await userEvent.type(zip, '62701');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await expect(within(summary).getAllByRole('link')).toHaveLength(5);

    await userEvent.type(canvas.getByRole('textbox', { name: /Location name/ }), 'Downtown campus');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Address \(required\)/ }),
      '1200 Main Street',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'Springfield');
    await userEvent.type(canvas.getByRole('textbox', { name: /State/ }), 'IL');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'us');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Downtown campus',
      address: '1200 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'us',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('The location was saved.');
  },
};

export const ErrorLinkFocusesSelect: Story = {
  args: { initialValues: { ...filled, country: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const summary = await canvas.findByRole('alert');
    await userEvent.click(within(summary).getByRole('link', { name: /Country/ }));
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveFocus();
  },
};
