import { endpoint } from '../endpoint.ts';
import {
  MessageDetail,
  MessageRequest,
  MessagesRequest,
  MessagesResponse,
  ReadMessageRequest,
  ReplyMessageRequest,
} from './messages.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. The church inbox.
 */
export const messagesCalls = {
  messages: endpoint('GET', '/messages', MessagesRequest, MessagesResponse),
  message: endpoint('GET', '/messages/:id', MessageRequest, MessageDetail),
  readMessage: endpoint('POST', '/read_message', ReadMessageRequest, MessageDetail),
  replyMessage: endpoint('POST', '/reply_message', ReplyMessageRequest, MessageDetail),
};
