export { DraftButton } from './DraftButton';
export type { DraftButtonProps, DraftNotice } from './DraftButton';
