export { Dialog, InlineDialogs } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { modalExemptAttribute, tabbableElements, useModal } from './useModal';
export type { UseModalOptions } from './useModal';
