import { useId, type ReactNode } from 'react';
import type { ModeratorStatus, VideoStatus } from '#contract/account/profile';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT, type MessageKey } from '#ds/i18n';
import { VideoStatusChip } from '#ds/video/VideoStatusChip';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { DashboardSkeleton } from '../parts/DashboardStates';
import { QuickActionCard, type QuickActionCardProps } from '../parts/QuickActionCard';
import {
  StyledCardGrid,
  StyledFeatureCards,
  StyledSectionTitle,
  StyledSplit,
  StyledStack,
} from '../parts/parts.styles';
import { VideoCard } from '../parts/VideoCard';
import { Text } from '#ds/primitives/Text';
import { Stack } from '#ds/primitives/Stack';
import { Grid } from '#ds/primitives/Grid';

export type IndividualDashboardLinks = {
  shareStory: string;
  connectToChurch: string;
  orderCards?: string;
  /** Given when the user's moderator status is `invited`. */
  becomeModerator?: string;
  /** Given when the user is an approved moderator. */
  videoReview?: string;
  bootcamp?: string;
};

/** The user's own story video (their intro video): its review status and its page. */
export type IndividualStory = {
  status: VideoStatus;
  /** The story's public page. */
  href?: string;
};

export type IndividualDashboardScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  firstName: string;
  /** The individual dashboard's introduction video (a YouTube or Vimeo link). */
  introVideoUrl?: string | null;
  /** The story the user shared, or null before they share one. */
  story: IndividualStory | null;
  /** `invited` shows the moderator invitation. */
  moderatorStatus: ModeratorStatus;
  /** The church the user is connected to, if any. */
  connectedChurch?: string | null;
  /** Stories waiting for an approved moderator's review. */
  waitingVideos?: number;
  links: IndividualDashboardLinks;
  /** News for the reader's roles (the content feature's posts card), under the first row. */
  news?: ReactNode;
  /** Cards other features add under the news (the boot camp's progress). */
  featureCards?: ReactNode;
  /** The user's state is not active. */
  restricted: boolean;
};

const storyText: Record<VideoStatus, MessageKey> = {
  created: 'dashboard.individual.story.underReview',
  review: 'dashboard.individual.story.underReview',
  approved: 'dashboard.individual.story.approved',
  blocked: 'dashboard.individual.story.blocked',
  no_payment: 'dashboard.individual.story.noPayment',
};

/**
 * The individual's dashboard: the introduction video, their story and its status, actions to
 * share a story, connect to a church and order cards, and the moderator invitation.
 */
export function IndividualDashboardScreen({
  status,
  onRetry,
  firstName,
  introVideoUrl,
  story,
  moderatorStatus,
  connectedChurch,
  waitingVideos = 0,
  links,
  restricted,
  news,
  featureCards,
}: IndividualDashboardScreenProps) {
  const t = useT();
  const sectionId = useId();
  const actions: QuickActionCardProps[] = [
    {
      href: links.shareStory,
      icon: 'camera',
      title: t('dashboard.individual.actions.shareStory.title'),
      description: t('dashboard.individual.actions.shareStory.description'),
    },
    {
      href: links.connectToChurch,
      icon: 'heart',
      title: t('dashboard.individual.actions.connect.title'),
      description: connectedChurch
        ? t('dashboard.individual.actions.connect.connected', { church: connectedChurch })
        : t('dashboard.individual.actions.connect.description'),
    },
  ];
  if (links.orderCards) {
    actions.push({
      href: links.orderCards,
      icon: 'card',
      title: t('dashboard.individual.actions.orderCards.title'),
      description: t('dashboard.individual.actions.orderCards.description'),
    });
  }
  if (links.videoReview) {
    actions.push({
      href: links.videoReview,
      icon: 'play',
      title: t('dashboard.quick.videoReview.title'),
      description: t('dashboard.quick.videoReview.description'),
      count: waitingVideos,
      countLabel: t('dashboard.quick.videoReview.count', {
        count: waitingVideos,
      }),
    });
  }
  if (links.bootcamp) {
    actions.push({
      href: links.bootcamp,
      icon: 'book',
      title: t('dashboard.quick.bootcamp.title'),
      description: t('dashboard.quick.bootcamp.description'),
    });
  }

  const storyCard = (
    <Card>
      <Card.Header
        title={t('dashboard.individual.story.title')}
        titleAs="h2"
        actions={story ? <VideoStatusChip status={story.status} /> : undefined}
      />
      <Card.Body>
        <StyledStack>
          <Text as="p" tone="muted" size="small">
            {t(story ? storyText[story.status] : 'dashboard.individual.story.none')}
          </Text>
          <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
            {!story || story.status === 'blocked' ? (
              <LinkButton href={links.shareStory}>
                {t(
                  story
                    ? 'dashboard.individual.story.recordAgain'
                    : 'dashboard.individual.actions.shareStory.title',
                )}
              </LinkButton>
            ) : (
              story.href && <Link href={story.href}>{t('dashboard.individual.story.view')}</Link>
            )}
          </Stack>
        </StyledStack>
      </Card.Body>
    </Card>
  );

  return (
    <ScreenFrame
      title={
        status === 'ready'
          ? t('dashboard.welcome', { name: firstName })
          : t('dashboard.individual.title')
      }
      description={status === 'ready' ? t('dashboard.individual.description') : undefined}
      status={status}
      onRetry={onRetry}
      errorDescription={t('dashboard.loadFailed')}
      loadingLabel={t('dashboard.loading')}
      skeleton={<DashboardSkeleton cards={3} />}
      restricted={restricted}
      restrictedNotice={{
        title: t('dashboard.restricted.title'),
        description: t('dashboard.restricted.description'),
      }}
    >
      {moderatorStatus === 'invited' && links.becomeModerator && (
        <InlineAlert
          tone="info"
          title={t('dashboard.individual.moderatorInvite.title')}
          description={t('dashboard.individual.moderatorInvite.description')}
          action={
            <LinkButton href={links.becomeModerator} size="small">
              {t('dashboard.individual.moderatorInvite.action')}
            </LinkButton>
          }
        />
      )}

      <StyledSplit>
        {introVideoUrl ? (
          <VideoCard
            url={introVideoUrl}
            title={t('dashboard.individual.video.title')}
            description={t('dashboard.individual.video.description')}
            videoTitle={t('dashboard.individual.video.videoTitle')}
          />
        ) : (
          storyCard
        )}
        {introVideoUrl ? storyCard : null}
      </StyledSplit>

      {!restricted && news}

      {!restricted && featureCards && <StyledFeatureCards>{featureCards}</StyledFeatureCards>}

      {!restricted && (
        <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-actions`}>
          <StyledSectionTitle id={`${sectionId}-actions`}>
            {t('dashboard.quick.title')}
          </StyledSectionTitle>
          <StyledCardGrid>
            {actions.map((action) => (
              <li key={action.href}>
                <QuickActionCard {...action} />
              </li>
            ))}
          </StyledCardGrid>
        </Grid>
      )}
    </ScreenFrame>
  );
}
