export { ResetPasswordScreen } from './ResetPasswordScreen';
export type {
  ResetPasswordError,
  ResetPasswordScreenProps,
  ResetPasswordStatus,
  ResetPasswordValues,
} from './ResetPasswordScreen';
export { passwordStrength } from './passwordStrength';
export type { PasswordStrength } from './passwordStrength';
