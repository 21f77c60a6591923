export { Grid } from './Grid';
export type { GridProps } from './Grid';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Text } from './Text';
export type { TextProps } from './Text';
