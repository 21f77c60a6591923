export * from './CardOrderHistory';
export * from './CardOrderStatusBadge';
export * from './InvitationCardPreview';
export * from './LogoUploadField';
export * from './PackPicker';
