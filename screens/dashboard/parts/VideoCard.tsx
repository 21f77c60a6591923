import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import { VideoFile } from '#ds/video/VideoFile';

/**
 * A video with a title and a line about it, in a card (instruction and introduction videos): a
 * YouTube or Vimeo link, or one of our own processed files (`/files/…`, an admin's upload).
 */
export function VideoCard({
  url,
  title,
  description,
  videoTitle,
  titleAs = 'h2',
  loading = false,
}: {
  url: string;
  /** The page's data is loading: the player's place is held by a placeholder of its size. */
  loading?: boolean;
  /** The card's heading, already translated. */
  title: string;
  description?: string;
  /** What the video is (the player's name), already translated; the card title by default. */
  videoTitle?: string;
  titleAs?: 'h2' | 'h3';
}) {
  return (
    <Card>
      <Card.Header titleAs={titleAs} title={title} description={description} />
      <Card.Body>
        {loading ? (
          <Skeleton variant="rectangle" height="auto" style={{ aspectRatio: '16 / 9' }} />
        ) : url.startsWith('/files/') ? (
          <VideoFile src={url} title={videoTitle ?? title} />
        ) : (
          <VideoEmbed url={url} title={videoTitle ?? title} />
        )}
      </Card.Body>
    </Card>
  );
}
