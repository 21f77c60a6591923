import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT, type MessageKey } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { InlineDialogs } from '../Dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A message in the story's language (args are static, so they hold this, not text). */
function T({ k }: { k: MessageKey }) {
  return <>{useT()(k)}</>;
}

/** A trigger and the dialog; the `open` arg is where it starts. */
function ConfirmDemo({ open: openArg, onClose, ...args }: ConfirmDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(openArg);
  return (
    <>
      <Button variant="secondary" tone="critical" onClick={() => setOpen(true)}>
        {t('confirmDialog.example.delete')}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const deleteVideo = {
  tone: 'critical',
  title: <T k="confirmDialog.example.deleteTitle" />,
  message: <T k="confirmDialog.example.deleteMessage" />,
  confirmLabel: <T k="confirmDialog.example.delete" />,
} as const;

const meta = {
  title: 'Design System/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onClose: fn(), onConfirm: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    loading: { control: 'boolean' },
  },
  render: (args) => <ConfirmDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no text of its own it asks 'Are you sure?'. */
export const Playground: Story = {};

export const Destructive: Story = { args: deleteVideo };

export const Publish: Story = {
  args: {
    title: <T k="confirmDialog.example.publishTitle" />,
    message: <T k="confirmDialog.example.publishMessage" />,
    confirmLabel: <T k="confirmDialog.example.publish" />,
  },
};

/** While `onConfirm` runs: busy confirm button, nothing else can be pressed. */
export const Confirming: Story = { args: { ...deleteVideo, loading: true } };

/** `onConfirm` rejected: the default message, and the dialog stays open to try again. */
export const Failed: Story = {
  args: { ...deleteVideo, error: <T k="common.somethingWentWrong" /> },
};

export const FailedWithMessage: Story = {
  args: { ...deleteVideo, error: <T k="confirmDialog.example.deleteFailed" /> },
};

export const Korean: Story = { args: deleteVideo, globals: { locale: 'ko' } };

export const Dark: Story = {
  args: { ...deleteVideo, error: <T k="confirmDialog.example.deleteFailed" /> },
  globals: { theme: 'dark' },
};

/** Both tones in each state, drawn in place (in the product the dialog is always modal). */
export const Catalog: Story = {
  render: (args) => (
    <InlineDialogs>
      <div
        style={{
          display: 'grid',
          gap: vars.space[6],
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
          alignItems: 'start',
        }}
      >
        {(['accent', 'critical'] as const).map((tone) =>
          (['idle', 'confirming', 'failed'] as const).map((state) => (
            <ConfirmDialog
              key={tone + state}
              {...args}
              {...(tone === 'critical' ? deleteVideo : {})}
              open
              tone={tone}
              loading={state === 'confirming'}
              error={state === 'failed' ? <T k="common.somethingWentWrong" /> : undefined}
            />
          )),
        )}
      </div>
    </InlineDialogs>
  ),
};

export const AsksAreYouSure: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete video' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DestructiveFocusesCancel: Story = {
  args: deleteVideo,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const WaitsForAsyncConfirm: Story = {
  args: deleteVideo,
  play: async ({ args }) => {
    let finish = () => {};
    (args.onConfirm as Mock).mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete video' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ShowsRejectionInline: Story = {
  args: deleteVideo,
  play: async ({ args }) => {
    (args.onConfirm as Mock).mockImplementation(() => Promise.reject(new Error('offline')));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete video' });
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong!');
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
