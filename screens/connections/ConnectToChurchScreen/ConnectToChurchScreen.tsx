import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Skeleton } from '#ds/display/Skeleton';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Textarea, translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { MessageKey } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  ChurchFinder,
  ChurchSummary,
  type FinderLocation,
  type FoundChurchRow,
} from '../ChurchSearch';
import { StyledChurch, StyledResult, StyledSection } from '../ChurchSearch/ChurchSearch.styles';
import { Stack } from '#ds/primitives/Stack';

export type ConnectionState = 'new' | 'accepted' | 'declined';

/** One of the person's requests. */
export type MyConnectionRow = {
  id: number;
  /** The church's account. */
  accountId: number;
  churchName: string;
  publicHref: string;
  status: ConnectionState;
  /** ISO 8601 date-times. */
  createdAt: string;
  decidedAt: string | null;
};

export const CONNECTION_NOTE_MAX = 1000;

const statusKeys: Record<ConnectionState, MessageKey> = {
  new: 'connections.status.new',
  accepted: 'connections.status.accepted',
  declined: 'connections.status.declined',
};
const statusTones = { new: 'info', accepted: 'success', declined: 'neutral' } as const;

export type ConnectToChurchScreenProps = {
  /** The person's requests and the first results. */
  status: ScreenStatus;
  onRetry?: () => void;
  search: string;
  onSearch: (search: string) => void;
  location: FinderLocation;
  onUseLocation: () => void;
  /** The finder's churches for the search (and location). */
  churches: readonly FoundChurchRow[];
  /** The person's requests, newest first. */
  requests: readonly MyConnectionRow[];
  /** Sends a request with an optional note; answers what was refused, if anything. */
  onConnect: (accountId: number, note: string) => Promise<ScreenMessage | void>;
  /** Withdraws a request; answers what was refused, if anything. */
  onWithdraw: (id: number) => Promise<ScreenMessage | void>;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
};

/**
 * An individual finds a church (by name, city, zip code, or nearest to them) and asks it to
 * connect, with an optional note; their requests and the church's answers are listed above.
 */
export function ConnectToChurchScreen({
  status,
  onRetry,
  search,
  onSearch,
  location,
  onUseLocation,
  churches,
  requests,
  onConnect,
  onWithdraw,
  timeZone,
}: ConnectToChurchScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [asking, setAsking] = useState<number>();
  const [withdrawing, setWithdrawing] = useState<MyConnectionRow>();
  const [error, setError] = useState<ScreenMessage>();
  const alertRef = useFocusOnChange<HTMLDivElement>(error);
  const requested = new Map(
    requests.map((request) => [request.accountId, request.status] as const),
  );

  return (
    <ScreenFrame
      title={t('connections.connect.title')}
      description={t('connections.connect.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('connections.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={240} />}
      width="narrow"
    >
      {error && (
        <InlineAlert
          ref={alertRef}
          tabIndex={-1}
          tone="critical"
          description={translateError(t, error)}
        />
      )}
      <StyledSection aria-labelledby="my-connections">
        <h2 id="my-connections">{t('connections.connect.mine')}</h2>
        {requests.length === 0 ? (
          <p>{t('connections.connect.noneYet')}</p>
        ) : (
          <Stack as="ul" gap={3} aria-labelledby="my-connections">
            {requests.map((request) => (
              <StyledResult key={request.id}>
                <Stack
                  direction="horizontal"
                  wrap="wrap"
                  align="center"
                  justify="space-between"
                  rowGap={3}
                  columnGap={4}
                >
                  <StyledChurch>
                    <Link href={request.publicHref} external>
                      {request.churchName}
                    </Link>
                    <span>
                      {request.decidedAt
                        ? t('connections.connect.answeredOn', {
                            date: format.date(request.decidedAt),
                          })
                        : t('connections.connect.askedOn', {
                            date: format.date(request.createdAt),
                          })}
                    </span>
                  </StyledChurch>
                  <Stack direction="horizontal" wrap="wrap" align="center" rowGap={3} columnGap={4}>
                    <Badge tone={statusTones[request.status]}>
                      {t(statusKeys[request.status])}
                    </Badge>
                    {request.status !== 'declined' && (
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setWithdrawing(request)}
                        aria-label={t('connections.connect.withdrawFrom', {
                          church: request.churchName,
                        })}
                      >
                        {t('connections.connect.withdraw')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </StyledResult>
            ))}
          </Stack>
        )}
      </StyledSection>

      <StyledSection aria-labelledby="find-church">
        <h2 id="find-church">{t('connections.connect.find')}</h2>
        <ChurchFinder
          search={search}
          onSearch={onSearch}
          location={location}
          onUseLocation={onUseLocation}
          churches={churches}
          renderChurch={(church) => {
            const state = requested.get(church.accountId);
            return (
              <>
                <Stack
                  direction="horizontal"
                  wrap="wrap"
                  align="center"
                  justify="space-between"
                  rowGap={3}
                  columnGap={4}
                >
                  <ChurchSummary church={church} />
                  {state ? (
                    <Badge tone={statusTones[state]}>{t(statusKeys[state])}</Badge>
                  ) : (
                    asking !== church.accountId && (
                      <Button
                        size="small"
                        onClick={() => {
                          setError(undefined);
                          setAsking(church.accountId);
                        }}
                        aria-label={t('connections.connect.askWho', { church: church.name })}
                      >
                        {t('connections.connect.ask')}
                      </Button>
                    )
                  )}
                </Stack>
                {asking === church.accountId && !state && (
                  <NoteForm
                    church={church.name}
                    onCancel={() => setAsking(undefined)}
                    onSend={async (note) => {
                      const refused = await onConnect(church.accountId, note);
                      if (!refused) setAsking(undefined);
                      return refused;
                    }}
                  />
                )}
              </>
            );
          }}
        />
      </StyledSection>
      <ConfirmDialog
        open={withdrawing !== undefined}
        onClose={() => setWithdrawing(undefined)}
        onConfirm={async () => {
          if (!withdrawing) return;
          const refused = await onWithdraw(withdrawing.id);
          setError(refused || undefined);
          setWithdrawing(undefined);
        }}
        tone="critical"
        message={
          withdrawing &&
          t('connections.connect.confirmWithdraw', { church: withdrawing.churchName })
        }
        confirmLabel={t('connections.connect.withdraw')}
      />
    </ScreenFrame>
  );
}

/** The optional note to the church, and Send. */
function NoteForm({
  church,
  onSend,
  onCancel,
}: {
  church: string;
  onSend: (note: string) => Promise<ScreenMessage | void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [refused, setRefused] = useState<ScreenMessage>();
  const alertRef = useFocusOnChange<HTMLDivElement>(refused);
  return (
    <Form<{ note?: string }>
      onSubmit={async (values) => {
        setRefused(undefined);
        let outcome: ScreenMessage | void;
        try {
          outcome = await onSend((values.note ?? '').trim());
        } catch {
          outcome = 'common.somethingWentWrong';
        }
        if (outcome) setRefused(outcome);
      }}
      render={({ handleSubmit, submitting }) => (
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-label={t('connections.connect.askWho', { church })}
        >
          <Stack gap={3}>
            {refused && (
              <InlineAlert
                ref={alertRef}
                tabIndex={-1}
                tone="critical"
                description={translateError(t, refused)}
              />
            )}
            <Textarea
              name="note"
              label={t('connections.connect.note')}
              hint={t('connections.connect.noteHint')}
              maxLength={CONNECTION_NOTE_MAX}
              showCount
            />
            <Stack direction="horizontal" wrap="wrap" gap={3}>
              <Button type="submit" loading={submitting}>
                {t('connections.connect.send')}
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    />
  );
}
