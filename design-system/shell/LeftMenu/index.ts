export { LeftMenu } from './LeftMenu';
export type { LeftMenuProps } from './LeftMenu';
export type {
  LeftMenuMode,
  MenuBadge,
  MenuGroupItem,
  MenuItem,
  MenuLink,
  MenuLinkItem,
  MenuSection,
} from './types';
