import { useState } from 'react';
import { BLOCK_REASON_MAX } from '#contract/videos/videoReview';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { Dialog } from '#ds/feedback/Dialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { required, Textarea, translateError, withMessage } from '#ds/forms';
import { useT } from '#ds/i18n';
import { VideoStatusChip } from '#ds/video/VideoStatusChip';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import type { ShownVideo } from '../types';
import { VideoOfList } from '../VideoOfList';
import { StyledMeta, StyledVideoGrid } from '../videos.styles';
import { Stack } from '#ds/primitives/Stack';

export type VideoReviewScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The waiting videos the person may decide on, oldest first. */
  videos: readonly ShownVideo[];
  /** How many wait in all (the list shows the first page). */
  total: number;
  /** `church`: a moderator's stories; `admin`: every waiting video. */
  scope: 'church' | 'admin';
  /** Approves one; answers a message when it was refused (decided by someone else meanwhile). */
  onApprove: (id: number) => Promise<ScreenMessage | void>;
  /** Blocks one with a reason; answers what was refused. */
  onBlock: (id: number, reason: string) => Promise<ScreenFormOutcome | void>;
  timeZone?: string;
};

const checkReason = withMessage(required, 'videoReview.block.reasonRequired');

/** Who made a video, for its title: the person, or the church. */
function titleOf(video: ShownVideo, t: ReturnType<typeof useT>): string {
  return t(`videoReview.kinds.${video.kind}`, { name: video.personName ?? video.churchName });
}

/**
 * Video review: the waiting stories (for an admin every waiting video) with a player, each
 * approved or blocked with a reason the person is told.
 */
export function VideoReviewScreen({
  status,
  onRetry,
  videos,
  total,
  scope,
  onApprove,
  onBlock,
  timeZone,
}: VideoReviewScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [blocking, setBlocking] = useState<ShownVideo>();
  const [approving, setApproving] = useState<number>();
  const [done, setDone] = useState<{ message: string; tone: 'success' | 'critical' }>();
  const doneRef = useFocusOnChange<HTMLDivElement>(done);

  const approve = async (video: ShownVideo) => {
    setApproving(video.id);
    setDone(undefined);
    try {
      const refused = await onApprove(video.id);
      setDone(
        refused
          ? { message: translateError(t, refused), tone: 'critical' }
          : { message: t('videoReview.approved', { title: titleOf(video, t) }), tone: 'success' },
      );
    } catch {
      setDone({ message: t('common.somethingWentWrong'), tone: 'critical' });
    } finally {
      setApproving(undefined);
    }
  };

  return (
    <ScreenFrame
      title={t('videoReview.title')}
      description={t(
        scope === 'admin' ? 'videoReview.adminDescription' : 'videoReview.description',
      )}
      status={status === 'ready' && videos.length === 0 && !done ? 'empty' : status}
      onRetry={onRetry}
      errorDescription={t('videoReview.loadFailed')}
      loadingLabel={t('videoReview.loading')}
      empty={{
        icon: 'check',
        title: t('videoReview.emptyTitle'),
        description: t('videoReview.emptyDescription'),
      }}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={240} />
          </Card.Body>
        </Card>
      }
    >
      {done && <InlineAlert ref={doneRef} tabIndex={-1} tone={done.tone} title={done.message} />}
      {videos.length > 0 && <p>{t('videoReview.count', { count: total })}</p>}
      <StyledVideoGrid aria-label={t('videoReview.listLabel')}>
        {videos.map((video) => {
          const title = titleOf(video, t);
          return (
            <li key={video.id}>
              <Card as="article">
                <Card.Header
                  titleAs="h2"
                  title={title}
                  description={t('videoReview.forChurch', { church: video.churchName })}
                />
                <Card.Body>
                  <VideoOfList video={video} title={title} />
                  <StyledMeta>
                    <VideoStatusChip status={video.status} size="small" />
                    <span>{t('videoReview.sentOn', { date: format.date(video.createdAt) })}</span>
                    {video.publicHref && (
                      <Link href={video.publicHref}>{t('videoReview.publicPage')}</Link>
                    )}
                  </StyledMeta>
                </Card.Body>
                <Card.Footer align="start">
                  <Stack direction="horizontal" wrap="wrap" gap={3}>
                    <Button
                      loading={approving === video.id}
                      onClick={() => void approve(video)}
                      aria-label={t('videoReview.approveWho', { title })}
                    >
                      {t('videoReview.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      tone="critical"
                      onClick={() => {
                        setDone(undefined);
                        setBlocking(video);
                      }}
                      aria-label={t('videoReview.blockWho', { title })}
                    >
                      {t('videoReview.block.action')}
                    </Button>
                  </Stack>
                </Card.Footer>
              </Card>
            </li>
          );
        })}
      </StyledVideoGrid>
      <Dialog
        open={blocking !== undefined}
        onClose={() => setBlocking(undefined)}
        title={t('videoReview.block.title')}
        description={
          blocking && t('videoReview.block.description', { title: titleOf(blocking, t) })
        }
      >
        {blocking && (
          <ScreenForm<{ reason: string }>
            onSubmit={async ({ reason }) => {
              const refused = await onBlock(blocking.id, reason.trim());
              if (refused) return refused;
              setDone({
                message: t('videoReview.blocked', { title: titleOf(blocking, t) }),
                tone: 'success',
              });
              setBlocking(undefined);
              return undefined;
            }}
          >
            {({ submitting }) => (
              <>
                <Textarea
                  name="reason"
                  label={t('videoReview.block.reason')}
                  hint={t('videoReview.block.reasonHint')}
                  validate={checkReason}
                  maxLength={BLOCK_REASON_MAX}
                  rows={4}
                  required
                />
                <ScreenForm.Actions>
                  <Button variant="secondary" onClick={() => setBlocking(undefined)}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" tone="critical" loading={submitting}>
                    {t('videoReview.block.confirm')}
                  </Button>
                </ScreenForm.Actions>
              </>
            )}
          </ScreenForm>
        )}
      </Dialog>
    </ScreenFrame>
  );
}
