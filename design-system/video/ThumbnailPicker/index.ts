export { ThumbnailPicker, formatVideoTime } from './ThumbnailPicker';
export type { ThumbnailPickerProps } from './ThumbnailPicker';
export { captureFrames, captureTimes } from './captureFrames';
export type { CaptureOptions, ThumbnailFrame } from './captureFrames';
export { useVideoFrames } from './useVideoFrames';
export type { FramesStatus } from './useVideoFrames';
