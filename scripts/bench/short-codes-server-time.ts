// Part of `npm run bench:short-codes`: the server time of a card's short code (GET /c/<code>,
// issue 11: p95 at most 50 ms), in-process through Fastify's inject, on the database the
// environment names, with 1,000 codes. Prints one JSON line.
import { eq } from 'drizzle-orm';
import { createServer } from '#server/app.ts';
import { accounts, qrCodes } from '#server/db/schema.ts';
import { optionsFromEnv } from '#server/env.ts';
import { newShortCode } from '#server/shortCodes/short-code.ts';

const CODES = 1_000;
const SCANS = Number(process.env.BENCH_SCANS ?? 300);
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});

type Scan = { code: () => string; ip: (index: number) => string; agent: string; status: number };

try {
  const [grace] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.slug, 'grace-community-church'));
  const codes = await deps.db
    .insert(qrCodes)
    .values(
      Array.from({ length: CODES }, (_, index) => ({
        code: newShortCode(),
        accountId: grace!.id,
        label: `Batch ${index + 1}`,
      })),
    )
    .returning({ code: qrCodes.code });
  const some = () => codes[Math.floor(Math.random() * codes.length)]!.code;
  const cases: Record<string, Scan> = {
    // A new person each time: the visitor row and the day's counter are written.
    'first scan of a person': {
      code: some,
      ip: (index) => `10.1.${index >> 8}.${index & 255}`,
      agent: PHONE,
      status: 302,
    },
    // The same person again the same day: merged, the counter stays.
    'repeat scan, same day': {
      code: () => codes[0]!.code,
      ip: () => '10.2.0.1',
      agent: PHONE,
      status: 302,
    },
    'link previewer (not counted)': {
      code: some,
      ip: () => '10.3.0.1',
      agent: 'WhatsApp/2.23.20.0 A',
      status: 302,
    },
    'unknown code (finder page)': {
      code: () => 'ZZZZZZZ',
      ip: () => '10.4.0.1',
      agent: PHONE,
      status: 404,
    },
  };
  const results: Record<string, { first: number; median: number; p95: number; total: number }> = {};
  for (const [label, scan] of Object.entries(cases)) {
    const times: number[] = [];
    for (let index = 0; index <= SCANS; index += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/c/${scan.code()}`,
        remoteAddress: scan.ip(index),
        headers: { 'user-agent': scan.agent, 'accept-language': 'en-US,en;q=0.9' },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== scan.status) throw new Error(`${label}: ${response.statusCode}`);
    }
    const [first, ...warm] = times;
    warm.sort((a, b) => a - b);
    results[label] = {
      first: first!,
      median: warm[Math.floor(warm.length / 2)]!,
      p95: warm[Math.ceil(warm.length * 0.95) - 1]!,
      total: SCANS,
    };
  }
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
