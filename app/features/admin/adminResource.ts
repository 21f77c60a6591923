import type { ScreenLoader } from '#app/chunks';
import type * as AdminResourceContainers from './AdminResourceContainers';

/**
 * One screen of the admin resources: one chunk for them all, whichever feature the resource
 * belongs to, so that an admin moving between lists loads it once.
 */
export const adminResource =
  (name: keyof typeof AdminResourceContainers): ScreenLoader =>
  () =>
    import('./AdminResourceContainers').then((module) => module[name]);
