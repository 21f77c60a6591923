import type { ReactNode } from 'react';
import { coreIcons } from './coreIcons';
import type { IconName } from './icons';

const drawings: Partial<Record<IconName, ReactNode>> = { ...coreIcons };

let more: Promise<void> | undefined;

/** An icon's drawing, if its chunk is here: the core icons always are. */
export function drawingOf(name: IconName): ReactNode {
  return drawings[name];
}

/**
 * Loads the rest of the icons (their own chunk, app/bundles.ts). The signed-in shell and the
 * public pages that draw more than the core icons await it with their code; `Icon` calls it too,
 * so an icon drawn before it arrived fills in when it does.
 */
export function loadMoreIcons(): Promise<void> {
  more ??= import('./moreIcons').then(
    ({ moreIcons }) => void Object.assign(drawings, moreIcons),
    (error: unknown) => {
      more = undefined;
      throw error;
    },
  );
  return more;
}
