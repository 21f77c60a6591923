import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { AiControlPanels } from './AiControlPanels';
import type { AiFeatureView } from './AiControlPanels';

const replyPrompt =
  'You draft a reply from a church’s pastor to a message someone sent to the church. Write warmly and briefly.';

const features: AiFeatureView[] = [
  {
    feature: 'translation_drafts',
    enabled: true,
    provider: 'sandbox',
    model: 'gpt-4o-mini',
    capPerChurch: 100,
    capTotal: 500,
    usedToday: 12,
    updatedAt: null,
    updatedByName: '',
    prompt: {
      version: 0,
      text: 'You translate a church’s teaching content from English into the language named below.',
      authorName: '',
      createdAt: null,
    },
    history: [],
  },
  {
    feature: 'reply_drafts',
    enabled: false,
    provider: 'openai',
    model: 'gpt-4o-mini',
    capPerChurch: 50,
    capTotal: 1000,
    usedToday: 231,
    updatedAt: '2026-03-12T14:20:00.000Z',
    updatedByName: 'Ada Admin',
    prompt: {
      version: 2,
      text: replyPrompt,
      authorName: 'Ada Admin',
      createdAt: '2026-03-12T14:20:00.000Z',
    },
    history: [
      {
        version: 2,
        text: replyPrompt,
        authorName: 'Ada Admin',
        createdAt: '2026-03-12T14:20:00.000Z',
      },
      {
        version: 1,
        text: 'Write kindly.',
        authorName: 'Ben Admin',
        createdAt: '2026-03-01T09:00:00.000Z',
      },
      { version: 0, text: 'The built-in prompt.', authorName: '', createdAt: null },
    ],
  },
];

const meta = {
  title: 'Screens/AI/AiControlPanels',
  component: AiControlPanels,
  args: {
    features,
    providers: [
      { name: 'sandbox', available: true },
      { name: 'openai', available: true },
    ],
    onSaveSettings: fn(async (): Promise<ScreenMessage | void> => undefined),
    onSavePrompt: fn(async (): Promise<ScreenMessage | number> => 3),
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiControlPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both features: translation drafts on with the sandbox, reply drafts off with OpenAI. */
export const Settings: Story = { tags: ['visual'] };

export const SettingsKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** Without an OpenAI key on the server, OpenAI cannot be chosen. */
export const WithoutKey: Story = {
  args: {
    providers: [
      { name: 'sandbox', available: true },
      { name: 'openai', available: false },
    ],
  },
};

/** The switch, the caps and Save: what is sent. */
export const SavingSettings: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Reply drafts' });
    await userEvent.click(within(form).getByRole('switch', { name: 'Reply drafts: On' }));
    const cap = within(form).getByRole('textbox', { name: 'Daily cap per church' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await expect(args.onSaveSettings).toHaveBeenCalledWith('reply_drafts', {
      enabled: true,
      provider: 'openai',
      model: 'gpt-4o-mini',
      capPerChurch: '20',
      capTotal: '1000',
    });
    await expect(await within(form).findByText('Settings saved.')).toBeVisible();
  },
};

/** An older version copied into the editor and saved as the newest. */
export const PromptFromHistory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Reply drafts: Prompt' });
    await userEvent.click(within(form).getByText('Prompt history'));
    await userEvent.click(within(form).getByRole('button', { name: 'Edit from version 1' }));
    await expect(within(form).getByRole('textbox', { name: /Prompt/ })).toHaveValue(
      'Write kindly.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    await expect(args.onSavePrompt).toHaveBeenCalledWith('reply_drafts', 'Write kindly.');
    await expect(await within(form).findByText('Prompt saved as version 3.')).toBeVisible();
  },
};
