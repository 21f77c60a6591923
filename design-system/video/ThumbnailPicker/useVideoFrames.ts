import { useEffect, useState } from 'react';
import { captureFrames, type ThumbnailFrame } from './captureFrames';

export type FramesStatus = 'idle' | 'loading' | 'ready' | 'error';

type Result = {
  source: string | Blob;
  count: number;
  attempt: number;
  frames: ThumbnailFrame[] | null;
};

/**
 * Grabs `count` frames of `source` in the browser, again whenever the source changes or
 * `retry` is called. The work stops when the component unmounts or the source changes.
 */
export function useVideoFrames(source: string | Blob | undefined, count: number) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!source) return undefined;
    const controller = new AbortController();
    captureFrames(source, { count, signal: controller.signal }).then(
      (frames) => setResult({ source, count, attempt, frames }),
      () => {
        if (!controller.signal.aborted) setResult({ source, count, attempt, frames: null });
      },
    );
    return () => controller.abort();
  }, [source, count, attempt]);

  // The result belongs to this source only if it was made for it; anything else is stale.
  const current =
    result &&
    source &&
    result.source === source &&
    result.count === count &&
    result.attempt === attempt
      ? result
      : null;
  const status: FramesStatus = !source
    ? 'idle'
    : !current
      ? 'loading'
      : current.frames
        ? 'ready'
        : 'error';
  return {
    status,
    frames: current?.frames ?? [],
    retry: () => setAttempt((value) => value + 1),
  };
}
