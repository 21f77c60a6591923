import { Icon } from '#ds/display/Icon';
import { localeNames, locales, useT, type Locale } from '#ds/i18n';
import { MenuButton } from '../MenuButton';
import { StyledCurrent } from './LanguageSwitcher.styles';

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
 */
export function LanguageSwitcher({
  locale,
  onChange,
  align = 'end',
  defaultOpen,
}: LanguageSwitcherProps) {
  const t = useT();
  const current = localeNames[locale];
  return (
    <MenuButton
      align={align}
      defaultOpen={defaultOpen}
      buttonLabel={`${t('languageSwitcher.label')}: ${current}`}
      buttonContent={
        <>
          <Icon name="globe" />
          <StyledCurrent lang={locale}>{current}</StyledCurrent>
          <Icon name="chevron-down" size="small" />
        </>
      }
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
