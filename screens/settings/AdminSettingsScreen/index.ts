export { AdminSettingsScreen } from './AdminSettingsScreen';
export type {
  AdminSettingsSaveError,
  AdminSettingsSaveScope,
  AdminSettingsScreenProps,
  AdminSettingsValues,
} from './AdminSettingsScreen';
export { adminSettingsSectionIds } from './settingsCatalogue';
export type { AdminSettingsSectionId } from './settingsCatalogue';
