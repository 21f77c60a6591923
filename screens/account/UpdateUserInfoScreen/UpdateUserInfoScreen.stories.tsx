import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, pending, submitOnMount } from '#screens/shared/storySupport';
import { UpdateUserInfoScreen } from './UpdateUserInfoScreen';

const meta = {
  title: 'Screens/Account/UpdateUserInfoScreen',
  component: UpdateUserInfoScreen,
  args: {
    status: 'ready',
    initialValues: { firstName: 'Grace', lastName: 'Kim', showMode: true },
    email: 'pastor@demo.church',
    accountHref: '/account',
    onSaveProfile: fn(),
    onRequestEmailChange: fn(),
    onVerifyEmail: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    emailStep: { control: 'inline-radio', options: ['idle', 'enterEmail', 'pending', 'verified'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateUserInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Names cleared and saved: each says what it needs. */
export const MissingNames: Story = {
  args: { initialValues: { firstName: '', lastName: '', showMode: false } },
  decorators: [submitOnMount],
};

/** The server refused the save; what was typed stays. */
export const ProfileSaveFailed: Story = {
  args: { profileError: { formError: 'common.somethingWentWrong' } },
};

/** Typing the new address. */
export const EnterNewEmail: Story = { args: { emailStep: 'enterEmail' } };

/** A code was sent to the new address. */
export const PendingVerification: Story = {
  tags: ['visual'],
  args: { pendingEmail: 'grace.kim@gracecommunity.org' },
};

export const PendingVerificationKorean: Story = {
  ...PendingVerification,
  tags: [],
  globals: { locale: 'ko' },
};

/** The code was wrong or expired. */
export const WrongToken: Story = {
  args: {
    pendingEmail: 'grace.kim@gracecommunity.org',
    initialToken: 'K7Q-2MX',
    emailError: { code: 'invalidToken' },
  },
};

export const WrongTokenDark: Story = { ...WrongToken, globals: { theme: 'dark' } };

/**
 * The new address was taken by another account between the mail and its confirmation. (Asking
 * for a code never says an address is taken: the server mails that address's owner instead.)
 */
export const EmailTakenBeforeConfirmed: Story = {
  args: {
    pendingEmail: 'grace.kim@gracecommunity.org',
    emailStep: 'pending',
    emailError: { code: 'emailTaken' },
  },
};

export const EmailRequestThrottled: Story = {
  args: {
    pendingEmail: 'grace.kim@gracecommunity.org',
    emailError: { code: 'throttled', retryAfterMinutes: 5 },
  },
};

export const ChangeEmailFlow: Story = {
  args: {
    onRequestEmailChange: fn(async () => undefined),
    onVerifyEmail: fn(async () => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    const newEmail = await canvas.findByRole('textbox', { name: /New email address/ });
    await userEvent.type(newEmail, 'grace.kim@gracecommunity.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onRequestEmailChange).toHaveBeenCalledWith('grace.kim@gracecommunity.org');

    const token = await canvas.findByRole('textbox', { name: /Code from the email/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(
      await canvas.findByText('We sent a new code to grace.kim@gracecommunity.org.'),
    ).toBeVisible();
    await userEvent.type(token, 'K7Q-2MX');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm address' }));
    await expect(args.onVerifyEmail).toHaveBeenCalledWith('K7Q-2MX');
    await expect(
      await canvas.findByText('You now sign in with grace.kim@gracecommunity.org.'),
    ).toBeVisible();
  },
};

export const WrongTokenKeepsTheCode: Story = {
  args: {
    pendingEmail: 'grace.kim@gracecommunity.org',
    onVerifyEmail: fn(async () => ({ code: 'invalidToken' as const })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const token = canvas.getByRole('textbox', { name: /Code from the email/ });
    await userEvent.type(token, 'WRONG-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm address' }));
    await waitFor(() =>
      expect(token).toHaveAccessibleDescription(/This code is wrong or has expired/),
    );
    await expect(token).toHaveValue('WRONG-1');
  },
};

export const SameEmailIsCaught: Story = {
  args: { emailStep: 'enterEmail' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /New email address/ }),
      'Pastor@demo.church',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onRequestEmailChange).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: /New email address/ }),
    ).toHaveAccessibleDescription(/This is already your email address/);
  },
};

export const SavingProfile: Story = {
  args: { onSaveProfile: fn(() => pending<void>()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Grace Eun-ji');
    await userEvent.click(canvas.getByRole('switch', { name: 'Show instruction videos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      firstName: 'Grace Eun-ji',
      lastName: 'Kim',
      showMode: false,
    });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
