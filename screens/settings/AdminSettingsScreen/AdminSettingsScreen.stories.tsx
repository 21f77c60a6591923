import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, submitOnMount } from '#screens/shared/storySupport';
import { AdminSettingsScreen, type AdminSettingsValues } from './AdminSettingsScreen';

const values: AdminSettingsValues = {
  support_email: 'support@outreach.example.org',
  designer_email: 'cards@outreach.example.org',
  pastor_instruction_video: 'https://vimeo.com/76979871',
  pastor_dashboard_video: 'https://vimeo.com/76979871',
  individual_instruction_video: 'https://youtu.be/aqz-KE-bpKQ',
  individual_dashboard_video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  moderator_video: 'https://vimeo.com/22439234',
  pastor_invitation_video: 'https://player.vimeo.com/video/1084537',
  moderator_invitation_video: 'https://youtu.be/ScMzIvxBSi4',
  individual_signup_link: 'https://outreach.example.org/join',
  popup_reminder_pastor_link: 'https://outreach.example.org/reminders/pastors',
  popup_reminder_individual_link: '',
};

const meta = {
  title: 'Screens/Admin/AdminSettingsScreen',
  component: AdminSettingsScreen,
  args: { status: 'ready', values, onSave: fn(), onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof AdminSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
};

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** Nothing set yet. */
export const Empty: Story = { args: { values: {} } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Saving the pastor videos. */
export const SavingSection: Story = { args: { savingScope: 'pastorVideos' } };

/** Right after the contact addresses were saved. */
export const SectionSaved: Story = { args: { savedScope: 'contact' } };

export const AllSaved: Story = { args: { savedScope: 'all' } };

/** Values that break the rules, after Save all: each field says what is wrong. */
export const InvalidValues: Story = {
  args: {
    values: {
      ...values,
      support_email: 'support@outreach',
      pastor_dashboard_video: 'https://www.dailymotion.com/video/x8abc',
      individual_signup_link: 'outreach.example.org/join',
    },
  },
  decorators: [submitOnMount],
};

/** The server refused one value and the save of a section. */
export const ServerErrors: Story = {
  args: {
    serverError: {
      scope: 'moderatorVideos',
      formError: 'common.somethingWentWrong',
      fieldErrors: { moderator_video: 'validation.videoLink' },
    },
  },
};

export const ServerErrorsKorean: Story = { ...ServerErrors, globals: { locale: 'ko' } };

export const SaveOneSection: Story = {
  args: { onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Designer email' });
    await userEvent.clear(field);
    await userEvent.type(field, 'design@outreach.example.org');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Save\W+Contact addresses$/ }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        support_email: 'support@outreach.example.org',
        designer_email: 'design@outreach.example.org',
      },
      'contact',
    );
    await waitFor(() => expect(canvas.queryByText('Unsaved changes')).not.toBeInTheDocument());
    await expect(
      canvas.getAllByRole('status').some((status) => status.textContent?.includes('Saved')),
    ).toBe(true);
  },
};

export const InvalidSectionIsNotSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Moderator video' });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/watch/123');
    await userEvent.click(canvas.getByRole('button', { name: /^Save\W+Moderator videos$/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(/Enter a Vimeo or YouTube link/);
  },
};

export const SaveAllKeepsTypedValuesOnError: Story = {
  args: {
    onSave: fn(async () => ({ fieldErrors: { support_email: 'validation.email' as const } })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Support email' });
    await userEvent.clear(field);
    await userEvent.type(field, 'help@outreach.example.org');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save all settings' })[0]!);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue('help@outreach.example.org');
  },
};
