export {
  CareVideoPlayerScreen,
  timeOf,
  type CareVideoPlayerScreenProps,
} from './CareVideoPlayerScreen';
