import { Grid } from '#ds/primitives/Grid';
import { useId, useMemo } from 'react';
import { DataTable } from '#ds/data/DataTable';
import { Icon, type IconName } from '#ds/display/Icon';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import {
  useTableColumns,
  type ResourceListColumn,
  type ResourceRow,
} from '../ResourceListScreen/ResourceListScreen';
import { StyledHeader } from './RelatedRecords.styles';

export type RelatedRecordsProps = {
  /** The section's heading (an `h2`), e.g. 'Users of this account'. */
  title: string;
  columns: readonly ResourceListColumn[];
  rows: readonly ResourceRow[];
  /** The records load on their own: `loading` and `error` show in the table. */
  status: ScreenStatus;
  onRetry?: () => void;
  emptyMessage: string;
  /** A link beside the heading, e.g. 'Add a user to this account'. */
  action?: { label: string; href: string };
  /** The action's icon ('user-plus' by default: most related records are people). */
  actionIcon?: IconName;
  /** Pins the time zone of dates (stories, tests); the browser's by default. */
  timeZone?: string;
};

/** Another resource's records that belong to this one (an account's users), as a small table. */
export function RelatedRecords({
  title,
  columns,
  rows,
  status,
  onRetry,
  emptyMessage,
  action,
  actionIcon = 'user-plus',
  timeZone,
}: RelatedRecordsProps) {
  const id = useId();
  // The related records come in one page, in the server's order: no sorting here.
  const tableColumns = useTableColumns(
    useMemo(() => columns.map((column) => ({ ...column, sortable: false })), [columns]),
    timeZone,
  );
  return (
    <Grid as="section" gap={3} shrink aria-labelledby={id}>
      <StyledHeader>
        <h2 id={id}>{title}</h2>
        {action && (
          <LinkButton href={action.href} icon={<Icon name={actionIcon} />}>
            {action.label}
          </LinkButton>
        )}
      </StyledHeader>
      <DataTable
        label={title}
        columns={tableColumns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={status === 'loading'}
        error={status === 'error'}
        onRetry={onRetry}
        emptyMessage={emptyMessage}
      />
    </Grid>
  );
}
