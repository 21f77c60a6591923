import type { BootcampTotals } from '#contract/bootcamp/bootcamp';
import { LinkButton } from '#ds/actions/LinkButton';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { CourseProgress } from '../BootcampScreen';

export type BootcampProgressCardProps = {
  /** The course's totals; undefined while they load. */
  totals: BootcampTotals | undefined;
  /** The boot camp's page. */
  href: string;
};

/** The dashboard's boot-camp card: the same percentage as the course page, and a way there. */
export function BootcampProgressCard({ totals, href }: BootcampProgressCardProps) {
  const t = useT();
  const finished = totals !== undefined && totals.total > 0 && totals.completed === totals.total;
  return (
    <Card as="section">
      <Card.Header
        title={t('bootcamp.card.title')}
        description={finished ? t('bootcamp.card.finished') : t('bootcamp.card.description')}
      />
      <Card.Body>
        {totals ? <CourseProgress totals={totals} /> : <Skeleton variant="text" />}
      </Card.Body>
      <Card.Footer>
        <LinkButton href={href} variant="secondary">
          {totals && totals.completed > 0 ? t('bootcamp.card.continue') : t('bootcamp.card.start')}
        </LinkButton>
      </Card.Footer>
    </Card>
  );
}
