import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import {
  ChurchFinder,
  ChurchSummary,
  type FinderLocation,
  type FoundChurchRow,
} from '../ChurchSearch';
import { StyledSection } from '../ChurchSearch/ChurchSearch.styles';

export type ChurchDirectoryScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  search: string;
  onSearch: (search: string) => void;
  location: FinderLocation;
  onUseLocation: () => void;
  /** The partner churches for the search, by name (nearest first with a location). */
  churches: readonly FoundChurchRow[];
};

/**
 * The church directory: the partner churches, searchable by name, city or zip code, each with
 * its website and public page.
 */
export function ChurchDirectoryScreen({
  status,
  onRetry,
  search,
  onSearch,
  location,
  onUseLocation,
  churches,
}: ChurchDirectoryScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('connections.directory.title')}
      description={t('connections.directory.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('connections.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={240} />}
      width="narrow"
    >
      <StyledSection aria-label={t('connections.directory.title')}>
        <ChurchFinder
          search={search}
          onSearch={onSearch}
          location={location}
          onUseLocation={onUseLocation}
          churches={churches}
          renderChurch={(church) => <ChurchSummary church={church} headingLevel={2} />}
        />
      </StyledSection>
    </ScreenFrame>
  );
}
