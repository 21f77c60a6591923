import type { FeatureLoaders } from '#app/chunks';

/** The screens of the feature's public pages (no shell): they load with the entry's route table. */
export const authPublicLoaders: FeatureLoaders = {
  signIn: () => import('./SignInContainer').then((module) => module.SignInContainer),
  forgotPassword: () =>
    import('./ForgotPasswordContainer').then((module) => module.ForgotPasswordContainer),
  resetPassword: () =>
    import('./ResetPasswordContainer').then((module) => module.ResetPasswordContainer),
};
