import { SignInScreen } from '../../../screens/auth/SignInScreen';
import { useSignInScreen } from './useSignInScreen';

export function SignInContainer() {
  return <SignInScreen {...useSignInScreen()} />;
}
