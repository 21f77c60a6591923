export { SignInScreen, signInNotices } from './SignInScreen';
export type { SignInError, SignInNotice, SignInScreenProps, SignInValues } from './SignInScreen';
