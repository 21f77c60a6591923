import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('cannot be written without a name (type test, checked by tsc)', () => {
    // @ts-expect-error an icon-only button needs aria-label or aria-labelledby
    const unnamed = <IconButton icon="close" />;
    // @ts-expect-error the tooltip shows aria-label, so a button named by aria-labelledby has none
    const tooltipWithoutLabel = <IconButton icon="close" aria-labelledby="heading" tooltip />;
    const named = <IconButton icon="close" aria-label="Close" />;
    const labelledBy = <IconButton icon="close" aria-labelledby="heading" />;
    expect([unnamed, tooltipWithoutLabel, named, labelledBy]).toHaveLength(4);
  });

  it('is named by aria-label, with the icon hidden and a plain button type', () => {
    render(
      <I18nProvider locale="en" messages={en}>
        <IconButton icon="close" aria-label="Close" />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is named by aria-labelledby and then shows no tooltip', () => {
    render(
      <I18nProvider locale="en" messages={en}>
        <h2 id="heading">Sermon videos</h2>
        <IconButton icon="refresh" aria-labelledby="heading" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sermon videos' })).toBeTruthy();
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});
