export {
  InviteModeratorScreen,
  type InviteModeratorError,
  type InviteModeratorScreenProps,
} from './InviteModeratorScreen';
