export { EmbedOverlay } from './EmbedOverlay';
export type { EmbedOverlayProps } from './EmbedOverlay';
