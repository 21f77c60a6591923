import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyYear, submitOnMount, useStoryLocaleChange } from '#screens/shared/storySupport';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';

const address = 'grace.kim@gracecommunity.org';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  args: { onSubmit: fn(), onLocaleChange: fn(), signInHref: '/users/signIn', year: storyYear },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: ForgotPasswordScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <ForgotPasswordScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { tags: ['visual'] };

export const Submitting: Story = { args: { initialValues: { email: address }, submitting: true } };

/** The same confirmation for every address, known or not. */
export const Sent: Story = {
  tags: ['visual'],
  args: { sentTo: address },
};

export const SentKorean: Story = { ...Sent, tags: [], globals: { locale: 'ko' } };

export const SentDark: Story = { ...Sent, tags: [], globals: { theme: 'dark' } };

/** The request did not go through (no connection); the address stays as typed. */
export const RequestFailed: Story = {
  args: { initialValues: { email: address }, serverError: { code: 'unknown' } },
};

export const Throttled: Story = {
  args: {
    initialValues: { email: address },
    serverError: { code: 'throttled', retryAfterMinutes: 10 },
  },
  globals: { locale: 'es' },
};

export const InvalidEmail: Story = {
  args: { initialValues: { email: 'grace.kim' } },
  decorators: [submitOnMount],
};

export const SubmitShowsConfirmation: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), address);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: address });
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        'If an account exists for that address, we sent a link to reset your password.',
      ),
    ).toBeVisible();

    // Back to the form, with the address kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Send to another address' }));
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue(address);
  },
};
