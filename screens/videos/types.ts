import type { VideoStatus } from '#ds/video/VideoStatusChip';

export type VideoKind = 'story' | 'profile' | 'invite' | 'welcome' | 'instruction' | 'monthly';

/** A video as the review and stories screens show it. */
export type ShownVideo = {
  id: number;
  kind: VideoKind;
  status: VideoStatus;
  churchName: string;
  /** Who made it; null once that person was deleted. */
  personName: string | null;
  /** A YouTube or Vimeo link, or the processed file; null while it is processed. */
  playUrl: string | null;
  source: 'file' | 'embed';
  posterUrl: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Its public page, when it has a custom URL. */
  publicHref: string | null;
};
