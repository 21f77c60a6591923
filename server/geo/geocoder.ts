/** A place a geocoder found for an address, with its pin. */
export type GeocodedPlace = { label: string; latitude: number; longitude: number };

/** Turns a postal address into candidate pins. One implementation per service. */
export type Geocoder = {
  search(address: string): Promise<GeocodedPlace[]>;
};

type NominatimPlace = { display_name?: unknown; lat?: unknown; lon?: unknown };

const MAX_PLACES = 5;
const TIMEOUT_MS = 5_000;

/**
 * A geocoder speaking Nominatim's search API (OpenStreetMap's own service, or a self-hosted
 * one): `GET {baseUrl}/search?q=…&format=jsonv2&limit=5`. Answers that are not places are
 * skipped; a failing service is an error the route turns into a clear message.
 */
export function nominatimGeocoder(
  baseUrl: string,
  options: { userAgent: string; fetch?: typeof fetch },
): Geocoder {
  const get = options.fetch ?? fetch;
  return {
    async search(address) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('q', address);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(MAX_PLACES));
      const response = await get(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const places = (await response.json()) as unknown;
      if (!Array.isArray(places)) throw new Error('geocoder answer is not a list');
      return (places as NominatimPlace[])
        .flatMap((place) => {
          const latitude = Number(place.lat);
          const longitude = Number(place.lon);
          const valid =
            typeof place.display_name === 'string' &&
            Number.isFinite(latitude) &&
            Math.abs(latitude) <= 90 &&
            Number.isFinite(longitude) &&
            Math.abs(longitude) <= 180;
          return valid
            ? [{ label: (place.display_name as string).slice(0, 300), latitude, longitude }]
            : [];
        })
        .slice(0, MAX_PLACES);
    },
  };
}
