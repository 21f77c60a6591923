import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delays } from '#ds/tokens';
import { renderWithI18n } from '../fixtures/renderWithI18n';
import { EmbedOverlay } from './EmbedOverlay';

const page = 'https://example.org/instructions';
const otherPage = 'https://example.org/donate';

const frame = () => document.querySelector('iframe');
const overlay = () => frame()?.closest('[data-state]');

/** The overlay with its URL in state, as the shell holds it. */
function Harness({
  initial = null,
  onClose = () => {},
}: {
  initial?: string | null;
  onClose?: () => void;
}) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setUrl(page)}>
        open
      </button>
      <button type="button" onClick={() => setUrl(otherPage)}>
        other
      </button>
      <EmbedOverlay
        url={url}
        onClose={() => {
          onClose();
          setUrl(null);
        }}
      />
    </>
  );
}

describe('EmbedOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing without a URL', () => {
    renderWithI18n(<EmbedOverlay url={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(frame()).toBeNull();
  });

  it('plays one of our own video files in the browser’s player, with no frame', () => {
    renderWithI18n(
      <EmbedOverlay url="/files/abc.mp4" title="Monthly video" media="video" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Monthly video' });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/abc.mp4');
    expect(video?.getAttribute('aria-label')).toBe('Monthly video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(frame()).toBeNull();
    // The spinner shows until the video has its first frame.
    expect(video?.getAttribute('data-loaded')).toBe('false');
    fireEvent.loadedData(video!);
    expect(video?.getAttribute('data-loaded')).toBe('true');
  });

  it('shows the URL in a titled frame inside a modal dialog', () => {
    renderWithI18n(<EmbedOverlay url={page} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Embedded page' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(frame()?.getAttribute('src')).toBe(page);
    expect(frame()?.getAttribute('title')).toBe('Embedded page');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('asks to close on Escape, on the close button and on the backdrop, not on the frame', () => {
    const onClose = vi.fn();
    renderWithI18n(<EmbedOverlay url={page} onClose={onClose} title="Instructions" />);
    const dialog = screen.getByRole('dialog', { name: 'Instructions' });
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(dialog.previousElementSibling as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps the URL for 500 ms after closing, then unloads it', () => {
    expect(delays.overlayClear).toBe(500);
    renderWithI18n(<Harness initial={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    // Closed at once for the user: inert (out of reach of pointer, keys and screen readers)
    // and fading out...
    expect(overlay()?.getAttribute('data-state')).toBe('closed');
    expect(overlay()?.hasAttribute('inert')).toBe(true);
    // ...while the frame still shows the page.
    act(() => vi.advanceTimersByTime(delays.overlayClear - 1));
    expect(frame()?.getAttribute('src')).toBe(page);

    act(() => vi.advanceTimersByTime(1));
    expect(frame()).toBeNull();
    expect(overlay()).toBeUndefined();
  });

  it('reopening within the delay cancels the clearing', () => {
    renderWithI18n(<Harness initial={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    expect(frame()?.getAttribute('src')).toBe(otherPage);
    act(() => vi.advanceTimersByTime(10_000));
    expect(frame()?.getAttribute('src')).toBe(otherPage);
    expect(overlay()?.getAttribute('data-state')).toBe('open');
  });

  it('gives focus back to what opened it', () => {
    renderWithI18n(<Harness />);
    const trigger = screen.getByRole('button', { name: 'open' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
  });
});
