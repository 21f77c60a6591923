export { CloseButton } from './CloseButton';
export type { CloseButtonProps, CloseButtonSize } from './CloseButton';
