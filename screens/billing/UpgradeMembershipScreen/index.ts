export { UpgradeMembershipScreen } from './UpgradeMembershipScreen';
export type { UpgradeMembershipScreenProps, UpgradeValues } from './UpgradeMembershipScreen';
