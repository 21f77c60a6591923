export { MenuButton } from './MenuButton';
export type { MenuButtonItemProps, MenuButtonProps, MenuButtonRadioItemProps } from './MenuButton';
