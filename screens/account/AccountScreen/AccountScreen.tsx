import { useId, type ReactNode } from 'react';
import type { ChurchStatus } from '#contract/account/profile';
import type { Role } from '#contract/roles';
import { Link } from '#ds/actions/Link';
import { Avatar } from '#ds/display/Avatar';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { MembershipCard, type MembershipSummary } from '#screens/dashboard/parts/MembershipCard';
import { StyledFacts, StyledStack } from '#screens/dashboard/parts/parts.styles';
import { LinkButton } from '#ds/actions/LinkButton';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { ScreenStatus } from '#screens/shared/messages';
import { roleLabelKeys } from '#screens/shared/roles';
import {
  StyledBilling,
  StyledColumn,
  StyledEmail,
  StyledGrid,
  StyledLinks,
  StyledName,
} from './AccountScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type AccountUser = {
  firstName: string;
  lastName: string;
  email: string;
  /** A new address waiting for its verification code. */
  pendingEmail?: string | null;
  photoUrl?: string | null;
  roles: readonly Role[];
};

export type AccountChurch = {
  name: string;
  website?: string | null;
  phone?: string | null;
  status?: ChurchStatus | null;
};

export type AccountLinks = {
  /** Update user info (names, show mode, email). */
  updateInfo: string;
  /** Payment information (update the card). Paying partners only. */
  paymentInfo?: string;
  /** The plan. Paying partners only. */
  plan?: string;
  /** Invoices and subscriptions. Paying partners only. */
  subscriptions?: string;
};

export type AccountScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  user: AccountUser;
  /** The user's church, or null when they have none (individuals). */
  church?: AccountChurch | null;
  /** The membership, for paying partners; leave out for roles without one. */
  membership?: MembershipSummary | null;
  /** The user's state is not active. */
  restricted: boolean;
  links: AccountLinks;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
  /** The invoices and payments of a paying partner's church, under the account. */
  billing?: ReactNode;
  /** The account's shipping address card (Account › Shipping address), in the second column. */
  shipping?: ReactNode;
};

const churchTones: Record<ChurchStatus, BadgeTone> = {
  active: 'success',
  pending: 'info',
  inactive: 'neutral',
};

const churchStatusKeys = {
  active: 'account.church.status.active',
  pending: 'account.church.status.pending',
  inactive: 'account.church.status.inactive',
} as const;

/**
 * The account page: who the user is (name, email, photo, roles), their church, their
 * membership and plan, and links to update their information, payment information and plan.
 */
export function AccountScreen({
  status,
  onRetry,
  user,
  church,
  membership,
  restricted,
  links,
  timeZone,
  billing,
  shipping,
}: AccountScreenProps) {
  const t = useT();
  const rolesId = useId();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const billingLinks = [
    links.paymentInfo && { href: links.paymentInfo, label: t('account.billing.paymentInfo') },
    links.plan && { href: links.plan, label: t('account.billing.plan') },
    links.subscriptions && { href: links.subscriptions, label: t('account.billing.subscriptions') },
  ].filter((link): link is { href: string; label: string } => Boolean(link));

  return (
    <ScreenFrame
      title={t('account.title')}
      description={t('account.description')}
      actions={
        <LinkButton href={links.updateInfo} variant="secondary">
          {t('account.updateInfoLink')}
        </LinkButton>
      }
      status={status}
      onRetry={onRetry}
      errorDescription={t('account.loadFailed')}
      loadingLabel={t('account.loading')}
      skeleton={
        <StyledGrid>
          <Card as="div">
            <Card.Body>
              <Stack direction="horizontal" align="center" gap={4} shrink>
                <Skeleton variant="circle" size="large" />
                <Skeleton variant="text" lines={2} />
              </Stack>
            </Card.Body>
          </Card>
          <Card as="div">
            <Card.Body>
              <Skeleton variant="text" lines={4} />
            </Card.Body>
          </Card>
        </StyledGrid>
      }
      restricted={restricted}
      restrictedNotice={{
        title: t('account.restricted.title'),
        description: t('account.restricted.description'),
      }}
    >
      <StyledGrid>
        <StyledColumn>
          <Card as="div">
            <Card.Body>
              <StyledStack>
                <Stack direction="horizontal" align="center" gap={4} shrink>
                  <Avatar
                    name={fullName}
                    src={user.photoUrl ?? undefined}
                    size="large"
                    decorative
                  />
                  <div>
                    <StyledName>{fullName}</StyledName>
                    <StyledEmail>{user.email}</StyledEmail>
                  </div>
                </Stack>
                {user.pendingEmail && (
                  <InlineAlert
                    tone="info"
                    description={t('account.pendingEmail', { email: user.pendingEmail })}
                    action={<Link href={links.updateInfo}>{t('account.enterCode')}</Link>}
                  />
                )}
                <div>
                  <Text as="p" tone="muted" size="small" id={`${rolesId}-label`}>
                    {t('account.rolesLabel')}
                  </Text>
                  <Stack
                    as="ul"
                    direction="horizontal"
                    wrap="wrap"
                    gap={2}
                    aria-labelledby={`${rolesId}-label`}
                  >
                    {user.roles.map((role) => (
                      <li key={role}>
                        <Badge tone={role === 'admin' ? 'info' : 'neutral'}>
                          {t(roleLabelKeys[role])}
                        </Badge>
                      </li>
                    ))}
                  </Stack>
                </div>
              </StyledStack>
            </Card.Body>
          </Card>
          <Card>
            <Card.Header
              titleAs="h2"
              title={t('account.church.title')}
              actions={
                church?.status ? (
                  <Badge tone={churchTones[church.status]}>
                    {t(churchStatusKeys[church.status])}
                  </Badge>
                ) : undefined
              }
            />
            <Card.Body>
              {church ? (
                <StyledFacts>
                  <Text as="dt" tone="muted">
                    {t('account.church.name')}
                  </Text>
                  <dd>{church.name}</dd>
                  {church.website && (
                    <>
                      <Text as="dt" tone="muted">
                        {t('account.church.website')}
                      </Text>
                      <dd>
                        <Link href={church.website} external>
                          {church.website.replace(/^https?:\/\//, '')}
                        </Link>
                      </dd>
                    </>
                  )}
                  {church.phone && (
                    <>
                      <Text as="dt" tone="muted">
                        {t('account.church.phone')}
                      </Text>
                      <dd>
                        <Link href={`tel:${church.phone.replace(/[^\d+]/g, '')}`}>
                          {church.phone}
                        </Link>
                      </dd>
                    </>
                  )}
                </StyledFacts>
              ) : (
                <Text as="p" tone="muted" size="small">
                  {t('account.church.none')}
                </Text>
              )}
            </Card.Body>
          </Card>
        </StyledColumn>
        <StyledColumn>
          {membership && (
            <MembershipCard
              membership={membership}
              links={
                links.paymentInfo && links.plan
                  ? { payHref: links.paymentInfo, planHref: links.plan }
                  : undefined
              }
              timeZone={timeZone}
            />
          )}
          {shipping}
          {billingLinks.length > 0 && (
            <Card>
              <Card.Header titleAs="h2" title={t('account.billing.title')} />
              <Card.Body>
                <StyledLinks>
                  {billingLinks.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} variant="standalone">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </StyledLinks>
              </Card.Body>
            </Card>
          )}
        </StyledColumn>
      </StyledGrid>
      {billing && <StyledBilling>{billing}</StyledBilling>}
    </ScreenFrame>
  );
}
