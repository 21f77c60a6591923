import { execFile } from 'node:child_process';

// ffmpeg and ffprobe are Debian's (scripts/setup.sh installs them), found on PATH.

/** What ffprobe tells about a file: its container, length and first video and audio streams. */
export type MediaInfo = {
  /** ffprobe's container names, e.g. `matroska,webm` or `mov,mp4,m4a,3gp,3g2,mj2`. */
  format: string;
  /** Null when the container does not say (a browser's MediaRecorder WebM often does not). */
  durationSeconds: number | null;
  video: { codec: string; width: number; height: number; pixelFormat: string } | null;
  audio: { codec: string } | null;
};

/** The longest time one ffmpeg run may take before it is stopped (a long upload's transcode). */
const FFMPEG_TIMEOUT_MS = 60 * 60 * 1000;

function run(command: 'ffmpeg' | 'ffprobe', args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, signal, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(
            new Error(`${command} is not installed: run npm run setup (Debian's ffmpeg).`),
          );
        }
        const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500);
        reject(new Error(`${command} failed${detail ? `: ${detail}` : ` (${error.message})`}`));
      },
    );
  });
}

type ProbeJson = {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    duration?: string;
  }[];
};

const seconds = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
};

export async function probe(path: string, signal?: AbortSignal): Promise<MediaInfo> {
  const output = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    signal,
  );
  const json = JSON.parse(output) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  return {
    format: json.format?.format_name ?? '',
    durationSeconds: seconds(json.format?.duration) ?? seconds(video?.duration),
    video: video
      ? {
          codec: video.codec_name ?? '',
          width: video.width ?? 0,
          height: video.height ?? 0,
          pixelFormat: video.pix_fmt ?? '',
        }
      : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
  };
}

/** True when the file already plays on every phone: MP4 or QuickTime, H.264 in 4:2:0, AAC or silent. */
export function playsEverywhere(info: MediaInfo): boolean {
  return (
    /(^|,)(mp4|mov)(,|$)/.test(info.format) &&
    info.video?.codec === 'h264' &&
    info.video.pixelFormat === 'yuv420p' &&
    (info.audio === null || info.audio.codec === 'aac')
  );
}

// The longer side at most 1920 pixels, both sides even (H.264 in 4:2:0 needs it).
const FIT_1080P =
  "scale=w='if(gte(iw,ih),trunc(min(1920,iw)/2)*2,-2)':h='if(gte(iw,ih),-2,trunc(min(1920,ih)/2)*2)'";

/**
 * Writes an MP4 that plays on every phone: H.264 (yuv420p) and AAC, with its index at the start
 * (`+faststart`) so that playback begins before the whole file has arrived. A file that is
 * already such an MP4 is only rewritten with its index first; anything else (WebM recordings,
 * HEVC, VP9) is transcoded.
 */
export async function toPlayableMp4(
  input: string,
  info: MediaInfo,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const streams = ['-map', '0:v:0', '-map', '0:a:0?'];
  const codecs = playsEverywhere(info)
    ? ['-c', 'copy']
    : [
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
        ...['-vf', FIT_1080P],
        ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ];
  await run(
    'ffmpeg',
    ['-v', 'error', '-y', '-i', input, ...streams, ...codecs, '-movflags', '+faststart', output],
    signal,
  );
}

/** Writes the frame at `atSeconds` as a JPEG at most 1280 pixels wide. */
export async function posterFrame(
  input: string,
  atSeconds: number,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-ss', atSeconds.toFixed(3), '-i', input],
      ...['-frames:v', '1', '-vf', "scale='trunc(min(1280,iw)/2)*2':-2", '-q:v', '3', output],
    ],
    signal,
  );
}
