import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

// ffmpeg and ffprobe are Debian's (scripts/setup.sh installs them), found on PATH.

/** What ffprobe tells about a file: its container, length and first video and audio streams. */
export type MediaInfo = {
  /** ffprobe's container names, e.g. `matroska,webm` or `mov,mp4,m4a,3gp,3g2,mj2`. */
  format: string;
  /** Null when the container does not say (a browser's MediaRecorder WebM often does not). */
  durationSeconds: number | null;
  video: { codec: string; width: number; height: number; pixelFormat: string } | null;
  audio: { codec: string } | null;
  /** How many streams of any kind the file has (video, audio, subtitles, data, attachments). */
  streamCount: number;
};

/** The CPU seconds of a run that is not a transcode (probing, the poster frame). */
export const SMALL_RUN_CPU_SECONDS = 30;

/** Thrown when a run used up its CPU-time budget (and was stopped by the kernel's limit). */
export class CpuBudgetExceededError extends Error {}

/**
 * Every ffmpeg and ffprobe this process started and that still runs, by the id of its process
 * group: killed with the server (`killMediaChildren`), whatever way it ends.
 */
const running = new Set<number>();

/** Kills every ffmpeg/ffprobe this process started (their whole process groups). Synchronous. */
export function killMediaChildren(): void {
  for (const group of running) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

let exitHookInstalled = false;
/** Kills the children when this process exits, however it exits short of SIGKILL. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killMediaChildren);
}

/**
 * The shell around each run (Debian's dash). It sets the run's CPU-time limit with `ulimit -t`
 * (the kernel stops the command with SIGXCPU, then SIGKILL, once it has used that much CPU),
 * and a watchdog kills the whole process group as soon as the server's process is gone: a
 * server killed with SIGKILL runs no code of its own, so its children must notice by themselves.
 * `$1` is the server's pid, `$2` the CPU seconds, the rest the command.
 */
const WRAPPER = `parent=$1; cpu=$2; shift 2
( ulimit -t "$cpu"; exec "$@" ) &
child=$!
( while kill -0 "$parent" 2>/dev/null; do sleep 1; done; kill -9 0 ) </dev/null >/dev/null 2>&1 &
watch=$!
wait "$child"; status=$?
kill "$watch" 2>/dev/null
exit $status`;

/** The exit status of a command stopped by a signal, as the shell reports it. */
const SIGXCPU_STATUS = 128 + 24;
const SIGKILL_STATUS = 128 + 9;

export type RunOptions = {
  signal?: AbortSignal;
  /** The CPU seconds the command may use (SMALL_RUN_CPU_SECONDS when not said). */
  cpuSeconds?: number;
};

/** Runs ffmpeg or ffprobe in a process group of its own, with a CPU budget and a watchdog. */
export function runMedia(
  command: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: RunOptions = {},
): Promise<string> {
  installExitHook();
  const cpuSeconds = Math.max(1, Math.ceil(options.cpuSeconds ?? SMALL_RUN_CPU_SECONDS));
  // The wall clock's bound: the CPU budget, and as long again for waiting on a busy machine.
  const wallMs = (2 * cpuSeconds + 30) * 1000;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error(`${command} was stopped.`));
    let child: ChildProcess;
    try {
      child = spawn(
        'sh',
        ['-c', WRAPPER, 'media-run', String(process.pid), String(cpuSeconds), command, ...args],
        { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      return reject(error instanceof Error ? error : new Error(String(error)));
    }
    const group = child.pid;
    if (group !== undefined) running.add(group);
    const kill = () => {
      if (group === undefined) return;
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    let stdout = '';
    let stderr = '';
    let overflow = false;
    let timedOut = false;
    let aborted = false;
    const limit = 16 * 1024 * 1024;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length + chunk.length > limit) {
        overflow = true;
        kill();
      } else stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, wallMs);
    const onAbort = () => {
      aborted = true;
      kill();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    const settle = (status: number | null, spawnError?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      // The command and the watchdog share the group: end whatever is left of it.
      kill();
      if (group !== undefined) running.delete(group);
      if (spawnError) return reject(spawnError);
      if (status === 0 && !overflow && !timedOut && !aborted) return resolve(stdout);
      if (status === 127 && /not found/.test(stderr)) {
        return reject(
          new Error(`${command} is not installed: run npm run setup (Debian's ffmpeg).`),
        );
      }
      if (aborted) return reject(new Error(`${command} was stopped.`));
      if (status === SIGXCPU_STATUS || (status === SIGKILL_STATUS && !timedOut && !overflow)) {
        return reject(
          new CpuBudgetExceededError(
            `${command} used up its processing time (${cpuSeconds} s of CPU) and was stopped.`,
          ),
        );
      }
      if (timedOut) return reject(new Error(`${command} took too long and was stopped.`));
      if (overflow) return reject(new Error(`${command} wrote too much output.`));
      const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500);
      reject(new Error(`${command} failed${detail ? `: ${detail}` : ` (exit status ${status})`}`));
    };
    child.on('error', (error) => settle(null, error));
    child.on('close', (status) => settle(status));
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
  const output = await runMedia(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { signal },
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
    streamCount: streams.length,
  };
}

/** The timing of a file's packets, per stream kind, as the demuxer reads them (nothing decoded). */
export type PacketTiming = {
  /** Video packets (frames) of the first video stream. */
  videoFrames: number;
  /** From its first frame's time to its last one's, in seconds. */
  videoSpanSeconds: number;
  /** The longest time between two frames in a row, in seconds. */
  longestGapSeconds: number;
  /** From the first to the last packet of any stream, in seconds. */
  spanSeconds: number;
};

/**
 * Reads every packet's time stamp (`ffprobe -show_entries packet`): cheap next to a transcode
 * (demuxing only), and the one way to see a file whose stamps claim a length its frames do not
 * have.
 */
export async function packetTiming(path: string, signal?: AbortSignal): Promise<PacketTiming> {
  const output = await runMedia(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'packet=codec_type,pts_time,dts_time', '-of', 'csv=p=0', path],
    { signal, cpuSeconds: 120 },
  );
  const frames: number[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const line of output.split('\n')) {
    const [type, pts, dts] = line.split(',');
    const time = Number(pts && pts !== 'N/A' ? pts : dts);
    if (!type || !Number.isFinite(time)) continue;
    first = Math.min(first, time);
    last = Math.max(last, time);
    if (type === 'video') frames.push(time);
  }
  frames.sort((a, b) => a - b);
  let longestGap = 0;
  for (let index = 1; index < frames.length; index += 1) {
    longestGap = Math.max(longestGap, frames[index]! - frames[index - 1]!);
  }
  return {
    videoFrames: frames.length,
    videoSpanSeconds: frames.length > 1 ? frames.at(-1)! - frames[0]! : 0,
    longestGapSeconds: longestGap,
    spanSeconds: last > first ? last - first : 0,
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
  options: RunOptions = {},
): Promise<void> {
  const streams = ['-map', '0:v:0', '-map', '0:a:0?'];
  const codecs = playsEverywhere(info)
    ? ['-c', 'copy']
    : [
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
        ...['-vf', FIT_1080P],
        // Frames keep their own times: a gap in the source is not filled with copies.
        ...['-fps_mode', 'passthrough'],
        ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ];
  await runMedia(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-y', '-i', input, ...streams, ...codecs],
      ...['-movflags', '+faststart', output],
    ],
    options,
  );
}

/** Writes the frame at `atSeconds` as a JPEG at most 1280 pixels wide. */
export async function posterFrame(
  input: string,
  atSeconds: number,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  await runMedia(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-y', '-ss', atSeconds.toFixed(3), '-i', input],
      ...['-frames:v', '1', '-vf', "scale='trunc(min(1280,iw)/2)*2':-2", '-q:v', '3', output],
    ],
    { signal },
  );
}
