import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';
import { Dialog } from './Dialog';
import { modalExemptAttribute } from './useModal';

function withI18n(ui: ReactElement) {
  return render(
    <I18nProvider locale="en" messages={en}>
      {ui}
    </I18nProvider>,
  );
}

/** An outer dialog with a button that opens an inner one. */
function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">page</button>
      <div {...{ [modalExemptAttribute]: '' }}>
        <button type="button">toast</button>
      </div>
      <Dialog open onClose={onOuterClose} title="Outer">
        <button type="button" onClick={() => setInner(true)}>
          more
        </button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
        <input aria-label="name" />
      </Dialog>
    </>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    withI18n(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses the first field of its content', async () => {
    withI18n(
      <Dialog open onClose={() => {}} title="Edit" footer={<button type="button">Save</button>}>
        <input aria-label="name" />
      </Dialog>,
    );
    // At once on the dialog itself, then on the field once the trap's library is loaded.
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' })),
    );
  });

  it('keeps Tab inside before the trap has loaded: it waits where focus is', async () => {
    withI18n(<Nested onOuterClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(document.activeElement).toBe(dialog);
    // Pressed at once, before the trap's library resolves (a microtask later at the earliest).
    const tabbed = fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(tabbed).toBe(false);
    expect(document.activeElement).toBe(dialog);
    // Then the trap takes over (the next test follows Tab around it).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'more' })),
    );
  });

  it('nests: Escape closes the top dialog only, and focus returns into the one below', async () => {
    const onOuterClose = vi.fn();
    withI18n(<Nested onOuterClose={onOuterClose} />);
    const more = screen.getByRole('button', { name: 'more' });
    await waitFor(() => expect(document.activeElement).toBe(more));
    fireEvent.click(more);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' })),
    );
    expect(document.documentElement.style.overflow).toBe('hidden');

    escape();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(more);
    // The outer dialog still holds the page still.
    expect(document.documentElement.style.overflow).toBe('hidden');

    escape();
    expect(onOuterClose).toHaveBeenCalledOnce();
  });

  it('leaves Escape to the input method while Korean text is being composed', () => {
    const onClose = vi.fn();
    withI18n(
      <Dialog open onClose={onClose} title="Edit">
        <input aria-label="name" />
      </Dialog>,
    );
    const input = screen.getByRole('textbox', { name: 'name' });
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('pulls focus back from the page behind, but lets it into a toast', async () => {
    withI18n(<Nested onOuterClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    const more = screen.getByRole('button', { name: 'more' });
    await waitFor(() => expect(document.activeElement).toBe(more));
    act(() => screen.getByRole('button', { name: 'page' }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    const toast = screen.getByRole('button', { name: 'toast' });
    act(() => toast.focus());
    expect(document.activeElement).toBe(toast);
  });

  it('lets Tab go from its last control to the toasts, and on round to its first', async () => {
    const user = userEvent.setup();
    withI18n(<Nested onOuterClose={() => {}} />);
    const more = screen.getByRole('button', { name: 'more' });
    await waitFor(() => expect(document.activeElement).toBe(more));
    // The close button, then "more", then the toast; never the page behind.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'toast' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'toast' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(more);
  });

  it('unlocks the page scroll when the last dialog closes', () => {
    const { rerender } = withI18n(<Dialog open onClose={() => {}} title="One" />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(
      <I18nProvider locale="en" messages={en}>
        <Dialog open={false} onClose={() => {}} title="One" />
      </I18nProvider>,
    );
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is named by its title and described by its description', () => {
    withI18n(<Dialog open onClose={() => {}} title="Invite" description="They get an email." />);
    const dialog = screen.getByRole('dialog', { name: 'Invite' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('They get an email.');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Invite');
  });
});
