export { MakeVideoScreen } from './MakeVideoScreen';
export type { MadeVideo, MakeVideoScreenProps, SavedVideoProcessing } from './MakeVideoScreen';
