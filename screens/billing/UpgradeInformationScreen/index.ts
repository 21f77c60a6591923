export { UpgradeInformationScreen } from './UpgradeInformationScreen';
export type { UpgradeInformationScreenProps } from './UpgradeInformationScreen';
