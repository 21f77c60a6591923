export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps } from './CodeBlock';
