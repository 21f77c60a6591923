export { ChurchProfileScreen, type ChurchProfileScreenProps } from './ChurchProfileScreen';
