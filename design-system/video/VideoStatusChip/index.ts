export { VideoStatusChip, videoStatuses } from './VideoStatusChip';
export type { VideoStatus, VideoStatusChipProps } from './VideoStatusChip';
