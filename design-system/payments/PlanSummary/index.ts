export { PlanSummary } from './PlanSummary';
export type { PlanInterval, PlanState, PlanSummaryProps } from './PlanSummary';
