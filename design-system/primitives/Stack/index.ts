export { Stack } from './Stack';
export type {
  StackAlign,
  StackDirection,
  StackElement,
  StackGap,
  StackJustify,
  StackProps,
} from './Stack';
