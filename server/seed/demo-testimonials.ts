import { and, eq } from 'drizzle-orm';
import type { TestimonialStatus } from '#contract/testimonials/testimonials.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, testimonials, users } from '#server/db/schema.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { CONSENT_VERSION, consentText } from '#server/testimonials/consent.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoTestimony = {
  firstName: string;
  story: string;
  locale: Locale;
  status: TestimonialStatus;
  daysAgo: number;
  source: 'church_page' | 'video_page';
};

// Grace Community Church's testimonials (decision 054): three approved (on its public page), two
// waiting for the pastor or a moderator, one rejected; each with the consent its person gave.
const DEMO_TESTIMONIES: readonly DemoTestimony[] = [
  {
    firstName: 'Daniel',
    story:
      'A coworker gave me one of your cards in March. I watched the welcome video on my lunch break and came that Sunday. I have not missed many since.',
    locale: 'en',
    status: 'approved',
    daysAgo: 40,
    source: 'video_page',
  },
  {
    firstName: 'Lucía',
    story:
      'Mi vecina me dio la tarjeta. El video del pastor me habló en un momento difícil, y ahora voy con mis hijos cada domingo.',
    locale: 'es',
    status: 'approved',
    daysAgo: 26,
    source: 'church_page',
  },
  {
    firstName: 'Grace',
    story:
      'I kept the card on my fridge for weeks before I scanned it.\nThank you for the warm welcome when I finally walked in.',
    locale: 'en',
    status: 'approved',
    daysAgo: 12,
    source: 'video_page',
  },
  {
    firstName: 'Tom',
    story:
      'My son brought a card home from a friend. We came to the Easter service together, the first time in years.',
    locale: 'en',
    status: 'pending',
    daysAgo: 3,
    source: 'video_page',
  },
  {
    firstName: '지우',
    story: '카드를 받고 처음으로 교회에 갔습니다. 모두 따뜻하게 맞아 주셔서 감사합니다.',
    locale: 'ko',
    status: 'pending',
    daysAgo: 1,
    source: 'church_page',
  },
  {
    firstName: 'Sam',
    story: 'Visit my shop for the best deals in town!',
    locale: 'en',
    status: 'rejected',
    daysAgo: 8,
    source: 'church_page',
  },
];

export async function seedDemoTestimonials(tx: Db, now: Date): Promise<void> {
  const [church] = await tx
    .select({ id: accounts.id, name: accounts.churchName, slug: accounts.slug })
    .from(accounts)
    .where(eq(accounts.slug, 'grace-community-church'));
  if (!church) return;
  const [pastor] = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.email, 'pastor@demo.church'), eq(users.accountId, church.id)));
  const churchName = church.name ?? church.slug;
  await tx.insert(testimonials).values(
    DEMO_TESTIMONIES.map((item, index) => {
      const sent = new Date(now.getTime() - item.daysAgo * DAY_MS);
      const decided = item.status !== 'pending' && pastor;
      return {
        accountId: church.id,
        status: item.status,
        firstName: item.firstName,
        email: `testimony-${index + 1}@example.org`,
        story: item.story,
        source: item.source,
        consentText: consentText(item.locale, churchName),
        consentVersion: CONSENT_VERSION,
        consentLocale: item.locale,
        consentedAt: sent,
        // Nobody holds these links: the demo's people have no mailbox.
        withdrawTokenHash: newLinkToken().hash,
        createdAt: sent,
        ...(decided
          ? {
              decidedBy: pastor.id,
              decidedByName: `${pastor.firstname ?? ''} ${pastor.lastname ?? ''}`.trim(),
              decidedAt: new Date(sent.getTime() + DAY_MS / 2),
            }
          : {}),
      };
    }),
  );
}
