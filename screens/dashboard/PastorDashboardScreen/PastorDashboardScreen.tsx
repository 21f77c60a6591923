import { useId, type ReactNode } from 'react';
import { PASTOR_ACTION_STEPS } from '#contract/dashboard/actionSteps';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT, type MessageKey } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import type { ScreenStatus } from '#screens/shared/messages';
import { ActionSteps, ActionStepsLoading, type ActionStep } from '../parts/ActionSteps';
import { CareItems, type CareLinks } from '../parts/CareItems';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import {
  MembershipCard,
  MembershipCardLoading,
  type MembershipLinks,
  type MembershipSummary,
} from '../parts/MembershipCard';
import { QuickActionCard, type QuickActionCardProps } from '../parts/QuickActionCard';
import {
  StyledCardGrid,
  StyledFeatureCards,
  StyledSectionTitle,
  StyledSplit,
} from '../parts/parts.styles';
import { UpgradeCard } from '../parts/UpgradeCard';
import { VideoCard } from '../parts/VideoCard';

/** The steps of 'Track your progress' for a church partner, in the order they are shown. */
export const pastorActionStepIds = PASTOR_ACTION_STEPS;

export type PastorActionStepId = (typeof pastorActionStepIds)[number];

const stepKeys: Record<PastorActionStepId, { title: MessageKey; description: MessageKey }> = {
  'watch-intro-video': {
    title: 'dashboard.actionSteps.watchIntroVideo.title',
    description: 'dashboard.actionSteps.watchIntroVideo.description',
  },
  'complete-church-profile': {
    title: 'dashboard.actionSteps.completeChurchProfile.title',
    description: 'dashboard.actionSteps.completeChurchProfile.description',
  },
  'add-church-location': {
    title: 'dashboard.actionSteps.addChurchLocation.title',
    description: 'dashboard.actionSteps.addChurchLocation.description',
  },
  'record-welcome-video': {
    title: 'dashboard.actionSteps.recordWelcomeVideo.title',
    description: 'dashboard.actionSteps.recordWelcomeVideo.description',
  },
  'order-invitation-cards': {
    title: 'dashboard.actionSteps.orderInvitationCards.title',
    description: 'dashboard.actionSteps.orderInvitationCards.description',
  },
  'see-first-scan': {
    title: 'dashboard.actionSteps.seeFirstScan.title',
    description: 'dashboard.actionSteps.seeFirstScan.description',
  },
  'invite-moderator': {
    title: 'dashboard.actionSteps.inviteModerator.title',
    description: 'dashboard.actionSteps.inviteModerator.description',
  },
  'invite-stories': {
    title: 'dashboard.actionSteps.inviteStories.title',
    description: 'dashboard.actionSteps.inviteStories.description',
  },
};

/**
 * The main areas the quick-action cards lead to. A card shows only when its link is given, so
 * the container passes the links the user's role may follow (a free partner has no orders).
 */
export type PastorQuickLinks = {
  orderCards?: string;
  welcomeVideo?: string;
  campuses?: string;
  messages?: string;
  videoReview?: string;
  connections?: string;
  bootcamp?: string;
};

export type PastorDashboardCounts = {
  unreadMessages: number;
  waitingVideos: number;
  newConnections: number;
};

export type PastorDashboardScreenProps = {
  /**
   * `loading` shows what does not wait for the data (the cards' titles, the quick actions'
   * links) with placeholders for the rest; `error` a message with a retry.
   */
  status: ScreenStatus;
  /** Loads the dashboard again after an error. */
  onRetry?: () => void;
  firstName: string;
  churchName: string | null;
  /** `member`: a paying partner (membership card); `free`: a free_evangelism partner (upgrade card). */
  partnership: 'member' | 'free';
  membership: MembershipSummary;
  membershipLinks: MembershipLinks;
  /** The upgrade page, for free partners. */
  upgradeHref?: string;
  /** No membership or a past-due one: only the payment pages are open, so the dashboard shows only what leads there. */
  needToPay: boolean;
  /** The user's state is not active. */
  restricted: boolean;
  /** The pastor dashboard's instruction video (a YouTube or Vimeo link), when the admins set one. */
  instructionVideoUrl?: string | null;
  quickLinks: PastorQuickLinks;
  /** False adds the warning 'Add church location to map.' to the Campuses card. */
  hasLocation: boolean;
  counts: PastorDashboardCounts;
  /** 'Track your progress': each step and whether it is done. */
  actionSteps: readonly ActionStep<PastorActionStepId>[];
  /** Saves a tick or untick; reject to put the box back. */
  onActionStep: (stepId: PastorActionStepId, done: boolean) => void | Promise<unknown>;
  /** The care items, for website and discipleship users (care items plus pastor items). */
  careLinks?: CareLinks;
  /** News for the reader's roles (the content feature's posts card), under the first row. */
  news?: ReactNode;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
  /** Cards other features add after the quick actions (the boot camp's progress, posts). */
  featureCards?: ReactNode;
};

/**
 * The church partner's dashboard: a welcome with the church's name, the membership card, the
 * instruction video, quick actions to the main areas and 'Track your progress'.
 */
export function PastorDashboardScreen({
  status,
  onRetry,
  firstName,
  churchName,
  partnership,
  membership,
  membershipLinks,
  upgradeHref,
  needToPay,
  restricted,
  instructionVideoUrl,
  quickLinks,
  hasLocation,
  counts,
  actionSteps,
  onActionStep,
  careLinks,
  timeZone,
  featureCards,
  news,
}: PastorDashboardScreenProps) {
  const t = useT();
  const sectionId = useId();
  const loading = status === 'loading';
  const limited = needToPay || restricted;
  const links = quickLinks;
  // Counts and the location warning come with the data: none while it loads.
  const counted = (key: 'messages' | 'videoReview' | 'connections', count: number) =>
    loading ? {} : { count, countLabel: t(`dashboard.quick.${key}.count`, { count }) };
  const quickActions: QuickActionCardProps[] = [];
  if (links.orderCards) {
    quickActions.push({
      href: links.orderCards,
      icon: 'card',
      title: t('dashboard.quick.orderCards.title'),
      description: t('dashboard.quick.orderCards.description'),
    });
  }
  if (links.welcomeVideo) {
    quickActions.push({
      href: links.welcomeVideo,
      icon: 'video',
      title: t('dashboard.quick.welcomeVideo.title'),
      description: t('dashboard.quick.welcomeVideo.description'),
    });
  }
  if (links.campuses) {
    quickActions.push({
      href: links.campuses,
      icon: 'map-pin',
      title: t('dashboard.quick.campuses.title'),
      description: t('dashboard.quick.campuses.description'),
      warning: loading || hasLocation ? undefined : t('dashboard.quick.campuses.noLocation'),
    });
  }
  if (links.messages) {
    quickActions.push({
      href: links.messages,
      icon: 'mail',
      title: t('dashboard.quick.messages.title'),
      description: t('dashboard.quick.messages.description'),
      ...counted('messages', counts.unreadMessages),
    });
  }
  if (links.videoReview) {
    quickActions.push({
      href: links.videoReview,
      icon: 'play',
      title: t('dashboard.quick.videoReview.title'),
      description: t('dashboard.quick.videoReview.description'),
      ...counted('videoReview', counts.waitingVideos),
    });
  }
  if (links.connections) {
    quickActions.push({
      href: links.connections,
      icon: 'users',
      title: t('dashboard.quick.connections.title'),
      description: t('dashboard.quick.connections.description'),
      ...counted('connections', counts.newConnections),
    });
  }
  if (links.bootcamp) {
    quickActions.push({
      href: links.bootcamp,
      icon: 'book',
      title: t('dashboard.quick.bootcamp.title'),
      description: t('dashboard.quick.bootcamp.description'),
    });
  }

  const sideCard =
    partnership === 'free' ? (
      upgradeHref && <UpgradeCard href={upgradeHref} />
    ) : loading ? (
      <MembershipCardLoading />
    ) : (
      <MembershipCard membership={membership} links={membershipLinks} timeZone={timeZone} />
    );

  // The same page while loading and when ready: what waits for the data has its own loading
  // shape, so the page does not change its layout when the data comes (and the build's
  // stand-in of this page, decision 059, is this loading state).
  const content = (
    <>
      {!loading && needToPay && partnership === 'member' && (
        <InlineAlert
          tone="warning"
          title={t('dashboard.pastor.needToPay.title')}
          description={t('dashboard.pastor.needToPay.description')}
        />
      )}

      <StyledSplit>
        {/* Someone who has to pay sees the membership card (and its Pay now) first. */}
        {needToPay && sideCard}
        {instructionVideoUrl && (
          <VideoCard
            url={instructionVideoUrl}
            loading={loading}
            title={t('dashboard.pastor.video.title')}
            description={t('dashboard.pastor.video.description')}
            videoTitle={t('dashboard.pastor.video.videoTitle')}
          />
        )}
        {!needToPay && sideCard}
      </StyledSplit>

      {!limited && news}

      {!limited && quickActions.length > 0 && (
        <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-quick`}>
          <StyledSectionTitle id={`${sectionId}-quick`}>
            {t('dashboard.quick.title')}
          </StyledSectionTitle>
          <StyledCardGrid>
            {quickActions.map((card) => (
              <li key={card.href}>
                <QuickActionCard {...card} />
              </li>
            ))}
          </StyledCardGrid>
        </Grid>
      )}

      {!limited && featureCards && <StyledFeatureCards>{featureCards}</StyledFeatureCards>}

      {!limited && careLinks && (
        <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-care`}>
          <StyledSectionTitle id={`${sectionId}-care`}>
            {t('dashboard.care.sectionTitle')}
          </StyledSectionTitle>
          <CareItems links={careLinks} />
        </Grid>
      )}

      {!limited &&
        actionSteps.length > 0 &&
        (loading ? (
          <ActionStepsLoading count={actionSteps.length} />
        ) : (
          <ActionSteps
            steps={actionSteps}
            onToggle={onActionStep}
            textOf={(id) => ({
              title: t(stepKeys[id].title),
              description: t(stepKeys[id].description),
            })}
          />
        ))}
    </>
  );

  return (
    <ScreenFrame
      title={
        status === 'ready'
          ? t('dashboard.welcome', { name: firstName })
          : t('dashboard.pastor.title')
      }
      description={status === 'ready' ? (churchName ?? t('dashboard.pastor.noChurch')) : undefined}
      status={status}
      onRetry={onRetry}
      errorDescription={t('dashboard.loadFailed')}
      loadingLabel={t('dashboard.loading')}
      skeleton={content}
      restricted={restricted}
      restrictedNotice={{
        title: t('dashboard.restricted.title'),
        description: t('dashboard.restricted.description'),
      }}
    >
      {content}
    </ScreenFrame>
  );
}
