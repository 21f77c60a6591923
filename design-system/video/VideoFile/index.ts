export { VideoFile } from './VideoFile';
export type { VideoFileProps } from './VideoFile';
