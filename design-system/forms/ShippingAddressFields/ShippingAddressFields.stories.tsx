import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeTags, useLocale } from '#ds/i18n';
import { FormErrorSummary } from '../FormErrorSummary';
import { StoryForm } from '../storySupport';
import { ShippingAddressFields, type ShippingAddressLimits } from './ShippingAddressFields';

const limits: ShippingAddressLimits = { name: 100, address: 200, city: 100, state: 100, zip: 20 };

/** A few countries, named by the browser in the story's language. */
function useStoryCountries() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
    return ['US', 'CA', 'MX', 'KR', 'FR', 'ES'].map((code) => ({
      value: code,
      label: names.of(code) ?? code,
    }));
  }, [locale]);
}

type Args = {
  initialValues?: Record<string, unknown>;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

function ShippingForm({ initialValues, submitOnMount, onSubmit }: Args) {
  const countries = useStoryCountries();
  return (
    <StoryForm initialValues={initialValues} submitOnMount={submitOnMount} onSubmit={onSubmit}>
      <FormErrorSummary />
      <ShippingAddressFields countries={countries} limits={limits} />
    </StoryForm>
  );
}

const filled = {
  name: 'Grace Community Church',
  address: '1200 Main Street',
  address2: 'Suite 300',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
};

const meta = {
  title: 'Design System/Forms/ShippingAddressFields',
  component: ShippingForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

/** Submitted empty: every required field says what to enter. */
export const WithErrors: Story = {
  args: { initialValues: { country: 'US' }, submitOnMount: true },
};

export const WithErrorsKorean: Story = { ...WithErrors, globals: { locale: 'ko' } };

export const UsZipChecked: Story = {
  args: { initialValues: { ...filled, zipCode: '6270' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const zip = canvas.getByRole('textbox', { name: /Zip code/ });
    await expect(zip).toHaveAccessibleDescription(/5 digits/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(zip);
    await userEvent.type(zip, '62701-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
