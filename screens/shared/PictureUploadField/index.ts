export * from './PictureUploadField';
