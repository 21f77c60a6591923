import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyYear, submitOnMount, useStoryLocaleChange } from '#screens/shared/storySupport';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: {
    onSubmit: fn(),
    onLocaleChange: fn(),
    signInHref: '/users/signIn',
    forgotPasswordHref: '/users/forgot-password',
    year: storyYear,
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: ResetPasswordScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <ResetPasswordScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { tags: ['visual'] };

export const IdleKorean: Story = { globals: { locale: 'ko' } };

export const Submitting: Story = { args: { submitting: true } };

/** The link was used already or is too old: ask for a new one. */
export const ExpiredLink: Story = { args: { status: 'invalidLink' } };

export const ExpiredLinkDark: Story = { ...ExpiredLink, globals: { theme: 'dark' } };

export const Success: Story = { args: { status: 'success' } };

export const SuccessKorean: Story = { ...Success, globals: { locale: 'ko' } };

export const SaveFailed: Story = { args: { serverError: { code: 'unknown' } } };

export const MissingFields: Story = { decorators: [submitOnMount] };

export const TypingShowsStrength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^New password/);
    await userEvent.type(password, 'abcdefgh');
    await expect(canvas.getByText('Weak')).toBeVisible();
    await userEvent.type(password, 'A1!x');
    await expect(canvas.getByText('Strong')).toBeVisible();
  },
};

export const MismatchIsCaught: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a new password');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'a new pasword');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SavedShowsSuccess: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a new password');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'a new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Your password was changed',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/users/signIn',
    );
  },
};

export const ExpiredOnSubmit: Story = {
  args: { onSubmit: fn(async () => ({ code: 'invalidLink' as const })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a new password');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'a new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await canvas.findByRole('heading', {
      level: 1,
      name: 'This link has expired or was already used',
    });
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/users/forgot-password',
    );
  },
};
