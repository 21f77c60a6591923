import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SupportRequestDetail } from '#contract/support/support';
import { DraftButton } from '#screens/ai/DraftButton';
import { inContentFrame } from '#screens/shared/storySupport';
import { AdminSupportRequestScreen } from './AdminSupportRequestScreen';

const request: SupportRequestDetail = {
  id: 7,
  number: 'SR-000007',
  subject: 'The QR code on my proof looks small',
  state: 'open',
  language: 'es',
  person_name: 'John Carter',
  person_email: 'pastor@demo.church',
  context: {
    page: '/card-order/CO-1042',
    role: 'evangelism',
    church_name: 'Grace Community Church',
    browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    screen_width: 390,
    screen_height: 844,
    card_order_number: 'CO-1042',
    card_order_state: 'proof_ready',
    short_links_active: 3,
    short_links_disabled: 1,
  },
  assigned_user_id: 1,
  assigned_name: 'Ada Admin',
  created_at: '2026-11-27T09:00:00.000Z',
  first_answer_at: '2026-11-27T10:35:00.000Z',
  first_answer_seconds: 5_700,
  messages: [
    {
      id: 1,
      author: 'person',
      author_name: 'John Carter',
      channel: 'dashboard',
      body: 'On the proof of our new order the QR code seems smaller than last time.\nIs that right?',
      created_at: '2026-11-27T09:00:00.000Z',
      attachments: [{ id: 3, name: 'proof.pdf', size: 182_000, content_type: 'application/pdf' }],
    },
    {
      id: 2,
      author: 'support',
      author_name: 'Ada Admin',
      channel: 'dashboard',
      body: 'The code prints at 0.9 in, as before. Could you send a photo of a printed card?',
      created_at: '2026-11-27T10:35:00.000Z',
      attachments: [],
    },
    {
      id: 3,
      author: 'person',
      author_name: 'John Carter',
      channel: 'mail',
      body: 'Here it is. It scans well, thank you!',
      created_at: '2026-11-27T12:10:00.000Z',
      attachments: [],
    },
  ],
};

const meta = {
  title: 'Screens/Support/AdminSupportRequestScreen',
  component: AdminSupportRequestScreen,
  args: {
    status: 'ready',
    request,
    assignees: [
      { id: 1, name: 'Ada Admin' },
      { id: 2, name: 'Sam Support' },
    ],
    queueHref: '/admin/support',
    timeZone: 'America/Chicago',
    onAssign: fn(),
    onMove: fn(),
    onAnswer: fn(),
    onOpenFile: fn(),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof AdminSupportRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the request carried, who has it, the moves it allows, the thread and the answer box. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** Reply drafts are on in AI control: a sandbox draft was put in the answer box. */
export const WithReplyDraft: Story = {
  tags: ['visual'],
  args: {
    answerTools: () => (
      <DraftButton
        label="Draft a reply"
        drafting={false}
        onDraft={fn()}
        notice={{ kind: 'ready', sandbox: true, message: 'ai.replyDraft.ready' }}
        sandboxNote="Sandbox draft: written offline, without AI. Edit it before you send it."
      />
    ),
  },
};

/** The draft button fills the answer box; nothing is sent until Send answer. */
export const DraftFillsTheAnswer: Story = {
  parameters: { loki: { skip: true } },
  args: {
    answerTools: (fill) => (
      <DraftButton
        label="Draft a reply"
        drafting={false}
        onDraft={() => fill('Dear John Carter,\n\nThank you for the photo.')}
        notice={null}
        sandboxNote="Sandbox draft"
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Draft a reply' }));
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveValue(
      'Dear John Carter,\n\nThank you for the photo.',
    );
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** Assigning applies as soon as an admin is chosen; a move is one press. */
export const AssignAndMove: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assigned to' }), '2');
    await expect(args.onAssign).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark resolved' }));
    await expect(args.onMove).toHaveBeenCalledWith('resolved');
  },
};

export const Closed: Story = {
  args: { request: { ...request, state: 'closed' } },
};

export const Loading: Story = { args: { status: 'loading', request: null } };

export const LoadFailed: Story = { args: { status: 'error', request: null } };
