export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button';
