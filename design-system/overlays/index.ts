export { followReference, useFloatingLayer } from './floating';
export type { FloatingOptions, FloatingPlacement } from './floating';
export { useMenuButton } from './useMenuButton';
export type { UseMenuButtonOptions } from './useMenuButton';
