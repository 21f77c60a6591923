export {
  BecomeModeratorScreen,
  type BecomeModeratorScreenProps,
  type ModeratorInvitation,
} from './BecomeModeratorScreen';
