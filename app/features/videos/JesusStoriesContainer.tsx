import { JesusStoriesScreen } from '#screens/videos/JesusStoriesScreen';
import { useJesusStoriesScreen } from './useJesusStoriesScreen';

export function JesusStoriesContainer() {
  return <JesusStoriesScreen {...useJesusStoriesScreen()} />;
}
