import { useEffect, useRef } from 'react';
import { BOOTCAMP_LIMITS } from '#contract/bootcamp/bootcamp';
import type { WatchedRange } from '#contract/bootcamp/bootcamp';
import { VideoFile } from '#ds/video/VideoFile';

/**
 * How a save leaves the page: `playing` while it stays, `leaving` when it is hidden or closed
 * (the container then sends it with `keepalive`, so it outlives the page).
 */
export type WatchSave = 'playing' | 'leaving';

export type LessonVideoProps = {
  slug: string;
  src: string;
  poster?: string | undefined;
  title: string;
  /** Saves the pieces that played (the browser's `video.played`: a seek adds nothing). */
  onWatched: (slug: string, ranges: WatchedRange[], how: WatchSave) => void;
};

const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * An uploaded lesson video that reports what played: every 10 s while it plays, when it pauses
 * or ends, and when the page is hidden, closed or left (decision 070). The same pieces are not
 * sent twice.
 */
export function LessonVideo({ slug, src, poster, title, onWatched }: LessonVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const save = useRef(onWatched);
  useEffect(() => {
    save.current = onWatched;
  });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let sent = '';
    const flush = (how: WatchSave) => {
      const ranges: WatchedRange[] = [];
      for (let index = 0; index < video.played.length; index += 1) {
        ranges.push([rounded(video.played.start(index)), rounded(video.played.end(index))]);
      }
      const pieces = ranges
        .filter(([start, end]) => end > start)
        .slice(-BOOTCAMP_LIMITS.rangesPerSave);
      const key = JSON.stringify(pieces);
      if (pieces.length === 0 || key === sent) return;
      sent = key;
      save.current(slug, pieces, how);
    };
    const whilePlaying = () => flush('playing');
    const leaving = () => flush('leaving');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const timer = window.setInterval(() => {
      if (!video.paused) whilePlaying();
    }, BOOTCAMP_LIMITS.saveEveryMs);
    video.addEventListener('pause', whilePlaying);
    video.addEventListener('ended', whilePlaying);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leaving);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('pause', whilePlaying);
      video.removeEventListener('ended', whilePlaying);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leaving);
      // Leaving the lesson (another page of the app): what played since the last save.
      leaving();
    };
  }, [slug]);

  return <VideoFile ref={ref} src={src} poster={poster} title={title} />;
}
