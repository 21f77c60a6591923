import { BootcampProgressCard } from '#screens/bootcamp/BootcampProgressCard';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useVisibleRoutes } from '#app/shared/useVisibleRoutes';
import { useBootcampCourse } from './useBootcampScreen';

/**
 * The dashboard's boot-camp card (one line in the dashboard's container), for those whose menu
 * has the boot camp: the percentage from the same call as the course page, so the two agree.
 */
export function BootcampCardContainer() {
  const visible = useVisibleRoutes(useSessionUser());
  const href = useRouteHref();
  if (!visible.has('evangelismBootcamp')) return null;
  return <BootcampCard href={href('evangelismBootcamp')} />;
}

function BootcampCard({ href }: { href: string }) {
  const course = useBootcampCourse();
  return <BootcampProgressCard totals={course.data?.totals} href={href} />;
}
