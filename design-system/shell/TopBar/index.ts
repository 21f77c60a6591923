export { TopBar } from './TopBar';
export type { TopBarMenuToggle, TopBarProps } from './TopBar';
