import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, messages } from '#server/db/schema.ts';

/** Senders in the product's four languages, combined so that a search has work to do. */
const NAMES = [
  'Ana Álvarez',
  'Bruno Bernard',
  'Chloé Dubois',
  'Daniel Kim',
  'Élodie Fontaine',
  'Fernando García',
  'Grace Han',
  'Hyun-woo Park',
  'Isabel Pérez',
  'Jae-min Lee',
  'Karen Smith',
  'Luis Torres',
  'Marie Moreau',
  'Nathan Martin',
  '김민준',
  '이서연',
  'José Sánchez',
  'Zoé Lambert',
  'Olivia Yoon',
  'Pierre Robert',
];
const SUBJECTS = [
  'Prayer request',
  'Visiting this Sunday',
  'Baptism class',
  'Volunteering with the youth group',
  'Parking on Sunday mornings',
  '¿Tienen un servicio en español?',
  'Question sur le groupe de prière',
  '새가족 모임 문의',
  'Wedding in the spring',
  'Your welcome video',
  'Food bank hours',
  'Small groups near downtown',
  'Bible study for students',
  'Thank you for the visit',
];
const SENTENCES = [
  'A friend handed me your card after the concert, and I watched the video twice.',
  'Could someone tell me what time the service starts and where to park?',
  'Please pray for my family this week; my father is in the hospital again.',
  'Mi madre no habla inglés; ¿hay alguien que pueda traducir para ella?',
  'Nous venons d’arriver dans la ville et cherchons une église pour nos enfants.',
  '지난주 예배가 정말 좋았습니다. 다음 모임은 언제인가요?',
  'I would like to help with the food bank on Saturdays if you need hands.',
  'Is there a class for people who are new to all of this?',
  'Thank you for the kind welcome last Sunday; we felt at home.',
  'My son wants to join the youth group. Who should we talk to?',
  'We are planning a wedding and would love to meet the pastor.',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Fills the inbox of the church `churchSlug` up to `total` messages with generated ones (sender
 * `bench-sender-N@bench.test`, a subject and three sentences of text), one every seven minutes
 * going back from `now`, one in seven unread. For the inbox benchmark; the demo data never
 * includes them. One statement over generate_series; running it again adds only what is missing.
 */
export async function seedManyMessages(
  db: Db,
  churchSlug: string,
  total: number,
  now: Date,
): Promise<void> {
  const [church] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.slug, churchSlug));
  if (!church) throw new Error(`There is no church ${churchSlug} to fill the inbox of.`);
  const [existing] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.accountId, church.id));
  const first = (existing?.n ?? 0) + 1;
  if (first > total) return;
  const sentence = (offset: number) =>
    sql`(${textArray(SENTENCES)})[1 + (g * ${offset}::int) % ${SENTENCES.length}::int]`;
  await db.execute(sql`
    insert into messages (account_id, sender_name, sender_email, subject, body, read_at,
      created_at)
    select ${church.id}::int,
      (${textArray(NAMES)})[1 + g % ${NAMES.length}::int],
      'bench-sender-' || g || '@bench.test',
      (${textArray(SUBJECTS)})[1 + (g / 3) % ${SUBJECTS.length}::int],
      ${sentence(1)} || ' ' || ${sentence(7)} || ' ' || ${sentence(13)},
      case when g % 7 = 0 then null
        else ${now}::timestamptz - g * interval '7 minutes' + interval '5 minutes' end,
      ${now}::timestamptz - g * interval '7 minutes'
    from generate_series(${first}::int, ${total}::int) g`);
}
