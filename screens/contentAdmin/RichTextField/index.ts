export { RichTextField } from './RichTextField';
export type { RichTextFieldProps } from './RichTextField';
