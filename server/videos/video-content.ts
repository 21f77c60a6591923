import { probe } from './ffmpeg.ts';

/** A file ffprobe read as a video the product takes, with the storage extension it gets. */
export type VideoContent = { extension: 'mp4' | 'webm'; contentType: string };

/** A refused upload, with the message the person sees (decision 036). */
export class VideoRefused extends Error {}

export const NOT_A_VIDEO = 'This file is not a video. Choose an MP4, MOV or WebM video.';

/**
 * Checks an uploaded file by its content, never its name or the browser's type: ffprobe must
 * read it as MP4/QuickTime or WebM/Matroska with a video stream in it. A picture, which ffprobe
 * also reads as a one-frame "video", or a sound file is refused.
 */
export async function videoContentOf(path: string): Promise<VideoContent> {
  let info;
  try {
    info = await probe(path);
  } catch {
    throw new VideoRefused(NOT_A_VIDEO);
  }
  if (!info.video) throw new VideoRefused(NOT_A_VIDEO);
  const formats = info.format.split(',');
  if (formats.includes('mp4') || formats.includes('mov')) {
    return { extension: 'mp4', contentType: 'video/mp4' };
  }
  if (formats.includes('webm') || formats.includes('matroska')) {
    return { extension: 'webm', contentType: 'video/webm' };
  }
  throw new VideoRefused(NOT_A_VIDEO);
}
