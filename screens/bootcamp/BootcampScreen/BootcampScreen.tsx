import { useId, useState } from 'react';
import type { BootcampLesson, BootcampTotals } from '#contract/bootcamp/bootcamp';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { ProgressBar } from '#ds/display/ProgressBar';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useLocale, useT, type MessageKey } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledBody, StyledMedia } from './BootcampScreen.styles';
import { LessonVideo, type LessonVideoProps } from './LessonVideo';

/** The title of the 'Track your progress' step a lesson ticks. */
const stepTitles: Record<NonNullable<BootcampLesson['step']>, MessageKey> = {
  'watch-intro-video': 'dashboard.actionSteps.watchIntroVideo.title',
  'order-invitation-cards': 'dashboard.actionSteps.orderInvitationCards.title',
  'record-welcome-video': 'dashboard.actionSteps.recordWelcomeVideo.title',
};

export type BootcampScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The lessons in order, with the reader's progress. */
  lessons: readonly BootcampLesson[];
  totals: BootcampTotals;
  onWatched: LessonVideoProps['onWatched'];
  /** Marks a text or link lesson done; reject to show that it failed. */
  onMarkDone: (slug: string) => Promise<unknown>;
  /** The last save of watched pieces failed (it is tried again with the next ones). */
  saveFailed?: boolean;
  /** The lesson open at first; by default the first one not completed. */
  initialOpen?: string;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
};

/** The course's share done, as the dashboard's card shows it too. */
export function CourseProgress({ totals }: { totals: BootcampTotals }) {
  const t = useT();
  return (
    <ProgressBar
      label={t('bootcamp.progress.label')}
      value={totals.percent}
      valueText={t('bootcamp.progress.value', {
        completed: totals.completed,
        total: totals.total,
        percent: totals.percent,
      })}
      tone={totals.total > 0 && totals.completed === totals.total ? 'success' : 'accent'}
      size="large"
    />
  );
}

type LessonProps = {
  lesson: BootcampLesson;
  number: number;
  open: boolean;
  onToggle: () => void;
  onWatched: LessonVideoProps['onWatched'];
  onMarkDone: (slug: string) => Promise<unknown>;
  timeZone?: string;
};

function Lesson({ lesson, number, open, onToggle, onWatched, onMarkDone, timeZone }: LessonProps) {
  const t = useT();
  const locale = useLocale();
  const dates = useDateFormat(timeZone);
  const bodyId = useId();
  const [marking, setMarking] = useState(false);
  const [markFailed, setMarkFailed] = useState(false);
  const done = lesson.completed_at !== null;
  const watchedPercent =
    lesson.duration_seconds && lesson.duration_seconds > 0
      ? Math.min(100, Math.floor((lesson.watched_seconds * 100) / lesson.duration_seconds))
      : 0;
  const started = lesson.watched_seconds > 0;
  const markDone = async () => {
    setMarking(true);
    setMarkFailed(false);
    try {
      await onMarkDone(lesson.slug);
    } catch {
      setMarkFailed(true);
    } finally {
      setMarking(false);
    }
  };
  return (
    <li>
      <Card as="article">
        <Card.Header
          titleAs="h2"
          title={t('bootcamp.lesson.title', { number, title: lesson.title })}
          description={lesson.summary}
          actions={
            done ? (
              <Badge tone="success">
                <Icon name="check" size="small" />
                {t('bootcamp.lesson.status.done')}
              </Badge>
            ) : started ? (
              <Badge tone="accent">{t('bootcamp.lesson.status.started')}</Badge>
            ) : (
              <Badge tone="neutral">{t('bootcamp.lesson.status.notStarted')}</Badge>
            )
          }
        />
        {open && (
          <Card.Body id={bodyId}>
            <Stack gap={4}>
              {lesson.shown_in === 'en' && locale !== 'en' && (
                <Text tone="muted" size="small">
                  {t('bootcamp.lesson.shownInEnglish')}
                </Text>
              )}
              {lesson.kind === 'video' && (
                <StyledMedia>
                  {lesson.video_url ? (
                    <LessonVideo
                      slug={lesson.slug}
                      src={lesson.video_url}
                      poster={lesson.poster_url ?? undefined}
                      title={lesson.title}
                      onWatched={onWatched}
                    />
                  ) : (
                    <InlineAlert tone="info" title={t('bootcamp.lesson.notReady')} />
                  )}
                </StyledMedia>
              )}
              {lesson.kind === 'link' && lesson.video_link && (
                <StyledMedia>
                  <VideoEmbed url={lesson.video_link} title={lesson.title} />
                </StyledMedia>
              )}
              {/* Sanitized by the server on save and again as it is read (decision 068). */}
              <StyledBody dangerouslySetInnerHTML={{ __html: lesson.body }} />
              {lesson.step && (
                <Text tone="muted" size="small">
                  {t('bootcamp.lesson.ticksStep', { step: t(stepTitles[lesson.step]) })}
                </Text>
              )}
              {lesson.kind === 'video' && lesson.duration_seconds !== null && (
                <ProgressBar
                  label={t('bootcamp.lesson.watched')}
                  value={watchedPercent}
                  size="small"
                  tone={done ? 'success' : 'accent'}
                />
              )}
              {done ? (
                <Text tone="success" size="small">
                  {t('bootcamp.lesson.completedOn', { date: dates.date(lesson.completed_at!) })}
                </Text>
              ) : lesson.kind === 'video' ? (
                <Text tone="muted" size="small">
                  {t('bootcamp.lesson.watchHint')}
                </Text>
              ) : null}
              {markFailed && (
                <InlineAlert tone="critical" title={t('bootcamp.lesson.markFailed')} />
              )}
            </Stack>
          </Card.Body>
        )}
        <Card.Footer>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={onToggle}
          >
            {open ? t('bootcamp.lesson.close') : t('bootcamp.lesson.open')}
          </Button>
          {open && !done && lesson.kind !== 'video' && (
            <Button loading={marking} onClick={markDone}>
              {t('bootcamp.lesson.markDone')}
            </Button>
          )}
        </Card.Footer>
      </Card>
    </li>
  );
}

/**
 * The evangelism boot camp: the course's percentage, then its lessons in order, each opening
 * to its video (which reports what played) or text, with its completion.
 */
export function BootcampScreen({
  status,
  onRetry,
  lessons,
  totals,
  onWatched,
  onMarkDone,
  saveFailed = false,
  initialOpen,
  timeZone,
}: BootcampScreenProps) {
  const t = useT();
  // The lesson to open is chosen once, when the lessons come: completing it keeps it open
  // (its video playing) rather than jumping to the next one.
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  if (open === undefined && lessons.length > 0) {
    setOpen(initialOpen ?? lessons.find((lesson) => !lesson.completed_at)?.slug ?? null);
  }
  return (
    <ScreenFrame
      title={t('bootcamp.title')}
      description={t('bootcamp.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('bootcamp.loadFailed')}
      loadingLabel={t('bootcamp.loading')}
      empty={{
        icon: 'flag',
        title: t('bootcamp.empty.title'),
        description: t('bootcamp.empty.description'),
      }}
    >
      <Stack gap={6}>
        <CourseProgress totals={totals} />
        {saveFailed && <InlineAlert tone="warning" title={t('bootcamp.saveFailed')} />}
        <Stack as="ol" gap={4} aria-label={t('bootcamp.lessons')}>
          {lessons.map((lesson, index) => (
            <Lesson
              key={lesson.slug}
              lesson={lesson}
              number={index + 1}
              open={open === lesson.slug}
              onToggle={() => setOpen(open === lesson.slug ? null : lesson.slug)}
              onWatched={onWatched}
              onMarkDone={onMarkDone}
              timeZone={timeZone}
            />
          ))}
        </Stack>
      </Stack>
    </ScreenFrame>
  );
}
