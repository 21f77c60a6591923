import type { FeatureLoaders, ScreenLoader } from '#app/chunks';
import type * as AdminContentContainers from '#app/features/content/AdminContentContainers';

/** The support answers' admin pages are the content admin's (one chunk with the editor's form). */
const contentAdmin =
  (name: keyof typeof AdminContentContainers): ScreenLoader =>
  () =>
    import('#app/features/content/AdminContentContainers').then((module) => module[name] as never);

/** The support queue and the support answers (decision 077). Gathered in app/shellLoaders.ts. */
export const supportAdminLoaders: FeatureLoaders = {
  adminSupport: () =>
    import('./AdminSupportContainers').then((module) => module.AdminSupportContainer),
  adminSupportRequest: () =>
    import('./AdminSupportContainers').then((module) => module.AdminSupportRequestContainer),
  adminSupportAnswers: contentAdmin('AdminSupportAnswersContainer'),
  adminSupportAnswerCreate: contentAdmin('AdminSupportAnswerCreateContainer'),
  adminSupportAnswer: contentAdmin('AdminSupportAnswerContainer'),
};
