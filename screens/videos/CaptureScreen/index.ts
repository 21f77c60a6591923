export { CaptureScreen } from './CaptureScreen';
export type { CaptureScreenProps } from './CaptureScreen';
