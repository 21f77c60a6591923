import { useT } from '#ds/i18n';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import { VideoFile } from '#ds/video/VideoFile';
import type { ShownVideo } from './types';
import { StyledProcessing } from './videos.styles';

/** A listed video's player: the file with its poster, or the YouTube or Vimeo player on demand. */
export function VideoOfList({ video, title }: { video: ShownVideo; title: string }) {
  const t = useT();
  if (!video.playUrl) return <StyledProcessing>{t('videoReview.processing')}</StyledProcessing>;
  return video.source === 'file' ? (
    <VideoFile src={video.playUrl} poster={video.posterUrl ?? undefined} title={title} />
  ) : (
    <VideoEmbed
      url={video.playUrl}
      title={title}
      {...(video.posterUrl ? { poster: video.posterUrl } : {})}
    />
  );
}
