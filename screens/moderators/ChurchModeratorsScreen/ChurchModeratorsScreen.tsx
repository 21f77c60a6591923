import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledRow, StyledWho } from '../moderators.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type ChurchModeratorRow = {
  id: number;
  email: string;
  /** The person's name once they accepted. */
  name: string | null;
  status: 'invited' | 'approved';
  /** ISO 8601 date-times. */
  invitedAt: string;
  acceptedAt: string | null;
  /** When an open invitation's link stops working. */
  expiresAt: string | null;
};

export type ChurchModeratorsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  moderators: readonly ChurchModeratorRow[];
  /** Removes a moderator or withdraws an invitation; a rejection is shown in the dialog. */
  onRemove: (id: number) => Promise<unknown>;
  inviteHref: string;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
};

/**
 * The church's moderators (who review the stories people share with it) and its open
 * invitations. Each can be removed after 'Are you sure?'.
 */
export function ChurchModeratorsScreen({
  status,
  onRetry,
  moderators,
  onRemove,
  inviteHref,
  timeZone,
}: ChurchModeratorsScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [removing, setRemoving] = useState<ChurchModeratorRow>();
  const invite = (
    <LinkButton href={inviteHref} variant="primary">
      {t('moderators.list.invite')}
    </LinkButton>
  );
  return (
    <ScreenFrame
      title={t('moderators.list.title')}
      description={t('moderators.list.description')}
      actions={invite}
      status={status === 'ready' && moderators.length === 0 ? 'empty' : status}
      onRetry={onRetry}
      errorDescription={t('moderators.loadFailed')}
      loadingLabel={t('moderators.loading')}
      empty={{
        icon: 'users',
        title: t('moderators.list.emptyTitle'),
        description: t('moderators.list.emptyDescription'),
      }}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={64} />
            <Skeleton variant="rectangle" height={64} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      <Stack as="ul" gap={3} aria-label={t('moderators.list.title')}>
        {moderators.map((moderator) => (
          <StyledRow key={moderator.id}>
            <StyledWho>
              <strong>{moderator.name ?? moderator.email}</strong>
              {moderator.name && (
                <Text tone="muted" size="small">
                  {moderator.email}
                </Text>
              )}
              <Text tone="muted" size="small">
                {moderator.status === 'approved' && moderator.acceptedAt
                  ? t('moderators.list.since', { date: format.date(moderator.acceptedAt) })
                  : moderator.expiresAt
                    ? t('moderators.list.invitedUntil', {
                        date: format.date(moderator.invitedAt),
                        until: format.date(moderator.expiresAt),
                      })
                    : t('moderators.list.invitedOn', { date: format.date(moderator.invitedAt) })}
              </Text>
            </StyledWho>
            <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
              <Badge tone={moderator.status === 'approved' ? 'success' : 'info'}>
                {t(
                  moderator.status === 'approved'
                    ? 'moderators.status.approved'
                    : 'moderators.status.invited',
                )}
              </Badge>
              <Button
                variant="secondary"
                size="small"
                onClick={() => setRemoving(moderator)}
                aria-label={t('moderators.list.removeWho', {
                  who: moderator.name ?? moderator.email,
                })}
              >
                {t('moderators.list.remove')}
              </Button>
            </Stack>
          </StyledRow>
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          await onRemove(removing.id);
          setRemoving(undefined);
        }}
        tone="critical"
        message={
          removing &&
          t(
            removing.status === 'approved'
              ? 'moderators.list.confirmRemove'
              : 'moderators.list.confirmWithdraw',
            { who: removing.name ?? removing.email },
          )
        }
        confirmLabel={t('moderators.list.remove')}
      />
    </ScreenFrame>
  );
}
