import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../fixtures/renderWithI18n';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current year when no year is given', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z'), toFake: ['Date'] });
    renderWithI18n(<Footer />);
    expect(
      screen.getByText('© 2031 Church Outreach Ministries. All rights reserved.'),
    ).toBeTruthy();
  });

  it('translates the line and keeps the given year', () => {
    renderWithI18n(<Footer year={2026} />, 'fr');
    expect(screen.getByText(/^© 2026 .*Tous droits réservés\.$/)).toBeTruthy();
  });
});
