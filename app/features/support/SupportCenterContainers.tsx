import { Card } from '#ds/display/Card';
import { Link } from '#ds/actions/Link';
import { useT } from '#ds/i18n';
import { useRouteHref } from '#app/shared/useRouteHref';
import { ContentItem } from '#app/features/content/ContentItemContainers';
import { ContentList } from '#app/features/content/ContentListContainers';

/** The support center (decision 077): the answers of kind support_answer, searchable. */
export function SupportCenterContainer() {
  return (
    <ContentList
      kind="support_answer"
      title="supportCenter"
      description="support.center.intro"
      item="supportAnswer"
    />
  );
}

/** "Still need help?" under every answer: a request that carries the answer's page. */
function StillNeedHelp() {
  const t = useT();
  const href = useRouteHref();
  const from = window.location.pathname.replace(/^\/(es|fr|ko)(?=\/)/, '');
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('support.center.stillNeedHelp')} />
      <Card.Body>
        <p>{t('support.center.stillNeedHelpText')}</p>
        <Link href={href('supportRequest', { search: `?from=${encodeURIComponent(from)}` })}>
          {t('support.center.ask')}
        </Link>
      </Card.Body>
    </Card>
  );
}

/** One answer of the support center. */
export function SupportAnswerContainer() {
  return (
    <ContentItem
      kind="support_answer"
      back="supportCenter"
      backLabel="support.center.allAnswers"
      extra={<StillNeedHelp />}
    />
  );
}
