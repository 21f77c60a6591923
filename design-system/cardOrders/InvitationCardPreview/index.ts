export * from './InvitationCardPreview';
