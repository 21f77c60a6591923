export {
  MessageScreen,
  type MessageReplyView,
  type MessageScreenProps,
  type MessageView,
} from './MessageScreen';
