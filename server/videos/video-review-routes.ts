import { endpoints } from '#contract/endpoints.ts';
import type { ReviewedVideo } from '#contract/videos/videoReview.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import type { FastifyInstance } from 'fastify';
import { localeOfAddress, mailWriter, quoted } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { approvedStories, ownChurchesOf, reviewableVideo, waitingVideos } from './review.ts';
import { changeVideoStatus } from './transitions.ts';

const DEFAULT_PAGE_SIZE = 20;

const KIND_NAMES: Record<ReviewedVideo['kind'], string> = {
  story: 'Jesus story',
  profile: 'profile video',
  invite: 'invitation video',
  welcome: 'welcome video',
  instruction: 'instruction video',
  monthly: 'monthly video',
};

/** What the activity log calls a video: its custom URL, or its kind and church. */
function videoLabel(video: ReviewedVideo): string {
  return video.slug ?? `${KIND_NAMES[video.kind]} of ${video.person_name ?? video.church_name}`;
}

/** The person who made the video is told what was decided, in the decision's transaction. */
async function mailDecision(
  tx: Db,
  deps: Deps,
  { video, email }: { video: ReviewedVideo; email: string | null },
  decision: 'approved' | 'blocked',
  reason: string | null,
  now: Date,
): Promise<void> {
  if (!email) return;
  const { t, link, paragraphs } = mailWriter(await localeOfAddress(tx, email));
  const kind = t(`mail.videoDecided.kinds.${video.kind}`);
  const facts = { kind, church: video.church_name };
  const text =
    decision === 'approved'
      ? paragraphs(
          t('mail.videoDecided.approved', facts),
          video.slug &&
            t('mail.videoDecided.page', { link: link(deps.appUrl, `/v/${video.slug}`) }),
        )
      : paragraphs(
          t('mail.videoDecided.blocked', facts),
          `${t('mail.videoDecided.reason')}\n${quoted(reason ?? '')}`,
          t('mail.videoDecided.again', { link: link(deps.appUrl, '/dashboard') }),
        );
  await enqueueMail(
    tx,
    {
      kind: 'video_decided',
      to: email,
      subject:
        decision === 'approved'
          ? t('mail.videoDecided.approvedSubject', { kind })
          : t('mail.videoDecided.blockedSubject', { kind }),
      text,
    },
    now,
  );
}

/**
 * Video review (decision 038): the waiting videos a person may decide on, approving or blocking
 * one (mailed to its maker, written in the activity log), and the approved Jesus stories.
 */
export function registerVideoReviewRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.videoReview,
    access: 'user',
    handler: async ({ user, body }) => {
      const page = body.page ?? 1;
      const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
      const { videos, total } = await waitingVideos(deps.db, user, { page, pageSize });
      return { videos, total, page, page_size: pageSize };
    },
  });

  const decide = async (
    user: AuthUser,
    id: number,
    decision: 'approved' | 'blocked',
    reason: string | null,
  ) => {
    const now = deps.clock.now();
    const video = await deps.db.transaction(async (tx) => {
      const before = await reviewableVideo(tx, user, id);
      if (!before) throw notFound('There is no such video for you to review.');
      await changeVideoStatus(tx, id, decision === 'approved' ? 'approve' : 'block', now, {
        ...(reason !== null ? { blockReason: reason } : {}),
      });
      await recordActivity(
        tx,
        {
          actorId: user.id,
          action: 'update',
          resource: 'videos',
          recordId: id,
          recordLabel: videoLabel(before.video),
          changedFields: decision === 'blocked' ? ['status', 'block_reason'] : ['status'],
        },
        now,
      );
      await mailDecision(tx, deps, before, decision, reason, now);
      const after = await reviewableVideo(tx, user, id);
      if (!after) throw notFound('There is no such video for you to review.');
      return after.video;
    });
    deps.mailer.kick();
    return { video };
  };

  defineRoute(app, deps, {
    endpoint: endpoints.approveVideo,
    access: 'user',
    handler: ({ user, body }) => decide(user, body.id, 'approved', null),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.blockVideo,
    access: 'user',
    handler: ({ user, body }) => decide(user, body.id, 'blocked', body.reason.trim()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.jesusStories,
    access: 'user',
    handler: async ({ user, body }) => {
      const page = body.page ?? 1;
      const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
      const own = await ownChurchesOf(deps.db, user);
      const { stories, total } = await approvedStories(deps.db, own, { page, pageSize });
      return { stories, own_account_ids: own, total, page, page_size: pageSize };
    },
  });
}
