import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Storage } from '#server/storage/index.ts';
import { DEMO_CONTENT_FILES } from './demo-content-files.ts';
import { DEMO_CARE_FILES } from './demo-care.ts';

/**
 * The demo's sample videos and their posters, shipped in server/seed/media (a few seconds of
 * ffmpeg's test pictures and a tone, each under 100 KB; made with the commands in
 * server/seed/media/README.md). Stored by content like every upload, so the seed's rows name
 * their keys before the files are put.
 */
const CONTENT_TYPES = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

function mediaFile(name: string, extension: keyof typeof CONTENT_TYPES) {
  const body = readFileSync(new URL(`./media/${name}.${extension}`, import.meta.url));
  const key = `${createHash('sha256').update(body).digest('hex')}.${extension}`;
  return { key, body, contentType: CONTENT_TYPES[extension] };
}

export const DEMO_MEDIA = {
  welcomeVideo: mediaFile('welcome', 'mp4'),
  welcomePoster: mediaFile('welcome', 'jpg'),
  storyVideo: mediaFile('story', 'mp4'),
  storyPoster: mediaFile('story', 'jpg'),
};

/**
 * The demo store's product pictures and its digital product's file (server/seed/media/store,
 * made by scripts/make-store-media.mjs), by product.
 */
export const DEMO_STORE_MEDIA = {
  welcomeTracts: mediaFile('store/welcome-tracts', 'webp'),
  doorHangers: mediaFile('store/door-hangers', 'webp'),
  outreachBanner: mediaFile('store/outreach-banner', 'webp'),
  pocketTestament: mediaFile('store/pocket-testament', 'webp'),
  studyGuide: mediaFile('store/study-guide', 'webp'),
  studyGuideFile: mediaFile('store/journey-study-guide', 'pdf'),
  evangelismHandbook: mediaFile('store/evangelism-handbook', 'webp'),
  lanyards: mediaFile('store/lanyards', 'webp'),
  connectCards: mediaFile('store/connect-cards', 'webp'),
};

/** Puts the demo's media into storage where missing (a new files folder, a new bucket). */
export async function ensureDemoMedia(storage: Storage): Promise<void> {
  const files = [DEMO_MEDIA, DEMO_STORE_MEDIA, DEMO_CONTENT_FILES, DEMO_CARE_FILES].flatMap(
    Object.values,
  );
  for (const file of files) {
    if (await storage.head(file.key)) continue;
    await storage.put(file.key, file.body, file.contentType);
  }
}
