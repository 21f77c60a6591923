export { CareDashboardScreen } from './CareDashboardScreen';
export type { CareDashboardScreenProps } from './CareDashboardScreen';
export type { CareLinks } from '../parts/CareItems';
