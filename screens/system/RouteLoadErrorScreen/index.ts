export { RouteLoadErrorScreen } from './RouteLoadErrorScreen';
export type { RouteLoadErrorScreenProps } from './RouteLoadErrorScreen';
