import type { FeatureLoaders, ScreenLoader } from '#app/chunks';
import type * as AdminContentContainers from './AdminContentContainers';

/** One chunk for the content admin's pages (the editor, TipTap, is a lazy chunk of its own). */
const contentAdmin =
  (name: keyof typeof AdminContentContainers): ScreenLoader =>
  () =>
    import('./AdminContentContainers').then((module) => module[name] as never);

/** The admin's pages, monthly pages and posts (issue 25). Gathered in app/shellLoaders.ts. */
export const contentAdminLoaders: FeatureLoaders = {
  adminPages: contentAdmin('AdminPagesContainer'),
  adminPageCreate: contentAdmin('AdminPageCreateContainer'),
  adminPage: contentAdmin('AdminPageContainer'),
  adminMonthlyPages: contentAdmin('AdminMonthlyPagesContainer'),
  adminMonthlyPageCreate: contentAdmin('AdminMonthlyPageCreateContainer'),
  adminMonthlyPage: contentAdmin('AdminMonthlyPageContainer'),
  adminPosts: contentAdmin('AdminPostsContainer'),
  adminPostCreate: contentAdmin('AdminPostCreateContainer'),
  adminPost: contentAdmin('AdminPostContainer'),
};
