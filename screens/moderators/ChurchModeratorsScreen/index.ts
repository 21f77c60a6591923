export {
  ChurchModeratorsScreen,
  type ChurchModeratorRow,
  type ChurchModeratorsScreenProps,
} from './ChurchModeratorsScreen';
