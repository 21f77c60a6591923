export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export type { ForgotPasswordScreenProps, ForgotPasswordValues } from './ForgotPasswordScreen';
