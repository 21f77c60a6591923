import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Storage } from '../storage/index.ts';

/**
 * The demo's sample videos and their posters, shipped in server/seed/media (a few seconds of
 * ffmpeg's test pictures and a tone, each under 100 KB; made with the commands in
 * server/seed/media/README.md). Stored by content like every upload, so the seed's rows name
 * their keys before the files are put.
 */
function mediaFile(name: string, extension: 'mp4' | 'jpg') {
  const body = readFileSync(new URL(`./media/${name}.${extension}`, import.meta.url));
  const key = `${createHash('sha256').update(body).digest('hex')}.${extension}`;
  return { key, body, contentType: extension === 'mp4' ? 'video/mp4' : 'image/jpeg' };
}

export const DEMO_MEDIA = {
  welcomeVideo: mediaFile('welcome', 'mp4'),
  welcomePoster: mediaFile('welcome', 'jpg'),
  storyVideo: mediaFile('story', 'mp4'),
  storyPoster: mediaFile('story', 'jpg'),
};

/** Puts the demo's media into storage where missing (a new files folder, a new bucket). */
export async function ensureDemoMedia(storage: Storage): Promise<void> {
  for (const file of Object.values(DEMO_MEDIA)) {
    if (await storage.head(file.key)) continue;
    await storage.put(file.key, file.body, file.contentType);
  }
}
