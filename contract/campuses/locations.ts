import { array, boolean, nullable, number, object, optional, refine, string } from 'superstruct';
import type { Struct } from 'superstruct';
import type { Infer } from 'superstruct';
import { Location } from '#contract/account/profile.ts';
import { Id, requiredText } from '#contract/validation.ts';

/** ISO 3166-1 alpha-2: the countries a campus may be in (names come from Intl.DisplayNames). */
export const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value.toUpperCase());
}

export const LOCATION_LIMITS = { name: 100, address: 200, city: 100, state: 100, zip: 20 } as const;

/** A country as a two-letter ISO code (campuses, the shipping address). */
export const CountryCode = refine(string(), 'country', (value) =>
  isCountryCode(value) ? true : 'Choose a country (a two-letter ISO code).',
);

const optionalText = (max: number) =>
  optional(
    nullable(
      refine(string(), 'optional_text', (value) =>
        value.length <= max ? true : `Use at most ${max} characters.`,
      ),
    ),
  );

function degrees(bound: number) {
  return optional(
    nullable(
      refine(number(), 'degrees', (value) =>
        Number.isFinite(value) && Math.abs(value) <= bound
          ? true
          : `Use a number from -${bound} to ${bound}.`,
      ),
    ),
  );
}

const locationFields = {
  name: requiredText(LOCATION_LIMITS.name),
  address: requiredText(LOCATION_LIMITS.address),
  address2: optionalText(LOCATION_LIMITS.address),
  city: requiredText(LOCATION_LIMITS.city),
  state: requiredText(LOCATION_LIMITS.state),
  zip_code: requiredText(LOCATION_LIMITS.zip),
  country: CountryCode,
  latitude: degrees(90),
  longitude: degrees(180),
};

type Pinned = { latitude?: number | null; longitude?: number | null };

/** A pin has both coordinates or neither (the database says the same). */
export function withWholePin<T extends Pinned, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'pin', (value) =>
    (value.latitude ?? null) === null && (value.longitude ?? null) !== null
      ? 'Place the pin again: its latitude is missing.'
      : (value.longitude ?? null) === null && (value.latitude ?? null) !== null
        ? 'Place the pin again: its longitude is missing.'
        : true,
  );
}

/** A campus as the church enters it: the spec's location fields, and the map pin if placed. */
export const LocationInput = withWholePin(object(locationFields));
export type LocationInput = Infer<typeof LocationInput>;

/** How the campus map draws (server settings): its tiles, and whether a geocoder can pin. */
export const MapSetup = object({
  /** A tile URL template with {z}, {x} and {y}; OpenStreetMap's unless configured. */
  tile_url: string(),
  attribution: string(),
  /** Whether GET /geocode can fill a pin in from the address. */
  geocoder: boolean(),
});
export type MapSetup = Infer<typeof MapSetup>;

/** GET /locations and every write's answer: the caller's church's campuses, oldest first. */
export const LocationsResponse = object({ locations: array(Location), map: MapSetup });
export type LocationsResponse = Infer<typeof LocationsResponse>;

export const UpdateLocationRequest = withWholePin(object({ id: Id, ...locationFields }));
export type UpdateLocationRequest = Infer<typeof UpdateLocationRequest>;

export const DeleteLocationRequest = object({ id: Id });
export type DeleteLocationRequest = Infer<typeof DeleteLocationRequest>;

/** GET /geocode?q=…: pins a configured geocoder suggests for an address. */
export const GeocodeRequest = object({ q: requiredText(LOCATION_LIMITS.address * 2) });
export type GeocodeRequest = Infer<typeof GeocodeRequest>;

export const GeocodedPlace = object({ label: string(), latitude: number(), longitude: number() });
export type GeocodedPlace = Infer<typeof GeocodedPlace>;

export const GeocodeResponse = object({ places: array(GeocodedPlace) });
export type GeocodeResponse = Infer<typeof GeocodeResponse>;
