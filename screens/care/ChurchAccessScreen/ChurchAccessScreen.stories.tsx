import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, storyTimeZone, submitOnMount } from '#screens/shared/storySupport';
import { ChurchAccessScreen } from './ChurchAccessScreen';

const access = {
  carePastor: 'Pastor Ruth Kim',
  careEmail: 'care@riverside.church',
  careAddress: '12 River Road, Springfield, IL 62701',
  carePhone: '+1 (555) 010-0199',
  careWebsite: 'https://care.riverside.church',
  passwordSetAt: '2026-02-20T16:05:00.000Z',
};

const meta = {
  title: 'Screens/Care/ChurchAccessScreen',
  component: ChurchAccessScreen,
  args: {
    status: 'ready',
    login: 'riverside-church',
    access: null,
    onSave: fn(),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChurchAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before church access exists: the login to be, and the form that creates it. */
export const NotSetUp: Story = { tags: ['visual'] };

export const NotSetUpKorean: Story = { globals: { locale: 'ko' } };

/** Set up: the login and when its password was set; the details can be edited. */
export const SetUp: Story = { tags: ['visual'], args: { access } };

export const SetUpKorean: Story = { args: { access }, globals: { locale: 'ko' } };

export const SetUpDark: Story = { args: { access }, globals: { theme: 'dark' } };

export const SetUpSpanish: Story = { args: { access }, globals: { locale: 'es' } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Sent empty: each field says what it needs, with the spec's care prompts. */
export const MissingFields: Story = { decorators: [submitOnMount] };

export const MissingFieldsFrench: Story = {
  decorators: [submitOnMount],
  globals: { locale: 'fr' },
};

export const SettingUp: Story = {
  args: { onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care pastor/ }), ' Pastor Ruth Kim ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Care email/ }), access.careEmail);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care phone/ }), access.carePhone);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care address/ }), access.careAddress);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care website/ }), access.careWebsite);
    const password = canvas.getByLabelText(/^Care password/, { selector: 'input' });
    await userEvent.type(password, 'members-only-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up church access' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      carePastor: 'Pastor Ruth Kim',
      careEmail: access.careEmail,
      careAddress: access.careAddress,
      carePhone: access.carePhone,
      careWebsite: access.careWebsite,
      carePassword: 'members-only-2026',
    });
    // The password is not kept in the page once saved.
    await waitFor(() => expect(password).toHaveValue(''));
  },
};

/** Wrong values are caught before anything is sent. */
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Care email/ });
    const phone = canvas.getByRole('textbox', { name: /Care phone/ });
    const website = canvas.getByRole('textbox', { name: /Care website/ });
    await userEvent.type(email, 'care-at-riverside');
    await userEvent.type(phone, 'call us');
    await userEvent.type(website, 'care.riverside.church');
    await userEvent.type(canvas.getByLabelText(/^Care password/, { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up church access' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(phone).toHaveAccessibleDescription(/Enter a phone number/);
    await expect(website).toHaveAccessibleDescription(/starts with http:\/\/ or https:\/\//);
  },
};

/** Editing keeps the password unless a new one is typed. */
export const EditingKeepsPassword: Story = {
  args: { access, onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pastor = canvas.getByRole('textbox', { name: /Care pastor/ });
    await userEvent.clear(pastor);
    await userEvent.type(pastor, 'Pastor Sam Ortiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      carePastor: 'Pastor Sam Ortiz',
      careEmail: access.careEmail,
      careAddress: access.careAddress,
      carePhone: access.carePhone,
      careWebsite: access.careWebsite,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
  },
};

/** The server refused a field: the field says so and what was typed stays. */
export const ServerRefusedField: Story = {
  args: {
    access,
    onSave: fn(async () => ({
      fieldErrors: { carePhone: 'churchAccess.form.carePhoneInvalid' as const },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Care phone/ })).toHaveAccessibleDescription(
        /Enter a phone number/,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /Care phone/ })).toHaveValue(access.carePhone);
  },
};

/** Another member of the care team set it up meanwhile. */
export const AlreadySetUpElsewhere: Story = {
  args: { onSave: fn(async () => ({ formError: 'churchAccess.form.alreadySetUp' as const })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care pastor/ }), access.carePastor);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care email/ }), access.careEmail);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care phone/ }), access.carePhone);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care address/ }), access.careAddress);
    await userEvent.type(canvas.getByRole('textbox', { name: /Care website/ }), access.careWebsite);
    await userEvent.type(
      canvas.getByLabelText(/^Care password/, { selector: 'input' }),
      'members-only-2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set up church access' }));
    await expect(await canvas.findByText(/already set up for your church/)).toBeVisible();
  },
};
