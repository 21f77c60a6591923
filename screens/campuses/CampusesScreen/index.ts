export { type CampusField, type CampusSaveError, type CampusValues } from './CampusForm';
export { CampusesScreen, type Campus, type CampusesScreenProps } from './CampusesScreen';
export { type FoundPin } from './CampusPinField';
export { pinOf } from './campusPin';
