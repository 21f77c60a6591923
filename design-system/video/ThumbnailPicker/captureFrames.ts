/** One still of a video, as an image a browser can show (usually a data URL). */
export type ThumbnailFrame = {
  /** Seconds from the start of the video. */
  time: number;
  /** The image: a data URL, or any URL an `<img>` can load. */
  src: string;
};

/**
 * `count` evenly spaced times inside a video of `duration` seconds, rounded to milliseconds.
 * The very first and last instants are left out (often black or a fade), so the times sit at
 * the middle of `count` equal slices: a 10 s video and 4 frames give 1.25, 3.75, 6.25, 8.75.
 * An unknown or zero duration gives the first frame only.
 */
export function captureTimes(duration: number, count: number): number[] {
  const frames = Math.max(0, Math.floor(count));
  if (frames === 0) return [];
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  const slice = duration / frames;
  return Array.from(
    { length: frames },
    (_, index) => Math.round((index + 0.5) * slice * 1000) / 1000,
  );
}

export type CaptureOptions = {
  /** How many frames. */
  count: number;
  /** Width of each image in pixels; the height follows the video's shape. */
  width?: number;
  /** Stops the work (the component unmounted or the source changed). */
  signal?: AbortSignal;
};

function once(target: HTMLVideoElement, event: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onEvent = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error(`video error while waiting for ${event}`));
    };
    const onAbort = () => {
      cleanup();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * A recording made with MediaRecorder reports an infinite duration until the browser has
 * read to its end; seeking far ahead makes it work the real duration out.
 */
async function knownDuration(video: HTMLVideoElement, signal?: AbortSignal): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  const settled = once(video, 'durationchange', signal);
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await settled;
  const duration = Number.isFinite(video.duration) ? video.duration : 0;
  const back = once(video, 'seeked', signal);
  video.currentTime = 0;
  await back;
  return duration;
}

async function seek(video: HTMLVideoElement, time: number, signal?: AbortSignal) {
  if (Math.abs(video.currentTime - time) < 0.001 && video.readyState >= 2) return;
  const seeked = once(video, 'seeked', signal);
  video.currentTime = time;
  await seeked;
}

/**
 * Grabs `count` frames of a video at evenly spaced times: a hidden `<video>` seeks to each
 * time and a `<canvas>` copies the picture into a JPEG data URL. Works for a File or Blob
 * (a recording or an upload) and for a URL served with CORS; a URL from another origin
 * without CORS cannot be read back and rejects.
 */
export async function captureFrames(
  source: string | Blob,
  { count, width = 320, signal }: CaptureOptions,
) {
  const video = document.createElement('video');
  const objectUrl = typeof source === 'string' ? null : URL.createObjectURL(source);
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  if (objectUrl === null) video.crossOrigin = 'anonymous';
  try {
    const loaded = once(video, 'loadeddata', signal);
    video.src = objectUrl ?? (source as string);
    await loaded;
    const duration = await knownDuration(video, signal);
    const canvas = document.createElement('canvas');
    const ratio = video.videoWidth > 0 ? video.videoHeight / video.videoWidth : 9 / 16;
    canvas.width = width;
    canvas.height = Math.max(1, Math.round(width * ratio));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    const frames: ThumbnailFrame[] = [];
    for (const time of captureTimes(duration, count)) {
      // Seeking exactly to the end shows nothing in some browsers; stay a hair inside.
      await seek(video, Math.min(time, Math.max(0, duration - 0.05)), signal);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      frames.push({ time, src: canvas.toDataURL('image/jpeg', 0.82) });
    }
    return frames;
  } finally {
    video.removeAttribute('src');
    video.load();
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }
}
