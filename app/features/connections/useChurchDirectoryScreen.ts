import type { ChurchDirectoryScreenProps } from '#screens/connections/ChurchDirectoryScreen';
import { screenStateOf } from '#app/shared/screenStatus';
import { useChurchFinder } from './useChurchFinder';

/** The partners' church directory: the finder's churches with their public pages. */
export function useChurchDirectoryScreen(): ChurchDirectoryScreenProps {
  const finder = useChurchFinder();
  return {
    ...screenStateOf([finder.query]),
    search: finder.search,
    onSearch: finder.onSearch,
    location: finder.location,
    onUseLocation: finder.onUseLocation,
    churches: finder.churches,
  };
}
