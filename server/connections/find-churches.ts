import { sql } from 'drizzle-orm';
import type { FinderCampus, FoundChurch } from '#contract/connections/churches.ts';
import type { Db } from '#server/db/database.ts';
import { containsPattern, likeLiteral } from '#server/db/like.ts';
import { accounts, locations } from '#server/db/schema.ts';

export type ChurchSearch = {
  /** Part of the church's name or a campus city, or the start of a campus zip code. */
  query?: string;
  /** With a point, the churches with the nearest pinned campus come first. */
  near?: { latitude: number; longitude: number };
  limit: number;
};

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from a point to campus `l` (haversine; clamped for rounding). */
function distanceFrom(near: { latitude: number; longitude: number }) {
  return sql`${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(l.latitude - ${near.latitude}) / 2), 2) +
    cos(radians(${near.latitude})) * cos(radians(l.latitude)) *
    power(sin(radians(l.longitude - ${near.longitude}) / 2), 2))))`;
}

type FinderRow = {
  id: number;
  slug: string;
  name: string;
  website: string | null;
  campuses: FinderCampus[];
  distance_km: number | null;
};

/**
 * The church finder (spec: church finder address and campuses): active churches, found by name,
 * campus city or zip code, nearest first when a point is given. One query, campuses included.
 */
export async function findChurches(db: Db, search: ChurchSearch): Promise<FoundChurch[]> {
  const text = search.query?.trim();
  const contains = text ? containsPattern(text) : null;
  const startsWith = text ? `${likeLiteral(text)}%` : null;
  const matches = text
    ? sql`and (a.church_name ilike ${contains} or exists (
        select 1 from ${locations} l where l.account_id = a.id
          and (l.city ilike ${contains} or l.zip_code ilike ${startsWith})))`
    : sql``;
  const distance = search.near
    ? sql`(select min(${distanceFrom(search.near)}) from ${locations} l
        where l.account_id = a.id and l.latitude is not null)`
    : sql`null::float8`;
  const result = (await db.execute(sql`
    select a.id, a.slug, a.church_name as name, a.church_website as website,
      coalesce((select json_agg(json_build_object('name', l.name, 'city', l.city,
          'state', l.state, 'zip_code', l.zip_code, 'country', l.country,
          'latitude', l.latitude, 'longitude', l.longitude) order by l.id)
        from ${locations} l where l.account_id = a.id), '[]'::json) as campuses,
      ${distance} as distance_km
    from ${accounts} a
    where a.kind = 'church' and a.church_status = 'active' and a.church_name is not null
      ${matches}
    order by distance_km asc nulls last, lower(a.church_name), a.id
    limit ${search.limit}`)) as unknown as { rows: FinderRow[] };
  return result.rows.map((row) => ({
    account_id: row.id,
    slug: row.slug,
    name: row.name,
    website: row.website,
    campuses: row.campuses,
    distance_km: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
  }));
}
