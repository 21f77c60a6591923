export { JesusStoriesScreen } from './JesusStoriesScreen';
export type { JesusStoriesScreenProps, JesusStory } from './JesusStoriesScreen';
