export { VideoReviewScreen } from './VideoReviewScreen';
export type { VideoReviewScreenProps } from './VideoReviewScreen';
