export { SignInScreen } from './SignInScreen';
export type { SignInError, SignInNotice, SignInScreenProps, SignInValues } from './SignInScreen';
