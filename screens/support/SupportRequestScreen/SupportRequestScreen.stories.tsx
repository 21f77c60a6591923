import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { SupportRequestScreen } from './SupportRequestScreen';

const meta = {
  title: 'Screens/Support/SupportRequestScreen',
  component: SupportRequestScreen,
  args: {
    status: 'ready',
    page: '/orderCards',
    files: [{ key: 'a', name: 'proof.pdf' }],
    onAttach: fn(),
    onRemoveFile: fn(),
    onSubmit: fn(),
    requests: [
      {
        id: 2,
        number: 'SR-000002',
        subject: 'How do I add a second campus?',
        state: 'new',
        at: 'November 28, 2026',
        href: '/support-request?request=2',
      },
      {
        id: 1,
        number: 'SR-000001',
        subject: 'The QR code on my proof looks small',
        state: 'waiting',
        at: 'November 27, 2026',
        href: '/support-request?request=1',
      },
    ],
    centerHref: '/support',
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'pastor' },
} satisfies Meta<typeof SupportRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, carrying the card-order page, with a PDF attached, and the person's requests. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/\/orderCards/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove proof.pdf' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /SR-000001/ })).toHaveAttribute(
      'href',
      '/support-request?request=1',
    );
  },
};

/** One request's thread: support's answer, waiting on the person, and the reply box. */
export const Thread: Story = {
  args: {
    thread: {
      number: 'SR-000001',
      subject: 'The QR code on my proof looks small',
      state: 'waiting',
      closed: false,
      back: '/support-request',
      onReply: fn(),
      onOpenFile: fn(),
      messages: [
        {
          id: 1,
          mine: true,
          author: 'John Carter',
          viaMail: false,
          body: 'On the proof of our new order the QR code seems smaller than last time.',
          at: 'November 27, 2026, 9:00 AM',
          files: [{ id: 3, name: 'proof.pdf' }],
        },
        {
          id: 2,
          mine: false,
          author: 'Support',
          viaMail: false,
          body: 'The code prints at 0.9 in, as before. Could you send a photo of a printed card?',
          at: 'November 27, 2026, 12:00 PM',
          files: [],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting on you')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeVisible();
  },
};
