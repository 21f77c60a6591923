export { PastorDashboardScreen, pastorActionStepIds } from './PastorDashboardScreen';
export type {
  PastorActionStepId,
  PastorDashboardCounts,
  PastorDashboardScreenProps,
  PastorQuickLinks,
} from './PastorDashboardScreen';
