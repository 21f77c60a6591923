import { ResetPasswordScreen } from '#screens/auth/ResetPasswordScreen';
import { useResetPasswordScreen } from './useResetPasswordScreen';

export function ResetPasswordContainer() {
  return <ResetPasswordScreen {...useResetPasswordScreen()} />;
}
