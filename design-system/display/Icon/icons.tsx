import { coreIcons } from './coreIcons';
import { moreIcons } from './moreIcons';

/**
 * The product's icons, drawn on a 24 × 24 grid with a 2 px round stroke in `currentColor`: the
 * entry's few (`coreIcons`) and the rest (`moreIcons`). `Icon` draws them through `drawings.ts`,
 * so that importing the names does not bring every drawing into the entry.
 */
export const icons = { ...coreIcons, ...moreIcons };

/** The name of one of the product's icons. */
export type IconName = keyof typeof icons;

/** Every icon name, in the order of the catalog. */
export const iconNames = Object.keys(icons) as IconName[];
