import { useEffect, useState, type KeyboardEvent } from 'react';
import { Icon } from '#ds/display/Icon';
import { localeNames, locales, useT, type Locale } from '#ds/i18n';
import { StyledRoot, StyledTrigger } from '../MenuButton/MenuButtonTrigger.styles';
import { StyledCurrent } from './LanguageSwitcher.styles';
import { loadedMenuButton, loadMenuButton, type MenuButtonComponent } from './loadMenuButton';

export type LanguageSwitcherProps = {
  /** The language the interface is shown in. */
  locale: Locale;
  /** Called with the newly chosen language (choosing the current one again calls nothing). */
  onChange: (locale: Locale) => void;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** Start with the menu open (visual references). */
  defaultOpen?: boolean;
};

/**
 * Picks the interface language. Each language is written in itself (English, Español,
 * Français, 한국어) and tagged with its `lang`, so screen readers pronounce it right.
 *
 * The public pages (sign-in first) draw only its button: the menu's code loads when the pointer
 * or focus comes near, and the menu opens when the button is pressed (decision 060's sign-in
 * budget). Once loaded, the button and the menu are one `MenuButton`.
 */
export function LanguageSwitcher({
  locale,
  onChange,
  align = 'end',
  defaultOpen = false,
}: LanguageSwitcherProps) {
  const t = useT();
  const current = localeNames[locale];
  const [MenuButton, setMenuButton] = useState<MenuButtonComponent | undefined>(
    () => loadedMenuButton,
  );
  const [openOn, setOpenOn] = useState<false | 'first' | 'last'>(defaultOpen && 'first');

  const load = () => {
    if (!MenuButton) void loadMenuButton().then((loaded) => setMenuButton(() => loaded));
  };
  useEffect(() => {
    if (openOn) load();
  });

  const buttonLabel = `${t('languageSwitcher.label')}: ${current}`;
  const buttonContent = (
    <>
      <Icon name="globe" />
      <StyledCurrent lang={locale}>{current}</StyledCurrent>
      <Icon name="chevron-down" size="small" />
    </>
  );

  if (!MenuButton) {
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpenOn(event.key === 'ArrowUp' ? 'last' : 'first');
      }
    };
    return (
      <StyledRoot>
        <StyledTrigger
          type="button"
          aria-label={buttonLabel}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => setOpenOn('first')}
          onKeyDown={onKeyDown}
        >
          {buttonContent}
        </StyledTrigger>
      </StyledRoot>
    );
  }

  return (
    <MenuButton
      align={align}
      defaultOpen={openOn}
      buttonLabel={buttonLabel}
      buttonContent={buttonContent}
    >
      {locales.map((option) => (
        <MenuButton.RadioItem
          key={option}
          checked={option === locale}
          lang={option}
          onSelect={() => {
            if (option !== locale) onChange(option);
          }}
        >
          {localeNames[option]}
        </MenuButton.RadioItem>
      ))}
    </MenuButton>
  );
}
