export { TestModeMarker } from './TestModeMarker';
export type { TestModeMarkerProps } from './TestModeMarker';
