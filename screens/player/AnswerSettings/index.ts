export { AnswerSettings } from './AnswerSettings';
export type { AnswerSettingsProps } from './AnswerSettings';
