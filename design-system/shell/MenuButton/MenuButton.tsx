import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '#ds/display/Icon';
import { useMenuButton } from '#ds/overlays';
import {
  StyledCheck,
  StyledItemButton,
  StyledItemLink,
  StyledMenu,
  StyledRoot,
  StyledSeparator,
  StyledTrigger,
} from './MenuButton.styles';

type MenuContextValue = { close: () => void };

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('MenuButton items belong inside a <MenuButton>');
  return value;
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
 * A WAI-ARIA menu button (`useMenuButton`): Enter, Space, click or Down Arrow opens the menu
 * on its first item, Up Arrow on its last; arrows, Home, End and the first letter move
 * between items; Escape closes and returns focus to the button; Tab or a click elsewhere
 * closes it. The menu flips above or to the other edge when there is no room.
 */
function MenuButtonRoot({
  buttonContent,
  buttonLabel,
  align = 'start',
  defaultOpen = false,
  children,
}: MenuButtonProps) {
  const { close, triggerProps, menuProps } = useMenuButton<HTMLButtonElement, HTMLUListElement>({
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    defaultOpen,
  });
  return (
    <MenuContext.Provider value={{ close }}>
      <StyledRoot>
        <StyledTrigger type="button" aria-label={buttonLabel} {...triggerProps}>
          {buttonContent}
        </StyledTrigger>
        <StyledMenu aria-labelledby={triggerProps.id} {...menuProps}>
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
