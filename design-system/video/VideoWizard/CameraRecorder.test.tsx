import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../testUtils';
import { CameraRecorder, cameraProblemOf } from './CameraRecorder';

describe('cameraProblemOf', () => {
  it('sorts getUserMedia failures into what the person can do', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new DOMException('no', 'NotFoundError'))).toBe('unavailable');
    expect(cameraProblemOf(new DOMException('no', 'OverconstrainedError'))).toBe('unavailable');
    expect(cameraProblemOf('weird')).toBe('unavailable');
  });
});

describe('CameraRecorder', () => {
  it('explains, without asking for the camera, when the browser cannot record at all', async () => {
    // jsdom, like some old browsers, has neither MediaRecorder nor getUserMedia.
    const getStream = vi.fn();
    renderInEnglish(<CameraRecorder getStream={getStream} onRecorded={vi.fn()} />);
    expect(await screen.findByText('No camera available')).toBeTruthy();
    expect(screen.getByText(/Upload a file or embed a link instead/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(getStream).not.toHaveBeenCalled();
  });

  it('says how to allow the camera when access was refused, with a way to try again', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn() },
      configurable: true,
    });
    const getStream = vi
      .fn()
      .mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderInEnglish(<CameraRecorder getStream={getStream} onRecorded={vi.fn()} />);
    expect(await screen.findByText('Camera access is blocked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
