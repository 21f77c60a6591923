export { Brand, PublicLayout } from './PublicLayout';
export type { PublicLayoutProps, PublicPageProps } from './PublicLayout';
