export { Icon } from './Icon';
export type { IconProps, IconSize } from './Icon';
export { iconNames } from './icons';
export type { IconName } from './icons';
