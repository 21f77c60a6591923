import type { ReactNode } from 'react';
import { Card } from '#ds/display/Card';
import { EmptyState, type EmptyStateProps } from '#ds/display/EmptyState';
import { PageHeader } from '#ds/display/PageHeader';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import type { ScreenStatus } from '../messages';
import { StyledLoading, StyledScreenFrame } from './ScreenFrame.styles';
import { Stack } from '#ds/primitives/Stack';

/** A notice with a headline and a sentence saying what to do. */
export type ScreenNotice = { title: ReactNode; description?: ReactNode };

export type ScreenFrameProps = {
  /** The page's `h1`, shown in every state. */
  title: ReactNode;
  /** The sentence under the title, shown in every state. */
  description?: ReactNode;
  /** A way back up (a link to the parent page), above the title. */
  breadcrumbs?: ReactNode;
  /** The page's actions (a primary button, a link): shown only when the data is ready. */
  actions?: ReactNode;
  /** Where the screen's data stands; the container derives it from its queries. */
  status: ScreenStatus;
  /** The error's 'Try again'. */
  onRetry?: () => void;
  /** What failed, under 'Something went wrong!'. */
  errorDescription?: ReactNode;
  /** What screen readers hear while loading ('Loading your account…'); 'Loading…' by default. */
  loadingLabel?: string;
  /** The shape of the screen's content while it loads; a card of text lines by default. */
  skeleton?: ReactNode;
  /**
   * The notice for a person whose account is restricted. With `status: 'restricted'` it is all
   * the page shows ('This page is not available to you' by default); with `restricted` it shows
   * above the content.
   */
  restrictedNotice?: ScreenNotice;
  /** The account is restricted: the notice shows above the ready content. */
  restricted?: boolean;
  /** What `status: 'empty'` shows ('Nothing here yet' by default), and the way out. */
  empty?: Partial<Pick<EmptyStateProps, 'icon' | 'title' | 'description' | 'action'>>;
  /** `narrow` for a form page. */
  width?: 'full' | 'narrow';
  /** The screen itself, shown when the data is ready. */
  children?: ReactNode;
};

/**
 * The frame of every screen: the page header, then what the data allows: a loading
 * skeleton, 'Something went wrong!' with a retry, the restricted notice, the empty state, or
 * the screen's content. Screens give only their content and their skeleton's shape.
 */
export function ScreenFrame({
  title,
  description,
  breadcrumbs,
  actions,
  status,
  onRetry,
  errorDescription,
  loadingLabel,
  skeleton,
  restrictedNotice,
  restricted = false,
  empty,
  width = 'full',
  children,
}: ScreenFrameProps) {
  const t = useT();
  const notice = restrictedNotice ?? {
    title: t('screenFrame.restricted.title'),
    description: t('screenFrame.restricted.description'),
  };
  const restrictedAlert = (
    <InlineAlert tone="warning" title={notice.title} description={notice.description} />
  );

  return (
    <StyledScreenFrame data-width={width} data-status={status}>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={breadcrumbs}
        actions={status === 'ready' ? actions : undefined}
      />
      {status === 'loading' && (
        <Skeleton.Group loading label={loadingLabel}>
          <StyledLoading>
            {skeleton ?? (
              <Card as="div">
                <Card.Body>
                  <Stack gap={4}>
                    <Skeleton variant="text" lines={3} />
                    <Skeleton variant="rectangle" height={40} />
                  </Stack>
                </Card.Body>
              </Card>
            )}
          </StyledLoading>
        </Skeleton.Group>
      )}
      {status === 'error' && (
        <InlineAlert tone="critical" description={errorDescription} onRetry={onRetry} />
      )}
      {status === 'restricted' && restrictedAlert}
      {status === 'empty' && (
        <EmptyState
          size="large"
          icon={empty?.icon}
          title={empty?.title ?? t('screenFrame.empty.title')}
          description={empty?.description}
          action={empty?.action}
        />
      )}
      {status === 'ready' && (
        <>
          {restricted && restrictedAlert}
          {children}
        </>
      )}
    </StyledScreenFrame>
  );
}
