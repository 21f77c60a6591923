import { ForgotPasswordScreen } from '#screens/auth/ForgotPasswordScreen';
import { useForgotPasswordScreen } from './useForgotPasswordScreen';

export function ForgotPasswordContainer() {
  return <ForgotPasswordScreen {...useForgotPasswordScreen()} />;
}
