import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  pending,
  storyYear,
  submitOnMount,
  useStoryLocaleChange,
} from '#screens/shared/storySupport';
import { SignInScreen, type SignInScreenProps } from './SignInScreen';

const filled = { email: 'grace.kim@gracecommunity.org', password: 'outreach-demo' };

const meta = {
  title: 'Screens/Auth/SignInScreen',
  component: SignInScreen,
  args: {
    onSubmit: fn(),
    onLocaleChange: fn(),
    forgotPasswordHref: '/users/forgot-password',
    year: storyYear,
  },
  parameters: { layout: 'fullscreen' },
  // The language switcher changes the Locale global, as the app changes the URL prefix.
  render: function Render(args: SignInScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <SignInScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: an empty form. */
export const Idle: Story = { tags: ['visual'] };

export const IdleKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
};

export const IdleDark: Story = { globals: { theme: 'dark' } };

/** Waiting for the server: the button shows progress and ignores more clicks. */
export const Submitting: Story = { args: { initialValues: filled, submitting: true } };

/** The server refused the email and password; both stay as typed. */
export const WrongPassword: Story = {
  tags: ['visual'],
  args: { initialValues: filled, serverError: { code: 'invalidCredentials' } },
};

export const WrongPasswordKorean: Story = { ...WrongPassword, tags: [], globals: { locale: 'ko' } };

export const WrongPasswordDark: Story = { ...WrongPassword, tags: [], globals: { theme: 'dark' } };

/** Too many failed attempts: sign-in is refused for a while. */
export const Throttled: Story = {
  args: { initialValues: filled, serverError: { code: 'throttled', retryAfterMinutes: 15 } },
};

export const ThrottledOneMinute: Story = {
  args: { initialValues: filled, serverError: { code: 'throttled', retryAfterMinutes: 1 } },
  globals: { locale: 'fr' },
};

/** Anything else (no connection, a server error). */
export const UnknownError: Story = {
  args: { initialValues: filled, serverError: { code: 'unknown' } },
};

/** Sent back here by a 401: the session ended. */
export const SessionExpired: Story = {
  args: { notice: 'sessionExpired', initialValues: { email: filled.email } },
};

export const SessionExpiredKoreanDark: Story = {
  ...SessionExpired,
  globals: { locale: 'ko', theme: 'dark' },
};

/** Right after choosing a new password. */
export const PasswordChanged: Story = { args: { notice: 'passwordReset' } };

/** Submitted empty: each field says what it needs, and the summary takes focus. */
export const MissingFields: Story = { decorators: [submitOnMount] };

export const InvalidEmail: Story = {
  args: { initialValues: { email: 'grace.kim@', password: 'outreach-demo' } },
  decorators: [submitOnMount],
};

export const SignsInWithTypedValues: Story = {
  args: { onSubmit: fn(() => pending<void>()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), filled.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), filled.password);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const WrongPasswordKeepsValues: Story = {
  args: { onSubmit: fn(async () => ({ code: 'invalidCredentials' as const })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emailField = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(emailField, filled.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), filled.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Email or password is incorrect');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(emailField).toHaveValue(filled.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(filled.password);
  },
};

export const EmptySubmitIsCaught: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert', { name: 'Some fields need your attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: /Email address/ }),
    ).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
