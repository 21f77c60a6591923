import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small sample video made with ffmpeg's test sources (a moving test card and a tone), so that
 * no video binary lives in git: an H.264/AAC MP4 as a camera writes it, or a VP8/Opus WebM as a
 * browser records it. `seconds` long at 160×120.
 */
export async function sampleVideo(format: 'mp4' | 'webm', seconds = 1.5): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'sample-video-'));
  try {
    const output = join(dir, `sample.${format}`);
    const codecs =
      format === 'mp4'
        ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
        : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'];
    await run('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...codecs,
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
