// Part of `npm run bench:store`: the server time of the store's product lists with 1,000
// products (issue 11: at most 300 ms at p95), in-process through Fastify's inject, on the
// database the environment names. Prints one JSON line.
import { createServer } from '#server/app.ts';
import { storeCategories, storeOffers, storeProducts } from '#server/db/schema.ts';
import { optionsFromEnv } from '#server/env.ts';
import { DEMO_STORE_MEDIA } from '#server/seed/demo-media.ts';
import { demoToken, timeCalls } from './time-calls.ts';

const PRODUCTS = 1_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const DAY_MS = 24 * 60 * 60 * 1000;

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});

try {
  // The demo's three categories hold the 1,000 products (its own eight among them), a tenth of
  // them on offer now, as a large store would be.
  const categories = await deps.db.select({ id: storeCategories.id }).from(storeCategories);
  const existing = await deps.db.$count(storeProducts);
  const made = await deps.db
    .insert(storeProducts)
    .values(
      Array.from({ length: PRODUCTS - existing }, (_, index) => ({
        categoryId: categories[index % categories.length]!.id,
        name: `Generated product ${String(index + 1).padStart(4, '0')}`,
        description: 'A product made for the benchmark.',
        priceCents: 500 + ((index * 37) % 9_500),
        imageKey: DEMO_STORE_MEDIA.connectCards.key,
      })),
    )
    .returning({ id: storeProducts.id, priceCents: storeProducts.priceCents });
  const now = Date.now();
  await deps.db.insert(storeOffers).values(
    made
      .filter((_, index) => index % 10 === 0)
      .map((product) => ({
        productId: product.id,
        salePriceCents: Math.max(1, Math.floor(product.priceCents * 0.8)),
        startsAt: new Date(now - DAY_MS),
        endsAt: new Date(now + 30 * DAY_MS),
      })),
  );
  const category = categories[1]!.id;
  const token = await demoToken(app, 'pastor@demo.church');
  const results = await timeCalls(
    app,
    token,
    {
      'all products, first 24': { method: 'GET', url: '/api/v1/store/products' },
      'all products, 100 a page': {
        method: 'GET',
        url: '/api/v1/store/products?page=1&page_size=100',
      },
      'all products, last page': {
        method: 'GET',
        url: '/api/v1/store/products?page=10&page_size=100',
      },
      'one category, 100 a page': {
        method: 'GET',
        url: `/api/v1/store/products?category_id=${category}&page_size=100`,
      },
    },
    CALLS,
  );
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
