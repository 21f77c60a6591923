export { IconButton } from './IconButton';
export type {
  IconButtonLabelledByProps,
  IconButtonLabelProps,
  IconButtonProps,
} from './IconButton';
