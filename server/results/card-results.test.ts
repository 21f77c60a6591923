import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardResultsResponse } from '#contract/results/results.ts';
import type { CardOrderState } from '#contract/cardOrders/cardOrders.ts';
import { eq } from 'drizzle-orm';
import { cardOrders, funnelCounts, locations, qrCodes, qrScans, users } from '#server/db/schema.ts';
import { scanDay } from '#server/shortCodes/scans.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;
let graceId: number;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
  graceId = await accountIdOf(server, 'grace-community-church');
  today = scanDay(server.clock.now());
});

afterAll(async () => {
  await server.close();
});

const daysAgo = (days: number) =>
  scanDay(new Date(server.clock.now().getTime() - days * 24 * 60 * 60 * 1000));

const results = async (query = '') =>
  expectOk(
    await server.call('GET', `/results/cards${query}`, { token: pastor }),
    CardResultsResponse,
  );

/** A code of a church with an order of its cards in one state, as cards-core makes them. */
async function batch(
  accountId: number,
  label: string,
  packs: number,
  state: CardOrderState,
  locationId: number | null = null,
) {
  const [code] = await server.deps.db
    .insert(qrCodes)
    .values({
      code: `T${label
        .slice(0, 6)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')
        .padEnd(6, 'X')}`,
      accountId,
      label,
      locationId,
    })
    .returning();
  const now = server.clock.now();
  await server.deps.db.insert(cardOrders).values({
    accountId,
    state,
    packs,
    includedPacks: 0,
    packPriceCents: 2500,
    amountCents: packs * 2500,
    locale: 'en',
    churchName: 'Test church',
    shipName: 'Pastor',
    shipAddress: '1 Main Street',
    shipCity: 'Springfield',
    shipState: 'IL',
    shipZipCode: '62701',
    shipCountry: 'US',
    qrCodeId: code!.id,
    idempotencyKey: `results-test-${label}`,
    createdAt: now,
    paidAt: state === 'draft' ? null : now,
    updatedAt: now,
  });
  return code!;
}

describe('card results (issue 11, decision 052)', () => {
  it('adds up the chosen batches over the chosen days, each step from its own counts', async () => {
    const [campus] = await server.deps.db
      .insert(locations)
      .values({
        accountId: graceId,
        name: 'Eastside campus',
        address: '9 Oak Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62702',
        country: 'US',
      })
      .returning();
    const before = await results();
    const easter = await batch(graceId, 'Easter', 3, 'in_production', campus!.id);
    const advent = await batch(graceId, 'Advent', 2, 'approved');
    await batch(graceId, 'Unpaid', 5, 'draft');
    await server.deps.db.insert(qrScans).values([
      { codeId: easter.id, day: daysAgo(2), scans: 40 },
      { codeId: easter.id, day: daysAgo(70), scans: 500 },
      { codeId: advent.id, day: today, scans: 10 },
    ]);
    await server.deps.db.insert(funnelCounts).values([
      { codeId: easter.id, day: daysAgo(2), step: 'view', visitors: 30 },
      { codeId: easter.id, day: daysAgo(2), step: 'play', visitors: 20 },
      { codeId: easter.id, day: daysAgo(2), step: 'watched_25', visitors: 15 },
      { codeId: easter.id, day: daysAgo(2), step: 'message', visitors: 3 },
      { codeId: advent.id, day: today, step: 'view', visitors: 8 },
    ]);

    const all = await results();
    expect(all.to).toBe(today);
    expect(all.from).toBe(daysAgo(59));
    expect(all.days).toHaveLength(60);
    const added = (key: keyof typeof all.funnel) => all.funnel[key] - before.funnel[key];
    expect([added('cards'), added('scans'), added('view'), added('play')]).toEqual([
      500, 50, 38, 20,
    ]);
    expect([added('watched_25'), added('message')]).toEqual([15, 3]);
    const dayAdded = (index: number) => {
      const [now, then] = [all.days.at(index)!, before.days.at(index)!];
      return [
        now.day,
        now.scans - then.scans,
        now.views - then.views,
        now.messages - then.messages,
      ];
    };
    expect(dayAdded(-1)).toEqual([today, 10, 8, 0]);
    expect(dayAdded(-3)).toEqual([daysAgo(2), 40, 30, 3]);
    // The welcome video of the demo church is an uploaded file: its quarters are measured.
    expect(all.embedded_video).toBe(false);
    expect(all.batches.map((row) => [row.label, row.cards])).toEqual(
      expect.arrayContaining([
        ['Easter', 300],
        ['Advent', 200],
        ['Unpaid', 0],
      ]),
    );
    expect(all.campuses).toContainEqual({ id: campus!.id, name: 'Eastside campus' });

    const one = await results(`?code_id=${easter.id}`);
    expect(one.funnel).toMatchObject({ cards: 300, scans: 40, view: 30 });
    const atCampus = await results(`?location_id=${campus!.id}`);
    expect(atCampus.funnel).toMatchObject({ cards: 300, scans: 40 });
    const longAgo = await results(`?from=${daysAgo(80)}&to=${daysAgo(60)}`);
    expect(longAgo.funnel).toMatchObject({ scans: 500, view: 0 });
    expect(longAgo.days).toHaveLength(21);
  });

  it('keeps each church to its own batches and campuses, and names a range it refuses', async () => {
    const hope = await batch(await accountIdOf(server, 'hope-fellowship'), 'Hope', 1, 'paid');
    const ask = (query: string, token = pastor) =>
      server.call('GET', `/results/cards${query}`, { token });
    expectError(await ask(`?code_id=${hope.id}`), 404, 'not_found');
    const backwards = expectError(
      await ask(`?from=${today}&to=${daysAgo(1)}`),
      400,
      'validation_failed',
    );
    expect(backwards.fields).toHaveProperty('from');
    const tooLong = expectError(await ask(`?from=${daysAgo(400)}`), 400, 'validation_failed');
    expect(tooLong.fields).toHaveProperty('from');
    expectError(await ask('?to=2026-02-30'), 400, 'validation_failed');
    expectError(await ask('', await server.signIn('care@demo.church')), 403, 'forbidden');
  });

  it("shows a person the batches they ordered, which lead to their church's video", async () => {
    const person = await server.signIn('individual@demo.church');
    const [me] = await server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'individual@demo.church'));
    const mine = await batch(graceId, 'Neighbours', 1, 'approved');
    await server.deps.db
      .update(cardOrders)
      .set({ userId: me!.id })
      .where(eq(cardOrders.qrCodeId, mine.id));
    await server.deps.db.insert(qrScans).values({ codeId: mine.id, day: today, scans: 4 });
    const results = expectOk(
      await server.call('GET', '/results/cards', { token: person }),
      CardResultsResponse,
    );
    expect(results.batches.map((row) => row.code_id)).toEqual([mine.id]);
    expect(results.campuses).toEqual([]);
    expect(results.funnel).toMatchObject({ cards: 100, scans: 4 });
    await server.deps.db.delete(cardOrders).where(eq(cardOrders.qrCodeId, mine.id));
  });

  it('shows a person with no cards an empty funnel over the days', async () => {
    const person = await server.signIn('individual@demo.church');
    const mine = expectOk(
      await server.call('GET', '/results/cards', { token: person }),
      CardResultsResponse,
    );
    expect(mine.batches).toEqual([]);
    expect(mine.funnel).toEqual({
      cards: 0,
      scans: 0,
      view: 0,
      play: 0,
      watched_25: 0,
      watched_50: 0,
      watched_75: 0,
      watched_100: 0,
      message: 0,
    });
    expect(mine.days).toHaveLength(60);
  });
});
