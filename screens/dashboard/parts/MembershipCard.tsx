import type { BillingInterval, MembershipState } from '#contract/account/profile';
import { Link } from '#ds/actions/Link';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import { LinkButton } from '#ds/actions/LinkButton';
import { StyledFacts, StyledStack } from './parts.styles';
import { Text } from '#ds/primitives/Text';
import { Stack } from '#ds/primitives/Stack';

/** A church's membership as the dashboard and account pages show it; `none` when it has never had one. */
export type MembershipSummary = {
  state: MembershipState | 'none';
  /** The plan's name as the billing service names it (data, shown as is). */
  planName?: string;
  interval?: BillingInterval;
  /** ISO date-time: the end of the paid period (renewal, or when a past-due membership lapses). */
  periodEnd?: string;
};

export type MembershipLinks = {
  /** Pays the open invoice (payment information). */
  payHref: string;
  /** The plan page (change plan, choose a plan). */
  planHref: string;
};

const tones: Record<MembershipSummary['state'], BadgeTone> = {
  active: 'success',
  past_due: 'critical',
  canceled: 'neutral',
  none: 'warning',
};

const stateKeys = {
  active: 'dashboard.membership.state.active',
  past_due: 'dashboard.membership.state.pastDue',
  canceled: 'dashboard.membership.state.canceled',
  none: 'dashboard.membership.state.none',
} as const;

/** The membership's state and plan, with the action the state calls for (pay, choose a plan). */
export function MembershipCard({
  membership,
  links,
  timeZone,
  titleAs = 'h2',
}: {
  membership: MembershipSummary;
  /** Where the state's action leads; without links the card only reports. */
  links?: MembershipLinks;
  timeZone?: string;
  titleAs?: 'h2' | 'h3';
}) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const { state, planName, interval, periodEnd } = membership;
  return (
    <Card>
      <Card.Header
        titleAs={titleAs}
        title={t('dashboard.membership.title')}
        actions={<Badge tone={tones[state]}>{t(stateKeys[state])}</Badge>}
      />
      <Card.Body>
        <StyledStack>
          {(planName || interval || periodEnd) && (
            <StyledFacts>
              {planName && (
                <>
                  <Text as="dt" tone="muted">
                    {t('dashboard.membership.plan')}
                  </Text>
                  <dd>{planName}</dd>
                </>
              )}
              {interval && (
                <>
                  <Text as="dt" tone="muted">
                    {t('dashboard.membership.billing')}
                  </Text>
                  <dd>
                    {t(
                      interval === 'year'
                        ? 'dashboard.membership.yearly'
                        : 'dashboard.membership.monthly',
                    )}
                  </dd>
                </>
              )}
              {periodEnd && (
                <>
                  <Text as="dt" tone="muted">
                    {t(
                      state === 'active'
                        ? 'dashboard.membership.renews'
                        : 'dashboard.membership.ends',
                    )}
                  </Text>
                  <dd>
                    <time dateTime={periodEnd}>{dates.date(periodEnd)}</time>
                  </dd>
                </>
              )}
            </StyledFacts>
          )}
          {state === 'past_due' && (
            <Text as="p" tone="muted" size="small">
              {t('dashboard.membership.pastDueBody')}
            </Text>
          )}
          {(state === 'none' || state === 'canceled') && (
            <Text as="p" tone="muted" size="small">
              {t(
                state === 'none'
                  ? 'dashboard.membership.noneBody'
                  : 'dashboard.membership.canceledBody',
              )}
            </Text>
          )}
          {links && (
            <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
              {state === 'active' && (
                <Link href={links.planHref}>{t('dashboard.membership.viewPlan')}</Link>
              )}
              {state === 'past_due' && (
                <LinkButton
                  href={links.payHref}
                  tone="critical"
                  icon={<Icon name="warning" size="small" />}
                >
                  {t('dashboard.membership.payNow')}
                </LinkButton>
              )}
              {(state === 'none' || state === 'canceled') && (
                <LinkButton href={links.planHref}>
                  {t('dashboard.membership.choosePlan')}
                </LinkButton>
              )}
            </Stack>
          )}
        </StyledStack>
      </Card.Body>
    </Card>
  );
}

/** The membership card while the profile loads: its title, and placeholders for the facts. */
export function MembershipCardLoading({ titleAs = 'h2' }: { titleAs?: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs={titleAs} title={t('dashboard.membership.title')} />
      <Card.Body>
        <Skeleton variant="text" lines={4} />
      </Card.Body>
    </Card>
  );
}
