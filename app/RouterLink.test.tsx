import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider } from '#ds/actions/Link';
import { I18nProvider } from '#ds/i18n';
import en from '#locales/en.json';
import { RouterLink } from './RouterLink';

describe('RouterLink', () => {
  it('lets design-system links navigate through the router', () => {
    render(
      <I18nProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <LinkProvider component={RouterLink}>
            <Routes>
              <Route path="/dashboard" element={<Link href="/es/inbox">Messages</Link>} />
              <Route path="/es/inbox" element={<h1>Inbox</h1>} />
            </Routes>
          </LinkProvider>
        </MemoryRouter>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link.getAttribute('href')).toBe('/es/inbox');
    fireEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeTruthy();
  });
});
