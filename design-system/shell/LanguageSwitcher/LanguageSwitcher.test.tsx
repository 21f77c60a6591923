import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('draws its button at once, and loads and opens its menu when the button is pressed', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en" messages={en}>
        <LanguageSwitcher locale="en" onChange={onChange} />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    // Up Arrow opens on the last item, as the loaded menu button does.
    const korean = await screen.findByRole('menuitemradio', { name: '한국어' });
    expect(document.activeElement).toBe(korean);
    expect(screen.getByRole('menu').hidden).toBe(false);

    fireEvent.click(korean);
    expect(onChange).toHaveBeenCalledWith('ko');
    // The button is now the menu button's own, and has the focus back.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: English' }));
  });
});
