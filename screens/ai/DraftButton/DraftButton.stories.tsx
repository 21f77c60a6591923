import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DraftButton } from './DraftButton';

const meta = {
  title: 'Screens/AI/DraftButton',
  component: DraftButton,
  args: {
    label: 'Draft a reply',
    drafting: false,
    onDraft: fn(),
    notice: null,
    sandboxNote: 'Sandbox draft: written offline, without AI.',
  },
} satisfies Meta<typeof DraftButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A sandbox draft is in the reply box: the badge and the note say so. */
export const SandboxDraft: Story = {
  tags: ['visual'],
  args: {
    notice: { kind: 'ready', sandbox: true, message: 'ai.replyDraft.ready' },
  },
};

export const Capped: Story = {
  args: { notice: { kind: 'refused', message: 'ai.outcomes.capped' } },
};
