export { LocationMap } from './LocationMap';
export type { LocationMapProps, MapCoordinates, MapPoint, MapTiles } from './LocationMap';
