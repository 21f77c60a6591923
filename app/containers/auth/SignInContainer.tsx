import { SignInScreen } from '../../../screens/auth/SignInScreen';
import { SubmitsFirstForm } from '../../../screens/shared/SubmitsFirstForm';
import { takeHeldSubmit } from '../../prerender/takeOverPrerendered';
import { useSignInScreen } from './useSignInScreen';

export function SignInContainer() {
  return (
    <SubmitsFirstForm when={takeHeldSubmit}>
      <SignInScreen {...useSignInScreen()} />
    </SubmitsFirstForm>
  );
}
