export { VideoStatusChip } from './VideoStatusChip';
export type { VideoStatus, VideoStatusChipProps } from './VideoStatusChip';
