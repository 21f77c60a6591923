import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { PlanSummary, TestModeMarker, type PlanSummaryProps } from '#ds/payments';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { InvoicesAndPayments, type InvoicesAndPaymentsProps } from '../InvoicesAndPayments';
import { Stack } from '#ds/primitives/Stack';

export type PlanScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** `plan` shows the plan; `subscriptions` adds the invoices and payments. */
  title: 'plan' | 'subscriptions';
  testMode: boolean;
  /** The plan; null when the church has none yet. */
  plan: Omit<PlanSummaryProps, 'onChangeInterval' | 'changing'> | null;
  onChangeInterval: PlanSummaryProps['onChangeInterval'];
  changing?: boolean;
  /** A failed interval change. */
  changeFailed?: boolean;
  /** Where an open invoice is paid, when one waits. */
  payHref: string | null;
  /** Where a church without a plan chooses one. */
  choosePlanHref: string;
  accountHref: string;
  billing?: InvoicesAndPaymentsProps;
};

/** The plan (and on subscriptions, the invoices and payments) of the church. */
export function PlanScreen({
  status,
  onRetry,
  title,
  testMode,
  plan,
  onChangeInterval,
  changing,
  changeFailed = false,
  payHref,
  choosePlanHref,
  accountHref,
  billing,
}: PlanScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t(title === 'plan' ? 'routes.plan' : 'routes.subscriptions')}
      breadcrumbs={<Link href={accountHref}>{t('billing.backToAccount')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('billing.loadFailed')}
      loadingLabel={t('billing.loading')}
      skeleton={<Skeleton variant="rectangle" height={300} />}
    >
      <Stack gap={6}>
        {testMode && <TestModeMarker variant="badge" />}
        {payHref && (
          <InlineAlert
            tone="warning"
            title={t('billing.plan.openInvoice')}
            action={<Link href={payHref}>{t('billing.plan.payNow')}</Link>}
          />
        )}
        {changeFailed && (
          <InlineAlert tone="critical" description={t('common.somethingWentWrong')} />
        )}
        <Card>
          <Card.Header titleAs="h2" title={t('billing.plan.title')} />
          <Card.Body>
            {plan ? (
              <PlanSummary {...plan} onChangeInterval={onChangeInterval} changing={changing} />
            ) : (
              <Stack gap={6}>
                <p>{t('billing.plan.none')}</p>
                <div>
                  <LinkButton href={choosePlanHref}>{t('billing.plan.choose')}</LinkButton>
                </div>
              </Stack>
            )}
          </Card.Body>
        </Card>
        {billing && <InvoicesAndPayments {...billing} />}
      </Stack>
    </ScreenFrame>
  );
}
