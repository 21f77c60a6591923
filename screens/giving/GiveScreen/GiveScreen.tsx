import { Text } from '#ds/primitives/Text';
import type { ReactNode } from 'react';
import { Button } from '#ds/actions/Button';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { GivingForm, type GivingFormProps } from '#ds/payments';
import type { ScreenStatus } from '#screens/shared/messages';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledHeading, StyledThanks } from './GiveScreen.styles';
import { Stack } from '#ds/primitives/Stack';

/** The gift that went through, for the thank-you. */
export type GiftReceived = {
  receiptNumber: string;
  email: string;
  totalCents: number;
  interval: 'one_time' | 'month';
};

export type GiveScreenProps = PublicPageProps & {
  /** `shell` is `donate` inside the app; `public` is the stand-alone `donation` page. */
  frame: 'shell' | 'public';
  /** Where the giving options stand (loading, error with retry, ready). */
  status: ScreenStatus;
  onRetry?: () => void;
  /** The form's options and actions; needed once `status` is ready. */
  form?: Omit<GivingFormProps, 'children'>;
  /** Shown instead of the form once a gift went through. */
  received?: GiftReceived | null;
  /** Give again after a gift (clears `received`). */
  onGiveAgain?: () => void;
  /** The donor's monthly gifts (MyGiftsSection), under the form on `donate`. */
  aside?: ReactNode;
};

function Thanks({ received, onGiveAgain }: { received: GiftReceived; onGiveAgain?: () => void }) {
  const t = useT();
  return (
    <StyledThanks>
      <InlineAlert
        tone="success"
        title={t('give.thanks.title')}
        description={t(
          received.interval === 'month' ? 'give.thanks.monthly' : 'give.thanks.oneTime',
          { email: received.email, number: received.receiptNumber },
        )}
        action={
          onGiveAgain ? (
            <Button variant="secondary" size="small" onClick={onGiveAgain}>
              {t('give.thanks.again')}
            </Button>
          ) : undefined
        }
      />
      <p>
        {t('give.thanks.amount')} <MoneyAmount cents={received.totalCents} variant="strong" />
      </p>
    </StyledThanks>
  );
}

/**
 * `donate` and `donation`: one giving form, in the shell for a signed-in person or on its own
 * page for anyone, then the thank-you with the receipt's number.
 */
export function GiveScreen({
  frame,
  status,
  onRetry,
  form,
  received,
  onGiveAgain,
  aside,
  ...publicPage
}: GiveScreenProps) {
  const t = useT();
  const body = received ? (
    <Thanks received={received} onGiveAgain={onGiveAgain} />
  ) : form ? (
    <GivingForm {...form} />
  ) : null;

  if (frame === 'shell') {
    return (
      <ScreenFrame
        title={t('give.title')}
        description={t('give.intro')}
        status={status}
        onRetry={onRetry}
        width="narrow"
      >
        <Stack gap={6}>
          {body}
          {aside}
        </Stack>
      </ScreenFrame>
    );
  }
  return (
    <PublicLayout {...publicPage} width="wide">
      <Stack gap={6}>
        <StyledHeading>{t('give.title')}</StyledHeading>
        <Text as="p" tone="muted" wrap="keep-all">
          {t('give.intro')}
        </Text>
        {status === 'error' ? (
          <InlineAlert tone="critical" onRetry={onRetry} />
        ) : status === 'loading' ? (
          <p role="status">{t('give.loading')}</p>
        ) : (
          body
        )}
      </Stack>
    </PublicLayout>
  );
}
