import { useId, useState } from 'react';
import { Button } from '#ds/actions/Button';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FormField } from '#ds/forms';
import { StyledInput } from '#ds/forms/TextField/TextField.styles';
import { localeTags, useLocale, useT } from '#ds/i18n';
import {
  StyledAdvice,
  StyledPicker,
  StyledQuote,
  StyledQuoteRow,
  StyledStepper,
  StyledTotal,
} from './PackPicker.styles';

/** What the server says an order of some packs costs (amounts are computed there only). */
export type PackQuote = {
  packs: number;
  /** Packs the church's plan still covers this licence year (0 for individuals). */
  includedPacks: number;
  /** Packs paid for on top. */
  extraPacks: number;
  /** The price of one extra pack, in cents. */
  extraPackCents: number;
  totalCents: number;
  currency: string;
};

/** The spec's suggested use: each person takes three cards at the sermon closing. */
export const suggestedCardsPerPerson = 3;

/** Packs that give everyone in the room the suggested cards. */
export function suggestedPacks(attendance: number, cardsPerPack: number): number {
  return Math.max(1, Math.ceil((attendance * suggestedCardsPerPerson) / cardsPerPack));
}

export type PackPickerProps = {
  /** The number of packs chosen. */
  value: number;
  onChange: (packs: number) => void;
  cardsPerPack: number;
  min?: number;
  max: number;
  /** The server's quote for `value`; null while it loads. */
  quote: PackQuote | null;
  /** The quote could not be loaded: shows a retry. */
  quoteFailed?: boolean;
  onRetryQuote?: () => void;
  /** The church's average attendance, to suggest a number of packs. */
  attendance?: number | null;
  /** The control's id; a generated one by default. */
  id?: string;
};

/**
 * How many packs of cards to order, with the server's quote (packs the plan includes, extra
 * packs and the total) and the spec's suggested use, three cards each for the sermon closing.
 */
export function PackPicker({
  value,
  onChange,
  cardsPerPack,
  min = 1,
  max,
  quote,
  quoteFailed = false,
  onRetryQuote,
  attendance,
  id: idProp,
}: PackPickerProps) {
  const t = useT();
  const format = new Intl.NumberFormat(localeTags[useLocale()]);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  // What is typed, kept while it is not a valid number; a new value from outside replaces it.
  const [draft, setDraft] = useState({ value, text: String(value) });
  const text = draft.value === value ? draft.text : String(value);

  const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const error =
    Number.isInteger(typed) && typed >= min && typed <= max
      ? undefined
      : t('invitationCards.packs.outOfRange', { min, max });

  const change = (next: string) => {
    const packs = /^\d+$/.test(next.trim()) ? Number(next.trim()) : NaN;
    const valid = Number.isInteger(packs) && packs >= min && packs <= max;
    setDraft({ value: valid ? packs : value, text: next });
    if (valid) onChange(packs);
  };
  const step = (by: number) => onChange(Math.min(max, Math.max(min, value + by)));
  const suggestion = attendance ? suggestedPacks(attendance, cardsPerPack) : null;
  const current = quote && quote.packs === value ? quote : null;

  return (
    <StyledPicker>
      <FormField
        id={id}
        label={t('invitationCards.packs.label')}
        hint={t('invitationCards.packs.hint', { cards: format.format(cardsPerPack) })}
        error={error}
        required
      >
        {(control) => (
          <StyledStepper>
            <Button
              type="button"
              variant="secondary"
              aria-label={t('invitationCards.packs.fewer')}
              aria-controls={id}
              disabled={value <= min}
              onClick={() => step(-1)}
            >
              −
            </Button>
            <StyledInput
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => change(event.target.value)}
              onBlur={() => setDraft({ value, text: String(value) })}
            />
            <Button
              type="button"
              variant="secondary"
              aria-label={t('invitationCards.packs.more')}
              aria-controls={id}
              disabled={value >= max}
              onClick={() => step(1)}
            >
              +
            </Button>
          </StyledStepper>
        )}
      </FormField>

      <StyledAdvice role="note">
        <strong>{t('invitationCards.packs.adviceTitle')}</strong>{' '}
        {t('invitationCards.packs.advice', { count: suggestedCardsPerPerson })}
        {suggestion !== null && attendance ? (
          <>
            {' '}
            {t('invitationCards.packs.adviceForAttendance', {
              people: format.format(attendance),
              cards: format.format(suggestion * cardsPerPack),
              packs: format.format(suggestion),
            })}{' '}
            {suggestion !== value && suggestion <= max && (
              <Button
                type="button"
                variant="secondary"
                size="small"
                onClick={() => onChange(suggestion)}
              >
                {t('invitationCards.packs.useSuggestion', { count: suggestion })}
              </Button>
            )}
          </>
        ) : null}
      </StyledAdvice>

      <StyledQuote aria-live="polite">
        {quoteFailed ? (
          <InlineAlert
            tone="critical"
            description={t('invitationCards.packs.quoteFailed')}
            onRetry={onRetryQuote}
          />
        ) : !current ? (
          <Skeleton.Group loading label={t('invitationCards.packs.quoteLoading')}>
            <Skeleton variant="text" lines={3} />
          </Skeleton.Group>
        ) : (
          <dl>
            <StyledQuoteRow>
              <dt>{t('invitationCards.packs.cards')}</dt>
              <dd>{format.format(current.packs * cardsPerPack)}</dd>
            </StyledQuoteRow>
            {current.includedPacks > 0 && (
              <StyledQuoteRow>
                <dt>{t('invitationCards.packs.included')}</dt>
                <dd>{format.format(current.includedPacks)}</dd>
              </StyledQuoteRow>
            )}
            {(current.extraPacks > 0 || current.includedPacks === 0) && (
              <StyledQuoteRow>
                <dt>{t('invitationCards.packs.extra')}</dt>
                <dd>
                  {format.format(current.extraPacks)} ×{' '}
                  <MoneyAmount cents={current.extraPackCents} currency={current.currency} />
                </dd>
              </StyledQuoteRow>
            )}
            <StyledTotal>
              <dt>{t('invitationCards.packs.total')}</dt>
              <dd>
                <MoneyAmount
                  cents={current.totalCents}
                  currency={current.currency}
                  variant="strong"
                  size="large"
                />
              </dd>
            </StyledTotal>
          </dl>
        )}
      </StyledQuote>
    </StyledPicker>
  );
}
