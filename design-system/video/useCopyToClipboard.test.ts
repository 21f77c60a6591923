import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText, useCopyToClipboard } from './useCopyToClipboard';

const writeText = vi.fn<(text: string) => Promise<void>>();
const execCommand = vi.fn<(command: string) => boolean>();

beforeEach(() => {
  writeText.mockReset();
  execCommand.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    writeText.mockResolvedValue(undefined);
    await copyText('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand when the API refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await copyText('hello');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('hello');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    execCommand.mockReturnValue(true);
    await copyText('hello');
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('rejects when both ways fail', async () => {
    writeText.mockRejectedValue(new Error('no'));
    execCommand.mockReturnValue(false);
    await expect(copyText('hello')).rejects.toThrow('copy failed');
  });
});

describe('useCopyToClipboard', () => {
  it("says 'copied' for two seconds, then goes back to idle", async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      expect(await result.current.copy('x')).toBe(true);
    });
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.status).toBe('idle');
  });

  it("keeps 'failed' until the next try", async () => {
    vi.useFakeTimers();
    writeText.mockRejectedValue(new Error('no'));
    execCommand.mockReturnValue(false);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      expect(await result.current.copy('x')).toBe(false);
    });
    act(() => vi.advanceTimersByTime(10000));
    expect(result.current.status).toBe('failed');
  });

  it('leaves no timer running after unmount', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      await result.current.copy('x');
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
