import { createPortal } from 'react-dom';
import { Button } from '#ds/actions/Button';
import { IconButton } from '#ds/actions/IconButton';
import { useT } from '#ds/i18n';
import { useMenuButton } from '#ds/overlays';
import { StyledActions, StyledMenu, StyledMenuItem } from './DataTable.styles';
import type { DataTableRowAction, DataTableRowActions } from './DataTable.types';

type RowActionsProps<Row> = { row: Row; config: DataTableRowActions<Row> };

/** The actions of one row: buttons side by side, or a ⋮ menu button. */
export function RowActions<Row>({ row, config }: RowActionsProps<Row>) {
  const t = useT();
  const rowName = config.rowLabel(row);
  const actions = config.actions.filter((action) => !action.hidden?.(row));
  const variant = config.variant ?? (config.actions.length > 2 ? 'menu' : 'buttons');
  if (actions.length === 0) return null;
  if (variant === 'menu') return <RowActionsMenu row={row} rowName={rowName} actions={actions} />;
  return (
    <StyledActions>
      {actions.map((action) => (
        <Button
          key={action.key}
          variant="plain"
          tone={action.tone}
          size="small"
          aria-label={t('dataTable.rowAction', { action: action.label, row: rowName })}
          disabled={action.disabled?.(row)}
          onClick={() => action.onAction(row)}
        >
          {action.label}
        </Button>
      ))}
    </StyledActions>
  );
}

type RowActionsMenuProps<Row> = {
  row: Row;
  rowName: string;
  actions: readonly DataTableRowAction<Row>[];
};

/**
 * A menu button (`useMenuButton`, the WAI-ARIA pattern): Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; arrows, Home, End and the first letter move; Escape
 * returns focus to the button. The menu is portalled to <body>, so the table's scroll box
 * cannot clip it, and placed by Floating UI, above or to the left when there is no room; it
 * closes when anything scrolls, rather than drifting away from its button.
 */
export function RowActionsMenu<Row>({ row, rowName, actions }: RowActionsMenuProps<Row>) {
  const t = useT();
  const menuLabel = t('dataTable.actionsFor', { row: rowName });
  const { open, close, triggerProps, menuProps } = useMenuButton<HTMLButtonElement, HTMLDivElement>(
    { placement: 'bottom-end', closeOnScroll: true },
  );

  const choose = (action: DataTableRowAction<Row>) => {
    if (action.disabled?.(row)) return;
    close();
    action.onAction(row);
  };

  return (
    <StyledActions>
      <IconButton
        icon="more"
        size="small"
        tooltip={false}
        aria-label={menuLabel}
        {...triggerProps}
        aria-controls={open ? triggerProps['aria-controls'] : undefined}
      />
      {open &&
        createPortal(
          <StyledMenu {...menuProps} aria-label={menuLabel}>
            {actions.map((action) => (
              <StyledMenuItem
                key={action.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-tone={action.tone}
                aria-label={t('dataTable.rowAction', { action: action.label, row: rowName })}
                aria-disabled={action.disabled?.(row) || undefined}
                onClick={() => choose(action)}
              >
                {action.label}
              </StyledMenuItem>
            ))}
          </StyledMenu>,
          document.body,
        )}
    </StyledActions>
  );
}
