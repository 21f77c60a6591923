import { addSeconds } from '#server/clock.ts';
import type { Db } from '#server/db/database.ts';
import { storeCategories, storeCoupons, storeOffers, storeProducts } from '#server/db/schema.ts';
import { DEMO_STORE_MEDIA as MEDIA } from './demo-media.ts';

const DAY = 24 * 60 * 60;

/** The demo store's categories, each with its products (prices in cents). */
export const DEMO_STORE = [
  {
    name: 'Outreach materials',
    description: 'Printed pieces your members hand out and hang up.',
    products: [
      {
        key: 'welcomeTracts',
        name: 'Welcome tracts (pack of 50)',
        description: 'Folded tracts that invite a neighbour to Sunday service.',
        priceCents: 1_200,
        image: MEDIA.welcomeTracts,
      },
      {
        key: 'doorHangers',
        name: 'Door hangers (pack of 100)',
        description: 'Sturdy hangers with space for your service times.',
        priceCents: 2_900,
        image: MEDIA.doorHangers,
      },
      {
        key: 'outreachBanner',
        name: 'Outreach banner',
        description: 'A 6 × 3 ft vinyl banner with grommets, for outdoor events.',
        priceCents: 8_900,
        image: MEDIA.outreachBanner,
      },
    ],
  },
  {
    name: 'Bibles and study',
    description: 'Scripture and guides for new believers and small groups.',
    products: [
      {
        key: 'pocketTestament',
        name: 'Pocket New Testament',
        description: 'A small paperback to give away.',
        priceCents: 650,
        image: MEDIA.pocketTestament,
      },
      {
        key: 'studyGuide',
        name: 'Journey study guide (PDF)',
        description: 'Four weeks of small-group studies, downloaded at once.',
        priceCents: 900,
        image: MEDIA.studyGuide,
        file: { file: MEDIA.studyGuideFile, name: 'journey-study-guide.pdf' },
      },
      {
        key: 'evangelismHandbook',
        name: 'Evangelism handbook',
        description: 'A practical handbook for sharing your story.',
        priceCents: 1_800,
        image: MEDIA.evangelismHandbook,
      },
    ],
  },
  {
    name: 'Welcome team',
    description: 'What your greeters need on Sunday.',
    products: [
      {
        key: 'lanyards',
        name: 'Welcome team lanyards (set of 10)',
        description: 'Lanyards with name badges for greeters.',
        priceCents: 1_500,
        image: MEDIA.lanyards,
      },
      {
        key: 'connectCards',
        name: 'Visitor connect cards (pack of 250)',
        description: 'Cards visitors fill in to hear from you.',
        priceCents: 2_200,
        image: MEDIA.connectCards,
      },
    ],
  },
] as const;

/** The demo's special offer: the outreach banner, from a day before seeding for a year. */
export const DEMO_OFFER = { product: 'Outreach banner', salePriceCents: 6_900 } as const;

/** A coupon of the demo: 10 % off, valid for a year from seeding. */
export const DEMO_COUPON = { code: 'WELCOME10', percentOff: 10 } as const;

/**
 * The demo store (issue 11): three categories, eight products with pictures (one digital, a
 * real PDF), one offer active for a year from seeding and one coupon. The pictures and the file
 * are stored by content (`ensureDemoMedia`), so the rows name their keys.
 */
export async function seedDemoStore(tx: Db, now: Date): Promise<void> {
  for (const [position, category] of DEMO_STORE.entries()) {
    const [row] = await tx
      .insert(storeCategories)
      .values({ name: category.name, description: category.description, position: position + 1 })
      .returning({ id: storeCategories.id });
    for (const product of category.products) {
      const file = 'file' in product ? product.file : null;
      const [made] = await tx
        .insert(storeProducts)
        .values({
          categoryId: row!.id,
          name: product.name,
          description: product.description,
          priceCents: product.priceCents,
          imageKey: product.image.key,
          fileKey: file?.file.key ?? null,
          fileName: file?.name ?? null,
          active: true,
        })
        .returning({ id: storeProducts.id });
      if (product.name === DEMO_OFFER.product) {
        await tx.insert(storeOffers).values({
          productId: made!.id,
          salePriceCents: DEMO_OFFER.salePriceCents,
          startsAt: addSeconds(now, -DAY),
          endsAt: addSeconds(now, 365 * DAY),
        });
      }
    }
  }
  await tx.insert(storeCoupons).values({
    code: DEMO_COUPON.code,
    percentOff: DEMO_COUPON.percentOff,
    startsAt: addSeconds(now, -DAY),
    endsAt: addSeconds(now, 365 * DAY),
  });
}
