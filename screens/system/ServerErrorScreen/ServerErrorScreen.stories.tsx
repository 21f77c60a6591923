import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame, storyYear, useStoryLocaleChange } from '#screens/shared/storySupport';
import { ServerErrorScreen, type ServerErrorScreenProps } from './ServerErrorScreen';

const meta = {
  title: 'Screens/System/ServerErrorScreen',
  component: ServerErrorScreen,
  args: {
    homeHref: '/dashboard',
    onRetry: fn(),
    supportEmail: 'support@outreach.example.org',
    reference: 'req-7f3a91c2',
    onLocaleChange: fn(),
    year: storyYear,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['standalone', 'embedded'] } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: ServerErrorScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <ServerErrorScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof ServerErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public 500 page, with a retry, the way home and the support address. */
export const Standalone: Story = { tags: ['visual'] };

export const StandaloneKorean: Story = { globals: { locale: 'ko' } };

export const StandaloneDark: Story = { globals: { theme: 'dark' } };

export const Retrying: Story = { args: { retrying: true } };

/** Nothing to retry and no support address configured. */
export const Minimal: Story = {
  args: { onRetry: undefined, supportEmail: undefined, reference: undefined },
};

export const Embedded: Story = { args: { layout: 'embedded' }, decorators: [inContentFrame] };

export const RetryCallsHandler: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('link', { name: 'support@outreach.example.org' }),
    ).toHaveAttribute('href', 'mailto:support@outreach.example.org');
  },
};
