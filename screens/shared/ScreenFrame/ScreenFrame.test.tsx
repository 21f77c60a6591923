import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#ds/i18n';
import en from '#locales/en.json';
import ko from '#locales/ko.json';
import type { ScreenStatus } from '../messages';
import { ScreenFrame } from './ScreenFrame';

function frame(status: ScreenStatus, extra: Partial<Parameters<typeof ScreenFrame>[0]> = {}) {
  return (
    <ScreenFrame
      title="Members"
      description="Everyone in your church."
      actions={<button type="button">Invite</button>}
      status={status}
      loadingLabel="Loading the members…"
      errorDescription="The members did not load."
      {...extra}
    >
      <p>The member list</p>
    </ScreenFrame>
  );
}

function inEnglish({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="en" messages={en}>
      {children}
    </I18nProvider>
  );
}

describe('ScreenFrame', () => {
  it('always shows the header; the actions and the content only when ready', () => {
    const { rerender } = render(frame('ready'), { wrapper: inEnglish });
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeTruthy();
    expect(screen.getByText('The member list')).toBeTruthy();

    for (const status of ['loading', 'error', 'restricted', 'empty'] as const) {
      rerender(frame(status));
      expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
      expect(screen.queryByText('The member list')).toBeNull();
    }
  });

  it('says what is loading', () => {
    render(frame('loading'), { wrapper: inEnglish });
    expect(screen.getByText('Loading the members…')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows an error as ‘Something went wrong!’ with a retry', async () => {
    const onRetry = vi.fn();
    render(frame('error', { onRetry }), { wrapper: inEnglish });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong!');
    expect(alert.textContent).toContain('The members did not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the restricted notice alone, or above the content of a restricted account', () => {
    const { rerender } = render(frame('restricted'), { wrapper: inEnglish });
    expect(screen.getByRole('status').textContent).toContain('This page is not available to you');
    rerender(frame('ready', { restricted: true, restrictedNotice: { title: 'Not active' } }));
    expect(screen.getByRole('status').textContent).toContain('Not active');
    expect(screen.getByText('The member list')).toBeTruthy();
  });

  it('shows the empty state, said plainly or as the screen says it', () => {
    const { rerender } = render(frame('empty'), { wrapper: inEnglish });
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    rerender(frame('empty', { empty: { title: 'No members yet' } }));
    expect(screen.getByRole('heading', { name: 'No members yet' })).toBeTruthy();
  });

  it('speaks the page’s language', () => {
    render(
      <I18nProvider locale="ko" messages={ko}>
        {frame('error')}
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(ko.common.somethingWentWrong);
  });
});
