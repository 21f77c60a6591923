export { UpgradeSuccessfulScreen } from './UpgradeSuccessfulScreen';
export type { UpgradeSuccessfulScreenProps } from './UpgradeSuccessfulScreen';
