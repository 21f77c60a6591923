export * from './CloseButton';
export * from './ConfirmDialog';
export * from './Dialog';
export * from './InlineAlert';
export * from './Spinner';
export * from './Toast';
export { toneIcons } from './toneIcons';
export type { FeedbackTone } from './toneIcons';
