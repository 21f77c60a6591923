export { AppShell, mainContentId } from './AppShell';
export type { AppShellProps } from './AppShell';
export { canCollapseAt, menuModeFor } from './menuMode';
export type { MenuMode } from './menuMode';
