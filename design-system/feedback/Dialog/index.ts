export { Dialog, InlineDialogs } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { modalExemptAttribute, useModal } from './useModal';
export type { FirstTabbable, UseModalOptions } from './useModal';
