export { Badge } from './Badge';
export type {
  BadgeCountProps,
  BadgeDotProps,
  BadgeLabelProps,
  BadgeProps,
  BadgeSize,
  BadgeTone,
} from './Badge';
