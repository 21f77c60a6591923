export { CareVideoSettings, type CareVideoSettingsProps } from './CareVideoSettings';
