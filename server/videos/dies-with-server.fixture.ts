// A server process for server/videos/abuse-resistance.test.ts, killed there with SIGKILL: it
// opens the data directory given, and runs a job whose attempt sits in an ffmpeg that never
// ends by itself. Prints `running <marker>` once ffmpeg has started.
import { createServer } from '#server/app.ts';
import { runMedia } from './ffmpeg.ts';

const [dataDir, marker] = process.argv.slice(2);
if (!dataDir || !marker) throw new Error('usage: dies-with-server.fixture.ts <data dir> <marker>');

const HANGING_QUEUE = 'hangs-in-ffmpeg';
const HANGING_POLICY = {
  retryLimit: 2,
  retryDelay: 1,
  retryDelayMax: 1,
  expireInSeconds: 60 * 60,
  heartbeatSeconds: 10,
};

const { deps } = await createServer({
  dataDir,
  seedDemoData: false,
  jobs: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
});
await deps.jobs.define(HANGING_QUEUE, HANGING_POLICY, async () => {
  const ffmpeg = runMedia(
    'ffmpeg',
    [
      // -re: at the source's own pace, an hour long, so it idles rather than burns CPU.
      ...['-nostdin', '-v', 'error', '-re', '-f', 'lavfi'],
      ...['-i', 'testsrc=size=64x64:rate=5:duration=3600'],
      ...['-metadata', `comment=${marker}`, '-f', 'null', '-'],
    ],
    { cpuSeconds: 3600 },
  );
  setTimeout(() => process.stdout.write(`running ${marker}\n`), 500);
  await ffmpeg;
});
await deps.jobs.send(HANGING_QUEUE, { marker });
