export { AccountScreen } from './AccountScreen';
export type { AccountChurch, AccountLinks, AccountScreenProps, AccountUser } from './AccountScreen';
