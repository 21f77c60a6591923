import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('Icon', () => {
  it('draws a core icon in its first frame, and fills in another when its chunk arrives', async () => {
    // A fresh module graph: the unit tests' set-up has loaded every icon in the shared one.
    vi.resetModules();
    const { Icon } = await import('./Icon');
    const { container } = render(
      <>
        <Icon name="close" />
        <Icon name="church" size="large" />
      </>,
    );
    const [close, church] = Array.from(container.querySelectorAll('svg'));
    expect(close?.innerHTML).not.toBe('');
    // Not drawn yet, but already its size, so nothing moves when it is.
    expect(church?.innerHTML).toBe('');
    expect(church?.getAttribute('data-size')).toBe('large');
    await waitFor(() => expect(church?.innerHTML).toContain('path'));
  });
});
