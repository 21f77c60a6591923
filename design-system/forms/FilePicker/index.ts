export { FilePicker } from './FilePicker';
export type { FilePickerProps } from './FilePicker';
export {
  fileSizeValidator,
  fileTypeValidator,
  formatAccept,
  formatFileSize,
  matchesAccept,
} from './fileRules';
export type { FilePickerValue, StoredFile } from './fileRules';
