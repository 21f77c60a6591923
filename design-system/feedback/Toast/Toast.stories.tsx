import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT, type MessageKey } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { CatalogGrid } from '#ds/storySupport';
import { Toast } from './Toast';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

/** A message in the story's language (args are static, so they hold this, not text). */
function T({ k }: { k: MessageKey }) {
  return <>{useT()(k)}</>;
}

const examples = {
  info: {
    tone: 'info',
    title: <T k="toast.example.connectionTitle" />,
    description: <T k="toast.example.connectionDescription" />,
  },
  success: {
    tone: 'success',
    title: <T k="toast.example.savedTitle" />,
    description: <T k="toast.example.savedDescription" />,
  },
  warning: {
    tone: 'warning',
    title: <T k="toast.example.renewalTitle" />,
    description: <T k="toast.example.renewalDescription" />,
  },
  critical: {
    tone: 'critical',
    title: <T k="common.somethingWentWrong" />,
    description: <T k="toast.example.uploadFailed" />,
  },
} as const;

const meta = {
  title: 'Design System/Feedback/Toast',
  component: Toast,
  args: { ...examples.info, onClose: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {};

export const Success: Story = { args: examples.success };

export const Warning: Story = { args: examples.warning };

export const Critical: Story = { args: examples.critical };

export const WithAction: Story = {
  args: { ...examples.success, action: { label: <T k="toast.example.undo" />, onAction: fn() } },
};

export const TitleOnly: Story = { args: { ...examples.success, description: undefined } };

/** Every tone, with a description, with an action, and title only. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={3}>
      {(['info', 'success', 'warning', 'critical'] as const).map((tone) => (
        <CatalogGrid key={tone} gap={2}>
          <Toast {...examples[tone]} onClose={() => {}} />
          <Toast
            {...examples[tone]}
            action={{ label: <T k="toast.example.undo" />, onAction: () => {} }}
            onClose={() => {}}
          />
          <Toast {...examples[tone]} description={undefined} onClose={() => {}} />
        </CatalogGrid>
      ))}
    </CatalogGrid>
  ),
};

/** Shows the given toasts through the real API, kept until closed (no clock runs). */
function ShowToasts({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  useLayoutEffect(() => {
    const ids = toasts.map((options) => toast.show({ ...options, duration: null }));
    return () => ids.forEach(toast.dismiss);
  }, [toast, toasts]);
  return null;
}

type StackArgs = { toasts: ToastOptions[] };

/** Toasts as they appear in the product: stacked in their region, newest nearest the edge. */
export const Stacked: StoryObj<StackArgs> = {
  args: {
    toasts: [
      examples.info,
      { ...examples.success, action: { label: <T k="toast.example.undo" />, onAction: fn() } },
      examples.warning,
      examples.critical,
    ],
  },
  render: ({ toasts }) => (
    <ToastProvider>
      <ShowToasts toasts={toasts} />
    </ToastProvider>
  ),
};

export const StackedKorean: StoryObj<StackArgs> = { ...Stacked, globals: { locale: 'ko' } };

export const StackedDark: StoryObj<StackArgs> = { ...Stacked, globals: { theme: 'dark' } };

function ShowButtons() {
  const t = useT();
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: vars.space[3], flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            tone: 'success',
            title: t('toast.example.savedTitle'),
            description: t('toast.example.savedDescription'),
          })
        }
      >
        {t('toast.example.show')}
      </Button>
      <Button
        variant="secondary"
        tone="critical"
        onClick={() =>
          toast.show({
            tone: 'critical',
            title: t('common.somethingWentWrong'),
            description: t('toast.example.uploadFailed'),
          })
        }
      >
        {t('toast.example.showCritical')}
      </Button>
    </div>
  );
}

/** `useToast().show()` from buttons; toasts leave after 6 s unless hovered or focused. */
export const Interactive: StoryObj = {
  render: () => (
    <ToastProvider>
      <ShowButtons />
    </ToastProvider>
  ),
};

export const AnnouncesByTone: StoryObj = {
  ...Interactive,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show a notification' }));
    const saved = await within(region).findByText('Changes saved');
    await expect(saved.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Show an error' }));
    const failed = await within(region).findByText('Something went wrong!');
    await expect(failed.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    const errorToast = failed.closest('li') as HTMLElement;
    await userEvent.click(within(errorToast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText('Something went wrong!')).toBeNull());
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ActionRunsAndDismisses: StoryObj<StackArgs> = {
  ...Stacked,
  args: {
    toasts: [
      { ...examples.success, action: { label: <T k="toast.example.undo" />, onAction: fn() } },
    ],
  },
  play: async ({ args }) => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Undo' }));
    await expect(args.toasts?.[0]?.action?.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};
