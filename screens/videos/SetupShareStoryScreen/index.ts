export { SetupShareStoryScreen } from './SetupShareStoryScreen';
export type { SetupShareStoryScreenProps } from './SetupShareStoryScreen';
