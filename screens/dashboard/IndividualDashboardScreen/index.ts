export { IndividualDashboardScreen } from './IndividualDashboardScreen';
export type {
  IndividualDashboardLinks,
  IndividualDashboardScreenProps,
  IndividualStory,
} from './IndividualDashboardScreen';
