export { AiControlPanels } from './AiControlPanels';
export type {
  AiControlPanelsProps,
  AiFeatureView,
  AiPromptView,
  AiSettingsValues,
} from './AiControlPanels';
