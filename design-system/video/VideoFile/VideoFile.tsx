import type { Ref } from 'react';
import { useT } from '#ds/i18n';
import { StyledVideoFile } from './VideoFile.styles';

export type VideoFileProps = {
  /** The processed MP4 (`/files/<key>.mp4`). */
  src: string;
  /** What the video is; the player's accessible name. */
  title: string;
  /** The poster picture, shown until play is pressed. */
  poster?: string | undefined;
  /** The video's own size, so the box keeps its shape before anything loads. */
  width?: number | undefined;
  height?: number | undefined;
  ref?: Ref<HTMLVideoElement>;
};

/**
 * An uploaded or recorded video, played by the browser: the poster first and nothing of the
 * video fetched until play is pressed (`preload="none"`), the browser's own controls (keyboard
 * and screen-reader ready), inline on phones.
 */
export function VideoFile({ src, title, poster, width, height, ref }: VideoFileProps) {
  const t = useT();
  return (
    <StyledVideoFile
      ref={ref}
      controls
      playsInline
      preload="none"
      poster={poster}
      width={width ?? 1280}
      height={height ?? 720}
      aria-label={title}
    >
      <source src={src} type="video/mp4" />
      <a href={src}>{t('videoFile.download')}</a>
    </StyledVideoFile>
  );
}
