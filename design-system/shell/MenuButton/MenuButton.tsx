import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '#ds/display/Icon';
import {
  StyledCheck,
  StyledItemButton,
  StyledItemLink,
  StyledMenu,
  StyledRoot,
  StyledSeparator,
  StyledTrigger,
} from './MenuButton.styles';

type Focus = 'first' | 'last';

type MenuContextValue = { close: () => void };

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('MenuButton items belong inside a <MenuButton>');
  return value;
}

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(itemSelector)) : [];
}

export type MenuButtonProps = {
  /** What the trigger shows (an icon, a name, a chevron). */
  buttonContent: ReactNode;
  /**
   * The trigger's accessible name, when its content does not say enough. Include the words
   * the trigger shows, so speech users can say what they see (WCAG 2.5.3).
   */
  buttonLabel?: string;
  /** Which edge of the trigger the menu lines up with; `end` for menus at the end of a bar. */
  align?: 'start' | 'end';
  /**
   * Start with the menu open, focus on its current or first item (visual references), or on
   * its last item (`'last'`, a menu whose button was pressed with Up Arrow before it loaded).
   */
  defaultOpen?: boolean | 'first' | 'last';
  /** `MenuButton.Item`, `MenuButton.RadioItem` and `MenuButton.Separator` elements. */
  children: ReactNode;
};

/**
 * A WAI-ARIA menu button: Enter, Space, click or Down Arrow opens the menu on its first item,
 * Up Arrow on its last; arrows, Home, End and the first letter move between items; Escape
 * closes and returns focus to the button; Tab or a click elsewhere closes it.
 */
function MenuButtonRoot({
  buttonContent,
  buttonLabel,
  align = 'start',
  defaultOpen = false,
  children,
}: MenuButtonProps) {
  const id = useId();
  const buttonId = `menu-button${id.replace(/:/g, '')}`;
  const menuId = `${buttonId}-menu`;
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<Focus>(defaultOpen === 'last' ? 'last' : 'first');

  const openMenu = (focus: Focus) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = focusOnOpen.current === 'last' ? items.at(-1) : (checked ?? items[0]);
    target?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close();
      case 'Tab':
        return setOpen(false);
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
        const match = order.find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
        );
        if (match) {
          event.preventDefault();
          match.focus();
        }
      }
    }
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <StyledRoot ref={rootRef}>
        <StyledTrigger
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-label={buttonLabel}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? setOpen(false) : openMenu('first'))}
          onKeyDown={onButtonKeyDown}
        >
          {buttonContent}
        </StyledTrigger>
        <StyledMenu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          data-align={align}
          hidden={!open}
          onKeyDown={onMenuKeyDown}
        >
          {children}
        </StyledMenu>
      </StyledRoot>
    </MenuContext.Provider>
  );
}

/** Space activates a menu item; links only answer Enter by themselves. */
function clickOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}

type ItemBase = {
  /** An icon before the label. */
  icon?: ReactNode;
  /** Colour for a destructive or leaving action. */
  tone?: 'neutral' | 'critical';
  children: ReactNode;
};

export type MenuButtonItemProps = ItemBase &
  (
    | {
        /** Where the item goes (through the app's router via `Link`). */
        href: string;
        onSelect?: never;
      }
    | {
        /** What the item does; the menu closes and focus returns to the button first. */
        onSelect: () => void;
        href?: never;
      }
  );

/** One action: a link when `href` is given, otherwise a button. */
function MenuButtonItem({ icon, tone = 'neutral', children, ...action }: MenuButtonItemProps) {
  const { close } = useMenu();
  if (action.href !== undefined) {
    return (
      <li role="none">
        <StyledItemLink
          href={action.href}
          variant="standalone"
          role="menuitem"
          tabIndex={-1}
          data-tone={tone}
          onClick={close}
          onKeyDown={clickOnSpace}
        >
          {icon}
          {children}
        </StyledItemLink>
      </li>
    );
  }
  const onClick = () => {
    close();
    action.onSelect?.();
  };
  return (
    <li role="none">
      <StyledItemButton
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-tone={tone}
        onClick={onClick}
      >
        {icon}
        {children}
      </StyledItemButton>
    </li>
  );
}

export type MenuButtonRadioItemProps = {
  /** Whether this is the current choice. */
  checked: boolean;
  /** Called when the item is chosen; the menu closes and focus returns to the button. */
  onSelect: () => void;
  /** Language of the label, when it differs from the page (language names). */
  lang?: string;
  children: ReactNode;
};

/** One choice of a set, marked with a check when it is the current one. */
function MenuButtonRadioItem({ checked, onSelect, lang, children }: MenuButtonRadioItemProps) {
  const { close } = useMenu();
  const onClick = () => {
    close();
    onSelect();
  };
  return (
    <li role="none">
      <StyledItemButton
        type="button"
        role="menuitemradio"
        aria-checked={checked}
        tabIndex={-1}
        lang={lang}
        onClick={onClick}
      >
        <StyledCheck>{checked && <Icon name="check" size="small" />}</StyledCheck>
        {children}
      </StyledItemButton>
    </li>
  );
}

/** A line between groups of items. */
function MenuButtonSeparator() {
  return <StyledSeparator role="separator" />;
}

/** A button that opens a menu of actions or choices (`MenuButton.Item`, `.RadioItem`, `.Separator`). */
export const MenuButton = Object.assign(MenuButtonRoot, {
  Item: MenuButtonItem,
  RadioItem: MenuButtonRadioItem,
  Separator: MenuButtonSeparator,
});
