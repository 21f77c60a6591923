import { useT } from '#ds/i18n';
import { QuickActionCard } from './QuickActionCard';
import { StyledCardGrid } from './parts.styles';

/** The care items (spec section 6): the pages a care team works in. */
export type CareLinks = {
  churchProfile: string;
  churchAccess: string;
  bulletinInserts: string;
  careVideoPlayer: string;
};

/** The four care items as quick-action cards. */
export function CareItems({ links }: { links: CareLinks }) {
  const t = useT();
  return (
    <StyledCardGrid>
      <li>
        <QuickActionCard
          href={links.churchProfile}
          icon="edit"
          title={t('dashboard.care.churchProfile.title')}
          description={t('dashboard.care.churchProfile.description')}
        />
      </li>
      <li>
        <QuickActionCard
          href={links.churchAccess}
          icon="user"
          title={t('dashboard.care.churchAccess.title')}
          description={t('dashboard.care.churchAccess.description')}
        />
      </li>
      <li>
        <QuickActionCard
          href={links.bulletinInserts}
          icon="download"
          title={t('dashboard.care.bulletinInserts.title')}
          description={t('dashboard.care.bulletinInserts.description')}
        />
      </li>
      <li>
        <QuickActionCard
          href={links.careVideoPlayer}
          icon="play"
          title={t('dashboard.care.careVideoPlayer.title')}
          description={t('dashboard.care.careVideoPlayer.description')}
        />
      </li>
    </StyledCardGrid>
  );
}
