import { CardResultsScreen } from '#screens/results/CardResultsScreen';
import { useCardResultsScreen } from './useCardResultsScreen';

export function CardResultsContainer() {
  return <CardResultsScreen {...useCardResultsScreen()} />;
}
