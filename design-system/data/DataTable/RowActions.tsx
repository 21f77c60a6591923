import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#ds/actions/Button';
import { IconButton } from '#ds/actions/IconButton';
import { useT } from '#ds/i18n';
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

const gap = 4;

/**
 * A menu button (WAI-ARIA APG pattern): Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape and Tab close it and return focus.
 * The menu is portalled to <body> with fixed coordinates, so the table's scroll box cannot
 * clip it; it closes when anything scrolls, rather than drifting away from its button.
 */
export function RowActionsMenu<Row>({ row, rowName, actions }: RowActionsMenuProps<Row>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const menuLabel = t('dataTable.actionsFor', { row: rowName });

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  // Place the menu under its button (above when there is no room), then focus an item.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const menu = menuRef.current;
    if (!open || !trigger || !menu) return;
    const button = trigger.getBoundingClientRect();
    const { width, height } = menu.getBoundingClientRect();
    const below = button.bottom + gap;
    const top =
      below + height <= window.innerHeight ? below : Math.max(gap, button.top - gap - height);
    const left = Math.min(Math.max(gap, button.right - width), window.innerWidth - width - gap);
    menu.style.top = `${top}px`;
    menu.style.left = `${Math.max(gap, left)}px`;
    const list = items();
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  // Close on a press outside, on any scroll (the button moved) and on resize.
  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (menuRef.current?.contains(target) || triggerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onScroll = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onResize = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        moveTo(current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(list.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        close(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const choose = (action: DataTableRowAction<Row>) => {
    if (action.disabled?.(row)) return;
    close(true);
    action.onAction(row);
  };

  return (
    <StyledActions>
      <IconButton
        ref={triggerRef}
        icon="more"
        size="small"
        tooltip={false}
        aria-label={menuLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      />
      {open &&
        createPortal(
          <StyledMenu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={menuLabel}
            onKeyDown={onMenuKeyDown}
          >
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
