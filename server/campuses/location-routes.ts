import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { LocationInput, LocationsResponse } from '#contract/campuses/locations.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/database.ts';
import { locations } from '#server/db/schema.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { MapSettings } from '#server/geo/maps.ts';
import { GEOCODE_LIMITS } from '#server/settings.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound, serviceUnavailable } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';

const ADDRESS_LOOK_UPS: RateLimitedAction = {
  prefix: 'geocode-',
  windowSeconds: GEOCODE_LIMITS.windowSeconds,
  refusal: 'Too many address look-ups: place the pin on the map.',
};

/** The roles whose menu has Campuses: the pastor's items (free partners included). */
export const CAMPUS_ROLES = [
  'evangelism',
  'free_evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/** At most this many campuses per church: a finder map, not a directory of every building. */
export const MAX_CAMPUSES = 50;

const NOT_YOURS = 'This location is not one of your church.';

const columnsOf = (input: LocationInput) => ({
  name: input.name.trim(),
  address: input.address.trim(),
  address2: input.address2?.trim() || null,
  city: input.city.trim(),
  state: input.state.trim(),
  zipCode: input.zip_code.trim(),
  country: input.country.toUpperCase(),
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/** The caller's church's campuses, oldest first (the first is the one the profile names). */
async function locationsOf(
  db: Db,
  maps: MapSettings,
  accountId: number,
): Promise<LocationsResponse> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id));
  return {
    locations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip_code: row.zipCode,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    map: {
      tile_url: maps.tileUrl,
      attribution: maps.attribution,
      geocoder: maps.geocoder !== null,
    },
  };
}

/**
 * Campuses (spec: church finder address and campuses): the caller's own church only; the account
 * always comes from the session, and another church's location id is a 404.
 */
export function registerLocationRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.locations,
    access: CAMPUS_ROLES,
    handler: ({ user }) => locationsOf(deps.db, deps.maps, user.accountId),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.createLocation,
    access: CAMPUS_ROLES,
    handler: async ({ user, body }) => {
      const current = await locationsOf(deps.db, deps.maps, user.accountId);
      if (current.locations.length >= MAX_CAMPUSES) {
        throw conflict(`A church can list at most ${MAX_CAMPUSES} locations.`);
      }
      await deps.db.transaction(async (tx) => {
        await tx.insert(locations).values({ accountId: user.accountId, ...columnsOf(body) });
        await tickActionStep(tx, user.accountId, 'add-church-location', deps.clock.now());
      });
      return locationsOf(deps.db, deps.maps, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.updateLocation,
    access: CAMPUS_ROLES,
    handler: async ({ user, body }) => {
      const { id, ...input } = body;
      const updated = await deps.db
        .update(locations)
        .set(columnsOf(input))
        .where(and(eq(locations.id, id), eq(locations.accountId, user.accountId)))
        .returning({ id: locations.id });
      if (updated.length === 0) throw notFound(NOT_YOURS);
      return locationsOf(deps.db, deps.maps, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.deleteLocation,
    access: CAMPUS_ROLES,
    handler: async ({ user, body }) => {
      const deleted = await deps.db
        .delete(locations)
        .where(and(eq(locations.id, body.id), eq(locations.accountId, user.accountId)))
        .returning({ id: locations.id });
      if (deleted.length === 0) throw notFound(NOT_YOURS);
      return locationsOf(deps.db, deps.maps, user.accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.geocode,
    access: CAMPUS_ROLES,
    handler: async ({ user, body }) => {
      const { geocoder } = deps.maps;
      if (!geocoder) throw notFound('No geocoder is configured: place the pin on the map.');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await takeActionLimits(
          tx,
          ADDRESS_LOOK_UPS,
          [{ key: `user:${user.id}`, limit: GEOCODE_LIMITS.perUser }],
          now,
        );
      });
      try {
        return { places: await geocoder.search(body.q.trim()) };
      } catch (error) {
        deps.log.warn({ err: error }, 'geocoder failed');
        throw serviceUnavailable('The address could not be looked up. Place the pin on the map.');
      }
    },
  });
}
