import { useSnapshot } from 'valtio';
import { Link } from '../../../design-system/actions/Link';
import { useT } from '../../../design-system/i18n';
import { localizePath } from '../../locale';
import { pathFor } from '../../routes';
import { session } from '../../session/store';

/**
 * The system 'coming soon' page, shown by every route whose screen a later issue delivers.
 * Interim: it becomes `ComingSoonScreen` (screens/system) with the system screens.
 */
export function ComingSoonContainer() {
  const t = useT();
  const { locale } = useSnapshot(session);
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t('routes.comingSoon')}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link href={localizePath(pathFor('dashboard'), locale)} variant="standalone">
        {t('comingSoon.backToDashboard')}
      </Link>
    </section>
  );
}
