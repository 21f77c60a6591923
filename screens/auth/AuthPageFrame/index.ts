export { AuthForm } from './AuthForm';
export type { AuthFormProps } from './AuthForm';
export { AuthPageFrame } from './AuthPageFrame';
export type { AuthPageFrameProps } from './AuthPageFrame';
