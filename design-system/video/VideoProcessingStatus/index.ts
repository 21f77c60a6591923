export { VideoProcessingStatus } from './VideoProcessingStatus';
export type { VideoProcessingState, VideoProcessingStatusProps } from './VideoProcessingStatus';
