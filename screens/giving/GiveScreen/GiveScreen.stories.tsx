import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MyGiftsSection } from '../MyGiftsSection';
import { inContentFrame, storyYear } from '#screens/shared/storySupport';
import { GiveScreen } from './GiveScreen';

/** The server's fee rule (contract/donations.ts): 2.9 % + 30 ¢, grossed up. */
const feeOf = (cents: number) => Math.ceil(((cents + 30) * 10_000) / 9_710) - cents;

const form = {
  presetsCents: [2_500, 5_000, 10_000, 25_000],
  minCents: 500,
  maxCents: 1_000_000,
  feeOf,
  onGive: fn(),
  today: new Date('2026-11-25T12:00:00Z'),
};

const meta = {
  title: 'Screens/Giving/GiveScreen',
  component: GiveScreen,
  args: { frame: 'public', status: 'ready', form, onRetry: fn(), year: storyYear },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `donation`: the public page, for anyone. */
export const Public: Story = { tags: ['visual'] };

export const PublicKorean: Story = { ...Public, globals: { locale: 'ko' } };

/** `donate` in the shell: the signed-in person's details filled in, their monthly gifts under it. */
export const SignedIn: Story = {
  tags: ['visual'],
  decorators: [inContentFrame],
  args: {
    frame: 'shell',
    form: {
      ...form,
      initialEmail: 'pastor@demo.church',
      initialName: { firstName: 'Daniel', lastName: 'Kim' },
    },
    aside: (
      <MyGiftsSection
        timeZone="UTC"
        onCancel={fn()}
        gifts={[
          { id: 7, totalCents: 5_181, nextChargeAt: '2026-12-25T09:00:00.000Z', cardLast4: '4242' },
        ]}
      />
    ),
  },
};

export const SignedInKorean: Story = { ...SignedIn, tags: [], globals: { locale: 'ko' } };

/** After a gift: the thank-you names the receipt and where it was sent. */
export const Thanks: Story = {
  tags: ['visual'],
  args: {
    onGiveAgain: fn(),
    received: {
      receiptNumber: 'GR-2026-000042',
      email: 'ada@example.org',
      totalCents: 4_151,
      interval: 'month',
    },
  },
};

export const ThanksKorean: Story = { ...Thanks, tags: [], globals: { locale: 'ko' } };

export const Loading: Story = { args: { status: 'loading', form: undefined } };

export const LoadFailed: Story = { args: { status: 'error', form: undefined } };

export const LoadFailedInShell: Story = {
  decorators: [inContentFrame],
  args: { frame: 'shell', status: 'error', form: undefined },
};
