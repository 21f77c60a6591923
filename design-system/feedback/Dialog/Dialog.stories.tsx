import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT, type MessageKey } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { Dialog, InlineDialogs, type DialogProps } from './Dialog';
import { CatalogGrid } from '#ds/storySupport';

/** A message in the story's language (args are static, so they hold this, not text). */
function T({ k, number }: { k: MessageKey; number?: number }) {
  return <>{useT()(k, number === undefined ? undefined : { number })}</>;
}

function ExampleBody() {
  return (
    <p style={{ margin: 0 }}>
      <T k="dialog.example.body" />
    </p>
  );
}

function LongBody() {
  return (
    <>
      {[1, 2, 3, 4, 5, 6, 7, 8].map((number) => (
        <section key={number}>
          <h3 style={{ margin: `${vars.space[4]} 0 ${vars.space[1]}`, fontSize: vars.font.sizeSm }}>
            <T k="dialog.example.section" number={number} />
          </h3>
          <p style={{ margin: 0 }}>
            <T k="dialog.example.paragraph" />
          </p>
        </section>
      ))}
    </>
  );
}

function ExampleActions({ onDone, sending = false }: { onDone: () => void; sending?: boolean }) {
  const t = useT();
  return (
    <>
      <Button variant="secondary" onClick={onDone} disabled={sending}>
        {t('common.cancel')}
      </Button>
      <Button onClick={onDone} loading={sending}>
        {t(sending ? 'dialog.example.sending' : 'dialog.example.send')}
      </Button>
    </>
  );
}

/**
 * A trigger and the dialog, as a screen uses them. The `open` arg is where it starts;
 * the trigger, Escape and the buttons then open and close it.
 */
function DialogDemo({ open: openArg, onClose, footer, ...args }: DialogProps) {
  const t = useT();
  const [open, setOpen] = useState(openArg);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('dialog.example.open')}
      </Button>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        footer={footer === undefined ? <ExampleActions onDone={close} /> : footer}
      />
    </>
  );
}

const meta = {
  title: 'Design System/Feedback/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: <T k="dialog.example.title" />,
    description: <T k="dialog.example.description" />,
    children: <ExampleBody />,
    size: 'medium',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    open: { control: 'boolean' },
    dismissible: { control: 'boolean' },
  },
  // Remount when `open` changes in the controls, so the demo starts from the new value.
  render: (args) => <DialogDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = { args: { open: false } };

export const Small: Story = {
  args: { size: 'small', description: undefined },
};

export const Large: Story = {
  args: {
    size: 'large',
    title: <T k="dialog.example.longTitle" />,
    description: undefined,
    children: <LongBody />,
  },
};

/** Content taller than the screen scrolls inside the dialog; header and footer stay put. */
export const LongContent: Story = {
  args: {
    title: <T k="dialog.example.longTitle" />,
    description: undefined,
    children: <LongBody />,
  },
};

export const WithoutFooter: Story = { args: { footer: null } };

/** While its action runs the dialog cannot be dismissed: Escape and × do nothing. */
export const Saving: Story = {
  args: { dismissible: false, footer: <ExampleActions onDone={() => {}} sending /> },
};

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The three sizes, drawn in place (in the product a dialog is always modal). */
export const Catalog: Story = {
  render: (args) => (
    <InlineDialogs>
      <CatalogGrid gap={6} align="start">
        {(['small', 'medium', 'large'] as const).map((size) => (
          <Dialog
            key={size}
            {...args}
            open
            size={size}
            footer={<ExampleActions onDone={() => {}} />}
          />
        ))}
      </CatalogGrid>
    </InlineDialogs>
  ),
};

export const OpensAndRestoresFocus: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Invite a moderator' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a moderator' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/email with a link/);
    // Nothing to fill in: the dialog itself has focus, so its name is read first.
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const TrapsFocus: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(send).toHaveFocus();
  },
};

export const CloseButtonAsksToClose: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LocksPageScroll: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

export const SavingIgnoresEscape: Story = {
  ...Saving,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog).toBeInTheDocument();
  },
};
