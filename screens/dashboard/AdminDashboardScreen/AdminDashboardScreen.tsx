import { Fragment, useId, useMemo } from 'react';
import type { Role } from '#contract/roles';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { DataTable, type DataTableColumn } from '#ds/data/DataTable';
import { useT, type MessageKey } from '#ds/i18n';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenStatus } from '#screens/shared/messages';
import { roleLabelKeys } from '#screens/shared/roles';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { DashboardSkeleton } from '../parts/DashboardStates';
import { QuickActionCard } from '../parts/QuickActionCard';
import type { IconName } from '#ds/display/Icon';
import { StyledCardGrid, StyledSectionTitle, StyledStack } from '../parts/parts.styles';
import { StyledOverview, StyledRoleList, StyledStat } from './AdminDashboardScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Grid } from '#ds/primitives/Grid';
import { Text } from '#ds/primitives/Text';

/** The admin areas the dashboard links to, in the order shown. */
export const adminAreaIds = [
  'users',
  'accounts',
  'moderators',
  'videos',
  'cardOrders',
  'pages',
  'store',
  'locations',
  'settings',
] as const;

export type AdminAreaId = (typeof adminAreaIds)[number];

/** Links to the admin areas (a card shows only when its link is given), and to the video review queue. */
export type AdminDashboardLinks = Partial<Record<AdminAreaId, string>> & { videoReview?: string };

/** What a write did to a record. */
export type AdminActivityAction = 'create' | 'update' | 'delete';

/** One write of the activity log, as the dashboard shows it. */
export type AdminActivity = {
  id: number | string;
  /** ISO date-time. */
  at: string;
  /** Who did it (a person's name; data). */
  actorName: string;
  action: AdminActivityAction;
  /** What kind of record, already translated and in the sentence's case ('user', '사용자'). */
  resourceLabel: string;
  /** What the record was called when it was written (data). */
  recordLabel: string;
  /** The fields an update changed, already translated. */
  changedFields: readonly string[];
  /** The record's admin page, while the record still exists. */
  href?: string;
};

export type AdminCardOrders = {
  /** Orders waiting to be handled. */
  open: number;
  /** Orders placed this calendar month. */
  thisMonth: number;
};

export type AdminDashboardScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** How many users hold each role (a user with two roles counts in both). */
  usersByRole: Partial<Record<Role, number>>;
  /** Users in all, each counted once. */
  totalUsers: number;
  /** Accounts in all. */
  totalAccounts: number;
  /** Videos waiting for review. */
  waitingVideos: number;
  cardOrders: AdminCardOrders;
  links: AdminDashboardLinks;
  /** The latest writes of the activity log, newest first. */
  recentActivity: readonly AdminActivity[];
  /** The activity loads on its own: `loading` and `error` show in the table. */
  activityStatus?: ScreenStatus;
  onRetryActivity?: () => void;
  /** Time zone for dates; the browser's by default. */
  timeZone?: string;
};

const actionKeys: Record<AdminActivityAction, MessageKey> = {
  create: 'resources.activity.actions.create',
  update: 'resources.activity.actions.update',
  delete: 'resources.activity.actions.delete',
};

const areas: Record<AdminAreaId, { icon: IconName; title: MessageKey; description: MessageKey }> = {
  users: {
    icon: 'users',
    title: 'dashboard.admin.areas.users.title',
    description: 'dashboard.admin.areas.users.description',
  },
  accounts: {
    icon: 'file',
    title: 'dashboard.admin.areas.accounts.title',
    description: 'dashboard.admin.areas.accounts.description',
  },
  moderators: {
    icon: 'shield',
    title: 'dashboard.admin.areas.moderators.title',
    description: 'dashboard.admin.areas.moderators.description',
  },
  videos: {
    icon: 'video',
    title: 'dashboard.admin.areas.videos.title',
    description: 'dashboard.admin.areas.videos.description',
  },
  cardOrders: {
    icon: 'card',
    title: 'dashboard.admin.areas.cardOrders.title',
    description: 'dashboard.admin.areas.cardOrders.description',
  },
  pages: {
    icon: 'book',
    title: 'dashboard.admin.areas.pages.title',
    description: 'dashboard.admin.areas.pages.description',
  },
  store: {
    icon: 'cart',
    title: 'dashboard.admin.areas.store.title',
    description: 'dashboard.admin.areas.store.description',
  },
  locations: {
    icon: 'map-pin',
    title: 'dashboard.admin.areas.locations.title',
    description: 'dashboard.admin.areas.locations.description',
  },
  settings: {
    icon: 'settings',
    title: 'dashboard.admin.areas.settings.title',
    description: 'dashboard.admin.areas.settings.description',
  },
};

const roleOrder: readonly Role[] = [
  'evangelism',
  'free_evangelism',
  'individual',
  'care',
  'website',
  'discipleship',
  'admin',
];

/**
 * The admin dashboard: users by role, videos waiting for review and card orders, links to the
 * admin areas, and the recent activity.
 */
export function AdminDashboardScreen({
  status,
  onRetry,
  usersByRole,
  totalUsers,
  totalAccounts,
  waitingVideos,
  cardOrders,
  links,
  recentActivity,
  activityStatus = 'ready',
  onRetryActivity,
  timeZone,
}: AdminDashboardScreenProps) {
  const t = useT();
  const number = useNumberFormat();
  const dates = useDateFormat(timeZone);
  const sectionId = useId();

  const columns = useMemo<DataTableColumn<AdminActivity>[]>(
    () => [
      {
        key: 'at',
        header: t('dashboard.admin.activity.when'),
        width: '12rem',
        cell: (row) => <time dateTime={row.at}>{dates.dateTime(row.at)}</time>,
        rowHeader: false,
      },
      {
        key: 'what',
        header: t('dashboard.admin.activity.what'),
        // Wide enough to read the sentence; a phone scrolls the table (decision 005).
        width: '24rem',
        rowHeader: true,
        cell: (row) => {
          const sentence = t(actionKeys[row.action], {
            actor: row.actorName,
            resource: row.resourceLabel,
            record: row.recordLabel,
          });
          return (
            <Stack as="span" gap={1}>
              <span>{row.href ? <Link href={row.href}>{sentence}</Link> : sentence}</span>
              {row.changedFields.length > 0 && (
                <Text tone="muted" size="xsmall">
                  {t('resources.activity.changed', { fields: row.changedFields.join(', ') })}
                </Text>
              )}
            </Stack>
          );
        },
      },
    ],
    [t, dates],
  );

  const reviewHref = links.videoReview ?? links.videos;
  return (
    <ScreenFrame
      title={t('dashboard.admin.title')}
      description={t('dashboard.admin.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('dashboard.loadFailed')}
      loadingLabel={t('dashboard.loading')}
      skeleton={<DashboardSkeleton cards={6} />}
    >
      <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-overview`}>
        <StyledSectionTitle id={`${sectionId}-overview`} className="visually-hidden">
          {t('dashboard.admin.overview')}
        </StyledSectionTitle>
        <StyledOverview>
          <li>
            <Card>
              <Card.Header title={t('dashboard.admin.users.title')} />
              <Card.Body>
                <StyledStack data-align="stretch">
                  <StyledStat>
                    <strong>{number(totalUsers)}</strong> {t('dashboard.admin.users.total')}
                  </StyledStat>
                  <StyledRoleList>
                    {roleOrder.map((role) => (
                      <Fragment key={role}>
                        <Text as="dt" tone="muted">
                          {t(roleLabelKeys[role])}
                        </Text>
                        <dd>{number(usersByRole[role] ?? 0)}</dd>
                      </Fragment>
                    ))}
                  </StyledRoleList>
                  {links.users && (
                    <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                      <Link href={links.users}>{t('dashboard.admin.users.manage')}</Link>
                    </Stack>
                  )}
                </StyledStack>
              </Card.Body>
            </Card>
          </li>
          <li>
            <Card>
              <Card.Header title={t('dashboard.admin.accounts.title')} />
              <Card.Body>
                <StyledStack>
                  <StyledStat>
                    <strong>{number(totalAccounts)}</strong> {t('dashboard.admin.accounts.total')}
                  </StyledStat>
                  {links.accounts && (
                    <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                      <Link href={links.accounts}>{t('dashboard.admin.accounts.manage')}</Link>
                    </Stack>
                  )}
                </StyledStack>
              </Card.Body>
            </Card>
          </li>
          <li>
            <Card>
              <Card.Header title={t('dashboard.admin.videos.title')} />
              <Card.Body>
                <StyledStack>
                  <StyledStat>
                    <strong>{number(waitingVideos)}</strong> {t('dashboard.admin.videos.waiting')}
                  </StyledStat>
                  {reviewHref && (
                    <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                      <Link href={reviewHref}>{t('dashboard.admin.videos.review')}</Link>
                    </Stack>
                  )}
                </StyledStack>
              </Card.Body>
            </Card>
          </li>
          <li>
            <Card>
              <Card.Header title={t('dashboard.admin.cardOrders.title')} />
              <Card.Body>
                <StyledStack>
                  <StyledStat>
                    <strong>{number(cardOrders.open)}</strong>{' '}
                    {t('dashboard.admin.cardOrders.open')}
                  </StyledStat>
                  <StyledStat>
                    <strong>{number(cardOrders.thisMonth)}</strong>{' '}
                    {t('dashboard.admin.cardOrders.thisMonth')}
                  </StyledStat>
                  {links.cardOrders && (
                    <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                      <Link href={links.cardOrders}>{t('dashboard.admin.cardOrders.manage')}</Link>
                    </Stack>
                  )}
                </StyledStack>
              </Card.Body>
            </Card>
          </li>
        </StyledOverview>
      </Grid>

      <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-activity`}>
        <StyledSectionTitle id={`${sectionId}-activity`}>
          {t('resources.activity.title')}
        </StyledSectionTitle>
        <DataTable
          label={t('resources.activity.title')}
          columns={columns}
          rows={recentActivity}
          getRowKey={(row) => row.id}
          loading={activityStatus === 'loading'}
          error={activityStatus === 'error'}
          onRetry={onRetryActivity}
          emptyMessage={t('resources.activity.empty')}
        />
      </Grid>

      <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-areas`}>
        <StyledSectionTitle id={`${sectionId}-areas`}>
          {t('dashboard.admin.areas.title')}
        </StyledSectionTitle>
        <StyledCardGrid>
          {adminAreaIds.map((id) => {
            const href = links[id];
            if (!href) return null;
            return (
              <li key={id}>
                <QuickActionCard
                  href={href}
                  icon={areas[id].icon}
                  title={t(areas[id].title)}
                  description={t(areas[id].description)}
                  count={id === 'videos' ? waitingVideos : undefined}
                  countLabel={
                    id === 'videos'
                      ? t('dashboard.admin.videos.waitingCount', { count: number(waitingVideos) })
                      : undefined
                  }
                />
              </li>
            );
          })}
        </StyledCardGrid>
      </Grid>
    </ScreenFrame>
  );
}
