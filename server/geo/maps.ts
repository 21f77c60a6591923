import type { Geocoder } from './geocoder.ts';

/** OpenStreetMap's standard tiles: the default tile source (their usage policy asks for credit). */
export const OSM_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** Where the maps' pictures come from, and the geocoder that may fill in pins, if configured. */
export type MapSettings = {
  /** A tile URL template with {z}, {x} and {y} (and optionally {s}). */
  tileUrl: string;
  attribution: string;
  geocoder: Geocoder | null;
};

/** Whether `value` is an https (or, for a local tile server, http) template Leaflet can fill. */
export function isTileUrlTemplate(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}
