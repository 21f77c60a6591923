export { type CampusField, type CampusSaveError, type CampusValues } from './CampusForm';
export { CampusesScreen, type Campus, type CampusesScreenProps } from './CampusesScreen';
