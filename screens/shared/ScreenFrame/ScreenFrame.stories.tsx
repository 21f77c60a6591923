import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { inContentFrame } from '../storySupport';
import { ScreenFrame, type ScreenFrameProps } from './ScreenFrame';

/** The frame around an example page, its text in the story's language. */
function ExampleScreen({
  withEmpty = false,
  withNotice = false,
  ...props
}: Pick<ScreenFrameProps, 'status' | 'onRetry' | 'restricted'> & {
  withEmpty?: boolean;
  withNotice?: boolean;
}) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('screenFrame.example.title')}
      description={t('screenFrame.example.description')}
      actions={<Button>{t('screenFrame.example.action')}</Button>}
      errorDescription={t('screenFrame.example.loadFailed')}
      loadingLabel={t('screenFrame.example.loading')}
      empty={
        withEmpty
          ? {
              icon: 'users',
              title: t('screenFrame.example.emptyTitle'),
              description: t('screenFrame.example.emptyDescription'),
              action: <Button>{t('screenFrame.example.action')}</Button>,
            }
          : undefined
      }
      restrictedNotice={
        withNotice
          ? {
              title: t('screenFrame.example.restrictedTitle'),
              description: t('screenFrame.example.restrictedDescription'),
            }
          : undefined
      }
      {...props}
    >
      <Card>
        <Card.Header titleAs="h2" title={t('screenFrame.example.cardTitle')} />
        <Card.Body>{t('screenFrame.example.cardBody')}</Card.Body>
      </Card>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Screens/Shared/ScreenFrame',
  component: ExampleScreen,
  args: { status: 'ready', onRetry: fn() },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'error', 'restricted', 'empty', 'ready'],
    },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExampleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: header with its actions, then the screen. */
export const Ready: Story = {};

export const Loading: Story = {
  tags: ['visual'],
  args: { status: 'loading' },
};

/** 'Something went wrong!' with what failed and a retry. */
export const LoadError: Story = {
  tags: ['visual'],
  args: { status: 'error' },
};

export const LoadErrorKorean: Story = { args: { status: 'error' }, globals: { locale: 'ko' } };

/** The server refused this person the page: the notice is all it shows. */
export const Restricted: Story = {
  tags: ['visual'],
  args: { status: 'restricted' },
};

export const RestrictedKorean: Story = {
  args: { status: 'restricted' },
  globals: { locale: 'ko' },
};

/** A restricted account still sees the page, under the screen's own notice. */
export const RestrictedAccount: Story = { args: { restricted: true, withNotice: true } };

/** Loaded, with nothing to show, and the way out. */
export const Empty: Story = {
  tags: ['visual'],
  args: { status: 'empty', withEmpty: true },
};

export const EmptyKorean: Story = {
  args: { status: 'empty', withEmpty: true },
  globals: { locale: 'ko' },
};

/** With nothing said: 'Nothing here yet'. */
export const EmptyDefault: Story = { args: { status: 'empty' }, globals: { locale: 'fr' } };

export const RetryAfterError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Church members' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.queryByRole('button', { name: 'Invite a member' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
