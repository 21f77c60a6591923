export { Text } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight, TextWrap } from './Text';
