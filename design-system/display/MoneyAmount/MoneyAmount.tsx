import type { HTMLAttributes, Ref } from 'react';
import { localeTags, useLocale, type Locale } from '#ds/i18n';
import { StyledAmount } from './MoneyAmount.styles';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in the currency's smallest unit (cents for USD, won for KRW: the server stores
 * integers only) in the locale's currency format: `$1,250.00`, `1250,00 $US`, `US$1,250.00`.
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const formatter = formatterOf(locale, currency);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

export type MoneyAmountProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The amount in the currency's smallest unit (integer cents for USD). */
  cents: number;
  /** ISO 4217 code; USD by default. */
  currency?: string;
  /** `strong` for a price or total that the eye should find first. */
  variant?: 'plain' | 'strong';
  size?: 'small' | 'medium' | 'large';
  ref?: Ref<HTMLSpanElement>;
};

/** An amount of money in the current language's currency format, digits aligned. */
export function MoneyAmount({
  cents,
  currency = 'USD',
  variant = 'plain',
  size = 'medium',
  ...rest
}: MoneyAmountProps) {
  const locale = useLocale();
  return (
    <StyledAmount {...rest} data-variant={variant} data-size={size}>
      {formatMoney(cents, currency, locale)}
    </StyledAmount>
  );
}
