export { Card } from './Card';
export type {
  CardBodyProps,
  CardFooterProps,
  CardHeaderProps,
  CardProps,
  CardVariant,
} from './Card';
