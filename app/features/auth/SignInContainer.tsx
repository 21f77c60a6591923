import { SignInScreen } from '#screens/auth/SignInScreen';
import { TakesOverPrerendered } from '#app/prerender/TakesOverPrerendered';
import { useSignInScreen } from './useSignInScreen';

export function SignInContainer() {
  return (
    <TakesOverPrerendered>
      <SignInScreen {...useSignInScreen()} />
    </TakesOverPrerendered>
  );
}
