export { LocationFields, locationChecks } from './LocationFields';
export type { LocationLimits } from './LocationFields';
