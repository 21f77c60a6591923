import { eq, sql } from 'drizzle-orm';
import { locationsResource } from '#contract/campuses/locationsResource.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, locations } from '#server/db/schema.ts';
import { validationFailed } from '#server/http/api-error.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

async function assertChurchExists(tx: Db, id: unknown) {
  if (id === undefined) return;
  const [found] = await tx
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, Number(id)));
  if (found?.kind !== 'church') throw validationFailed({ account_id: 'Choose a church.' });
}

type Pin = { latitude?: unknown; longitude?: unknown };

/** After a partial update the pin must still be whole: both coordinates or neither. */
function assertWholePin(fields: Pin, before: Pin) {
  const latitude = 'latitude' in fields ? fields.latitude : before.latitude;
  const longitude = 'longitude' in fields ? fields.longitude : before.longitude;
  if ((latitude ?? null) === null && (longitude ?? null) !== null) {
    throw validationFailed({ latitude: 'Place the pin again: its latitude is missing.' });
  }
  if ((longitude ?? null) === null && (latitude ?? null) !== null) {
    throw validationFailed({ longitude: 'Place the pin again: its longitude is missing.' });
  }
}

const upper = (input: Record<string, unknown>) => {
  if (typeof input.country === 'string') input.country = input.country.toUpperCase();
};

/** Every church's campuses for the admin: each belongs to a church account; pins stay whole. */
export function locationsServerResource(): ServerResource {
  return {
    definition: locationsResource,
    store: tableStore(locationsResource, {
      table: locations,
      computed: {
        // "locations"."account_id" in full: drizzle writes a one-table select's columns bare.
        account_name: sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
          where a.id = ${sql.raw('"locations"."account_id"')})`,
      },
      sorts: {
        name: [sql`lower(${locations.name})`],
        city: [sql`lower(${locations.city})`],
        account_name: [
          sql`(select lower(coalesce(a.church_name, a.slug)) from ${accounts} a
            where a.id = ${sql.raw('"locations"."account_id"')})`,
          sql`lower(${locations.name})`,
        ],
      },
    }),
    rules: {
      async beforeCreate(input, { tx }) {
        upper(input);
        await assertChurchExists(tx, input.account_id);
      },
      async beforeUpdate(input, { tx, before }) {
        upper(input);
        await assertChurchExists(tx, input.account_id);
        assertWholePin(input, before as Pin);
      },
    },
  };
}
