import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Badge } from '#ds/display/Badge';
import { Icon } from '#ds/display/Icon';
import { Tooltip } from '#ds/display/Tooltip';
import { useT } from '#ds/i18n';
import { followReference } from '#ds/overlays';
import { delays } from '#ds/tokens';
import {
  StyledChevron,
  StyledCount,
  StyledFlyout,
  StyledFlyoutTitle,
  StyledItemButton,
  StyledItemLink,
  StyledLabel,
  StyledSubList,
  StyledWarningMark,
} from './LeftMenu.styles';
import {
  summaryBadge,
  type MenuBadge,
  type MenuGroupItem,
  type MenuLink,
  type MenuLinkItem,
} from './types';

type ItemContext = {
  activeHref?: string;
  /** Groups: show the sub-menu at first. */
  defaultOpen?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
};

function domId(prefix: string, reactId: string) {
  return `${prefix}${reactId.replace(/:/g, '')}`;
}

function Count({ badge }: { badge: MenuBadge }) {
  return (
    <StyledCount>
      <Badge variant="count" size="small" count={badge.count} label={badge.label} />
    </StyledCount>
  );
}

function WarningMark() {
  return (
    <StyledWarningMark>
      <Icon name="warning" size="small" />
    </StyledWarningMark>
  );
}

/** A link with its label, count and warning mark: expanded menu, drawer and sub-menus. */
export function MenuLinkRow({
  item,
  level,
  activeHref,
  onNavigate,
}: ItemContext & { item: MenuLink; level: 'top' | 'sub' }) {
  const link = (
    <StyledItemLink
      href={item.href}
      external={item.external}
      variant="standalone"
      data-level={level}
      aria-current={item.href === activeHref ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.icon && level === 'top' && <Icon name={item.icon} />}
      <StyledLabel>{item.label}</StyledLabel>
      {item.warning && <WarningMark />}
      {item.badge && item.badge.count > 0 && <Count badge={item.badge} />}
    </StyledItemLink>
  );
  if (!item.warning) return link;
  return (
    <Tooltip content={item.warning} placement="end">
      {link}
    </Tooltip>
  );
}

/** Expanded menu and drawer: a disclosure button over an indented list of links. */
export function MenuGroupDisclosure({
  item,
  activeHref,
  onNavigate,
  defaultOpen = false,
}: ItemContext & { item: MenuGroupItem }) {
  const listId = domId('menu-group', useId());
  const containsCurrent = item.children.some((child) => child.href === activeHref);
  const [open, setOpen] = useState(containsCurrent || defaultOpen);
  // Open the group when navigation lands on one of its links (state adjusted while rendering).
  const [openedFor, setOpenedFor] = useState(containsCurrent ? activeHref : undefined);
  if (containsCurrent && openedFor !== activeHref) {
    setOpenedFor(activeHref);
    setOpen(true);
  }
  const badge = open ? item.badge : summaryBadge(item);

  const button = (
    <StyledItemButton
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      data-contains-current={containsCurrent && !open}
      onClick={() => setOpen(!open)}
    >
      <Icon name={item.icon} />
      <StyledLabel>{item.label}</StyledLabel>
      {item.warning && <WarningMark />}
      {badge && badge.count > 0 && <Count badge={badge} />}
      <StyledChevron>
        <Icon name="chevron-down" size="small" />
      </StyledChevron>
    </StyledItemButton>
  );
  return (
    <>
      {item.warning ? (
        <Tooltip content={item.warning} placement="end">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <StyledSubList id={listId} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLinkRow item={child} level="sub" activeHref={activeHref} onNavigate={onNavigate} />
          </li>
        ))}
      </StyledSubList>
    </>
  );
}

/**
 * Collapsed menu: an icon-only link. Its label is the accessible name (with the count and
 * the new-tab note) and shows in a tooltip; a warning is its description.
 */
export function MenuIconLink({ item, activeHref }: ItemContext & { item: MenuLinkItem }) {
  const t = useT();
  const warningId = domId('menu-warning', useId());
  const name = [
    item.label,
    item.badge && item.badge.count > 0 ? item.badge.label : '',
    item.external ? t('link.opensInNewTab') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Tooltip
        type="label"
        placement="end"
        content={
          <>
            {item.label}
            {item.warning && <div>{item.warning}</div>}
          </>
        }
      >
        <StyledItemLink
          href={item.href}
          external={item.external}
          variant="standalone"
          aria-label={name}
          aria-describedby={item.warning ? warningId : undefined}
          aria-current={item.href === activeHref ? 'page' : undefined}
        >
          <Icon name={item.icon} />
          {item.warning && <WarningMark />}
          {item.badge && item.badge.count > 0 && <Count badge={item.badge} />}
        </StyledItemLink>
      </Tooltip>
      {item.warning && (
        <span id={warningId} hidden>
          {item.warning}
        </span>
      )}
    </>
  );
}

/**
 * Collapsed menu: an icon button whose sub-menu flies out beside the menu on hover, focus or
 * click, and hides `delays.flyoutHide` (100 ms) after the pointer leaves, so the pointer can
 * cross the gap. Focus leaving, Escape or Left Arrow hide it at once.
 */
export function MenuFlyoutGroup({
  item,
  activeHref,
  defaultOpen = false,
}: ItemContext & { item: MenuGroupItem }) {
  const flyoutId = domId('menu-flyout', useId());
  const [open, setOpen] = useState(defaultOpen);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerInside = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const returningFocus = useRef(false);
  const warningId = domId('menu-warning', useId());
  const containsCurrent = item.children.some((child) => child.href === activeHref);
  const badge = summaryBadge(item);

  const show = () => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const flyout = flyoutRef.current;
    if (!open || !trigger || !flyout) return;
    // Floating UI places it beside the whole menu (not the icon), top-aligned with the icon,
    // shifted up to stay inside the window.
    const nav = trigger.closest('nav') ?? trigger;
    const besideMenu = {
      contextElement: trigger,
      getBoundingClientRect: () => {
        const icon = trigger.getBoundingClientRect();
        const edge = nav.getBoundingClientRect();
        return new DOMRect(edge.left, icon.top, edge.width, icon.height);
      },
    };
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    const stop = followReference(besideMenu, flyout, {
      placement: rtl ? 'left-start' : 'right-start',
      fallbackPlacements: [],
      gap: 4,
    });
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      flyout.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    }
    return stop;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    pointerInside.current = true;
    if (event.pointerType !== 'touch') show();
  };
  const onPointerLeave = () => {
    pointerInside.current = false;
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), delays.flyoutHide);
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (wrapperRef.current?.contains(next)) return;
    if (next === null && pointerInside.current) return;
    hide();
  };

  const openAndEnter = () => {
    if (open) flyoutRef.current?.querySelector<HTMLElement>('a')?.focus();
    else {
      focusFirstOnOpen.current = true;
      show();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndEnter();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      hide();
    }
  };

  /** Hides the fly-out and gives focus back to its icon, without opening it again. */
  const closeToTrigger = () => {
    hide();
    returningFocus.current = true;
    triggerRef.current?.focus();
    returningFocus.current = false;
  };

  const onFlyoutKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(flyoutRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    }
  };

  return (
    <div
      ref={wrapperRef}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <StyledItemButton
        ref={triggerRef}
        type="button"
        aria-label={[item.label, badge?.label].filter(Boolean).join(', ')}
        aria-expanded={open}
        aria-controls={flyoutId}
        data-contains-current={containsCurrent}
        aria-describedby={item.warning ? warningId : undefined}
        onFocus={() => {
          if (!returningFocus.current) show();
        }}
        onClick={show}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name={item.icon} />
        {item.warning && <WarningMark />}
        {badge && badge.count > 0 && <Count badge={badge} />}
      </StyledItemButton>
      <StyledFlyout
        ref={flyoutRef}
        id={flyoutId}
        data-flyout
        hidden={!open}
        onKeyDown={onFlyoutKeyDown}
      >
        <StyledFlyoutTitle aria-hidden="true">{item.label}</StyledFlyoutTitle>
        {item.warning && (
          <StyledFlyoutTitle id={warningId} data-tone="warning">
            {item.warning}
          </StyledFlyoutTitle>
        )}
        <StyledSubList aria-label={item.label}>
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLinkRow
                item={child}
                level="sub"
                activeHref={activeHref}
                onNavigate={closeToTrigger}
              />
            </li>
          ))}
        </StyledSubList>
      </StyledFlyout>
    </div>
  );
}
