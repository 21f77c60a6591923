export { Stepper } from './Stepper';
export type { Step, StepperProps, StepState } from './Stepper';
