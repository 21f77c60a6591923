import { array, coerce, nullable, number, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, queryInteger } from '#contract/validation.ts';

/** How many churches one finder answer holds at most. */
export const FINDER_MAX_RESULTS = 50;

const FinderText = refine(string(), 'finder_text', (value) =>
  value.length <= 100 ? true : 'Use at most 100 characters.',
);

/** A coordinate in a query string (`?latitude=41.88`), within the given bounds in degrees. */
function queryDegrees(bound: number) {
  return coerce(
    refine(number(), 'degrees', (value) =>
      Number.isFinite(value) && Math.abs(value) <= bound
        ? true
        : `Use a number from -${bound} to ${bound}.`,
    ),
    string(),
    (value) => (/^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : value),
  );
}

/**
 * GET /church_finder, open to everyone: churches whose name, campus city or zip code matches `q`,
 * and, with `latitude` and `longitude`, the nearest first. Without either, the churches by name.
 */
export const ChurchFinderRequest = object({
  q: optional(FinderText),
  latitude: optional(queryDegrees(90)),
  longitude: optional(queryDegrees(180)),
  limit: optional(queryInteger(1, FINDER_MAX_RESULTS)),
});
export type ChurchFinderRequest = Infer<typeof ChurchFinderRequest>;

/** A campus as the finder shows it: where it is, and its pin when one was placed. */
export const FinderCampus = object({
  name: string(),
  city: string(),
  state: string(),
  zip_code: string(),
  country: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
});
export type FinderCampus = Infer<typeof FinderCampus>;

export const FoundChurch = object({
  account_id: Id,
  /** The custom URL of the church's public page. */
  slug: string(),
  name: string(),
  website: nullable(string()),
  campuses: array(FinderCampus),
  /** Kilometres from the given point to the nearest pinned campus; null without a point or pin. */
  distance_km: nullable(number()),
});
export type FoundChurch = Infer<typeof FoundChurch>;

export const ChurchFinderResponse = object({ churches: array(FoundChurch) });
export type ChurchFinderResponse = Infer<typeof ChurchFinderResponse>;
