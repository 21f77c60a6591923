export { PlanScreen } from './PlanScreen';
export type { PlanScreenProps } from './PlanScreen';
