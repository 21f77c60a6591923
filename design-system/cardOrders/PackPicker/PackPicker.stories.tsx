import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackPicker, type PackPickerProps, type PackQuote } from './PackPicker';

/** The quote a church on a plan with two packs left gets (as the server would compute it). */
function churchQuote(packs: number): PackQuote {
  const included = Math.min(packs, 2);
  return {
    packs,
    includedPacks: included,
    extraPacks: packs - included,
    extraPackCents: 2500,
    totalCents: (packs - included) * 2500,
    currency: 'USD',
  };
}

/** A picker whose value and quote follow the buttons, as on the order screen. */
function Stateful(props: PackPickerProps) {
  const [packs, setPacks] = useState(props.value);
  return (
    <PackPicker
      {...props}
      value={packs}
      quote={props.quote ? churchQuote(packs) : null}
      onChange={(next) => {
        setPacks(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/InvitationCards/PackPicker',
  component: PackPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    value: 3,
    cardsPerPack: 100,
    max: 50,
    quote: churchQuote(3),
    attendance: 150,
    onChange: fn(),
    onRetryQuote: fn(),
  },
} satisfies Meta<typeof PackPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** All packs within the plan: nothing to pay. */
export const IncludedInPlan: Story = { args: { value: 2, quote: churchQuote(2) } };

/** An individual pays for every pack; no attendance, so no number is suggested. */
export const Individual: Story = {
  render: (args) => <PackPicker {...args} />,
  args: {
    value: 1,
    attendance: null,
    quote: {
      packs: 1,
      includedPacks: 0,
      extraPacks: 1,
      extraPackCents: 2500,
      totalCents: 2500,
      currency: 'USD',
    },
  },
};

export const QuoteLoading: Story = {
  render: (args) => <PackPicker {...args} />,
  args: { quote: null },
};

export const QuoteFailed: Story = {
  render: (args) => <PackPicker {...args} />,
  args: { quote: null, quoteFailed: true },
};

export const Korean: Story = { globals: { locale: 'ko' } };

export const StepsAndSuggests: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Packs/ });
    await userEvent.click(canvas.getByRole('button', { name: 'More packs' }));
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Order 5 packs' }));
    await expect(input).toHaveValue('5');
    await expect(canvas.getByText('$75.00')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await expect(input).toHaveAccessibleDescription(/Choose from 1 to 50 packs/);
  },
};
