import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import {
  storyAddress,
  storyChurchQuote,
  storyCountries,
  storyDesign,
  storyHistory,
  storyIndividualQuote,
  storyProofReady,
} from '../storyData';
import { OrderCardsScreen } from './OrderCardsScreen';

const meta = {
  title: 'Screens/Cards/OrderCardsScreen',
  component: OrderCardsScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    design: storyDesign,
    logoRules: {
      accept: '.jpg,.jpeg,.png,.webp,.gif',
      maxSize: 8_000_000,
      warnBelowPpi: 300,
      refuseBelowPpi: 150,
    },
    onUploadLogo: fn(async () => ({ verdict: 'ok' as const, ppi: 412 })),
    onRemoveLogo: fn(async () => undefined),
    packs: 3,
    onPacksChange: fn(),
    cardsPerPack: 100,
    maxPacks: 20,
    quote: storyChurchQuote,
    attendance: 100,
    payer: 'church',
    savedCard: { brand: 'visa', last4: '4242' },
    initialValues: storyAddress,
    countries: storyCountries,
    addressLimits: { name: 100, address: 200, city: 100, state: 100, zip: 20 },
    onPlaceOrder: fn(async () => undefined),
    inProgress: null,
    history: storyHistory.slice(1),
    onOpenProof: fn(async () => undefined),
    onApprove: fn(async () => undefined),
    onCancel: fn(async () => undefined),
    reorderHref: (order) => `/reOrderCards?order=${order.id}`,
    payHref: (order) => `/individual/checkout?order=${order.id}`,
    paymentInfoHref: '/paymentInfo',
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A church with a saved card, two plan packs left and past orders. */
export const Church: Story = { tags: ['visual'] };

export const ChurchKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

/** The proof of the newest order waits for approval. */
export const ProofReady: Story = {
  args: { inProgress: storyProofReady, history: storyHistory },
  tags: ['visual'],
};

/** Just paid: the proof is being made. */
export const PreparingProof: Story = {
  args: { inProgress: { ...storyProofReady, state: 'paid', proofAvailable: false } },
};

/** An individual pays for every pack, at checkout. */
export const Individual: Story = {
  args: {
    payer: 'individual',
    savedCard: null,
    packs: 1,
    quote: storyIndividualQuote,
    attendance: null,
    history: [],
    design: { ...storyDesign, logo: null },
    paymentInfoHref: undefined,
  },
};

/** An individual not connected to a church cannot order yet. */
export const CannotOrder: Story = {
  args: {
    payer: 'individual',
    history: [],
    design: { ...storyDesign, logo: null, problem: 'orderCards.errors.nowhereToLead' },
  },
};

export const Reorder: Story = { args: { reorderOf: { number: 'CO-000011' } } };

export const Loading: Story = { args: { status: 'loading', design: null } };

export const LoadError: Story = { args: { status: 'error', design: null } };

export const PlacesTheOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ zipCode: '62701', locale: 'en' }),
    );
  },
};

export const ApprovesTheProof: Story = {
  args: { inProgress: storyProofReady, history: storyHistory },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('region', { name: /Order CO-000014/ });
    await userEvent.click(within(progress).getByRole('button', { name: 'Approve the proof' }));
    await expect(args.onApprove).toHaveBeenCalledWith(storyProofReady);
  },
};
