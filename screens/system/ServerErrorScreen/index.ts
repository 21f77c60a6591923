export { ServerErrorScreen } from './ServerErrorScreen';
export type { ServerErrorScreenProps } from './ServerErrorScreen';
