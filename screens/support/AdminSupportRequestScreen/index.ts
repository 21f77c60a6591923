export * from './AdminSupportRequestScreen';
export { durationParts } from './durationParts';
