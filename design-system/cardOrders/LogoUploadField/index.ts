export * from './LogoUploadField';
