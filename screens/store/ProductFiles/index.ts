export { ProductFiles } from './ProductFiles';
export type { ProductFilesProps, UploadProductFile } from './ProductFiles';
