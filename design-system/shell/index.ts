export * from './AppShell';
export * from './Footer';
export * from './LanguageSwitcher';
export * from './LeftMenu';
export * from './TopBar';
export * from './UserMenu';
export * from './EmbedOverlay';
