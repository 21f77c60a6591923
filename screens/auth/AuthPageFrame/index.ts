export { AuthPageFrame } from './AuthPageFrame';
export type { AuthPageFrameProps } from './AuthPageFrame';
