import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { ShownVideo } from '../types';
import { VideoOfList } from '../VideoOfList';
import { StyledMeta, StyledVideoGrid } from '../videos.styles';

export type JesusStory = ShownVideo & {
  /** A story shared with one of the person's own churches (listed first). */
  ownChurch: boolean;
};

export type JesusStoriesScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** Approved stories, the person's own churches' first. */
  stories: readonly JesusStory[];
  timeZone?: string;
};

/** Jesus stories: the approved stories people shared, the person's own church's first. */
export function JesusStoriesScreen({
  status,
  onRetry,
  stories,
  timeZone,
}: JesusStoriesScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  return (
    <ScreenFrame
      title={t('jesusStories.title')}
      description={t('jesusStories.description')}
      status={status === 'ready' && stories.length === 0 ? 'empty' : status}
      onRetry={onRetry}
      errorDescription={t('jesusStories.loadFailed')}
      loadingLabel={t('jesusStories.loading')}
      empty={{
        icon: 'video',
        title: t('jesusStories.emptyTitle'),
        description: t('jesusStories.emptyDescription'),
      }}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={240} />
          </Card.Body>
        </Card>
      }
    >
      <StyledVideoGrid aria-label={t('jesusStories.listLabel')}>
        {stories.map((story) => {
          const title = t('jesusStories.storyOf', { name: story.personName ?? story.churchName });
          return (
            <li key={story.id}>
              <Card as="article">
                <Card.Header
                  titleAs="h2"
                  title={title}
                  description={t('jesusStories.atChurch', { church: story.churchName })}
                />
                <Card.Body>
                  <VideoOfList video={story} title={title} />
                  <StyledMeta>
                    {story.ownChurch && <Badge tone="info">{t('jesusStories.yourChurch')}</Badge>}
                    <span>{format.date(story.createdAt)}</span>
                    {story.publicHref && (
                      <Link href={story.publicHref}>{t('jesusStories.publicPage')}</Link>
                    )}
                  </StyledMeta>
                </Card.Body>
              </Card>
            </li>
          );
        })}
      </StyledVideoGrid>
    </ScreenFrame>
  );
}
