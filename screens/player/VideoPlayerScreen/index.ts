export { VideoPlayerScreen } from './VideoPlayerScreen';
export type {
  SavedEmbed,
  VideoPlayerFormValues,
  VideoPlayerScreenProps,
} from './VideoPlayerScreen';
