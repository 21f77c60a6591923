import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareUserResponse } from '#contract/care/care.ts';
import { AccountRecord } from '#contract/users/accountsResource.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { careAccess } from '#server/db/schema.ts';
import { DEMO_PASSWORD } from '#server/seed/demo-data.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
/** Riverside Church's care team (demo data: church access already set up). */
let riversideCare: string;
let riversideWebsite: string;
/** The care user of a church made for this test, without church access. */
let newChurchCare: string;
let newChurchId: number;

const details = {
  care_pastor: 'Pastor Ruth Kim',
  care_email: 'Care@NewChurch.test',
  care_address: '12 River Road, Springfield',
  care_phone: '+1 (555) 010-0199',
  care_website: 'https://care.newchurch.test',
};

const accessOf = (accountId: number) =>
  server.deps.db.select().from(careAccess).where(eq(careAccess.accountId, accountId));

beforeAll(async () => {
  server = await startTestServer();
  riversideCare = await server.signIn('care@demo.church');
  riversideWebsite = await server.signIn('website@demo.church');
  // A care user of another church, made as an admin would make one.
  const admin = await server.signIn('admin@demo.church');
  const account = expectOk(
    await server.call('POST', '/admin/accounts/create', {
      token: admin,
      body: { slug: 'new-care-church', kind: 'church', church_name: 'New Care Church' },
    }),
    AccountRecord,
  );
  newChurchId = account.id;
  const created = await server.call('POST', '/admin/users/create', {
    token: admin,
    body: {
      account_id: account.id,
      email: 'care@newchurch.test',
      firstname: 'Nora',
      lastname: 'Care',
      roles: ['care'],
      password: 'new-care-password',
    },
  });
  expect(created.status).toBe(200);
  newChurchCare = await server.signIn('care@newchurch.test', 'new-care-password');
});

afterAll(async () => {
  await server.close();
});

describe('church access', () => {
  it("shows the caller's own church: its login, and its access once set up", async () => {
    const riverside = expectOk(
      await server.call('GET', '/care_user', { token: riversideCare }),
      CareUserResponse,
    );
    expect(riverside.login).toBe('riverside-church');
    expect(riverside.care_access?.care_pastor).toBe('Pastor Carmen Lopez');
    expect(JSON.stringify(riverside)).not.toMatch(/password_hash|argon2/);
    expect(
      expectOk(await server.call('GET', '/care_user', { token: newChurchCare }), CareUserResponse),
    ).toEqual({ login: 'new-care-church', care_access: null });
  });

  it('is set up once, with the password hashed and never sent back', async () => {
    const result = expectOk(
      await server.call('POST', '/care_user', {
        token: newChurchCare,
        body: { ...details, care_password: 'members-only-2026' },
      }),
      CareUserResponse,
    );
    expect(result.care_access).toMatchObject({
      care_pastor: 'Pastor Ruth Kim',
      care_email: 'care@newchurch.test',
      care_phone: '+1 (555) 010-0199',
    });
    expect(JSON.stringify(result)).not.toContain('members-only-2026');
    const [row] = await accessOf(newChurchId);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'members-only-2026')).toBe(true);

    // A second set-up is told to edit instead, and changes nothing.
    expectError(
      await server.call('POST', '/care_user', {
        token: newChurchCare,
        body: { ...details, care_pastor: 'Someone Else', care_password: 'another-password' },
      }),
      409,
      'conflict',
    );
    const [after] = await accessOf(newChurchId);
    expect(after).toEqual(row);
  });

  it('is edited by the church, keeping the password unless a new one is sent', async () => {
    const [before] = await server.deps.db
      .select()
      .from(careAccess)
      .where(eq(careAccess.carePastor, 'Pastor Carmen Lopez'));
    const edited = expectOk(
      await server.call('POST', '/edit_care', {
        token: riversideWebsite,
        body: { ...details, care_pastor: 'Pastor Sam Ortiz' },
      }),
      CareUserResponse,
    );
    expect(edited.login).toBe('riverside-church');
    expect(edited.care_access?.care_pastor).toBe('Pastor Sam Ortiz');
    const [kept] = await accessOf(before!.accountId);
    expect(kept?.passwordHash).toBe(before?.passwordHash);
    expect(await verifyPassword(kept!.passwordHash, DEMO_PASSWORD)).toBe(true);

    expectOk(
      await server.call('POST', '/edit_care', {
        token: riversideCare,
        body: { ...details, care_password: 'a-new-care-password' },
      }),
      CareUserResponse,
    );
    const [changed] = await accessOf(before!.accountId);
    expect(await verifyPassword(changed!.passwordHash, 'a-new-care-password')).toBe(true);
    expect(changed!.passwordSetAt.getTime()).toBeGreaterThanOrEqual(
      before!.passwordSetAt.getTime(),
    );
    // The other church's access is untouched.
    const [other] = await accessOf(newChurchId);
    expect(other?.carePastor).toBe('Pastor Ruth Kim');
  });

  it('names each wrong field, and writes nothing', async () => {
    const before = await server.deps.db.select().from(careAccess);
    const error = expectError(
      await server.call('POST', '/edit_care', {
        token: newChurchCare,
        body: {
          care_pastor: ' ',
          care_email: 'not-an-address',
          care_address: '',
          care_phone: 'call me',
          care_website: 'care.example',
          care_password: 'short',
        },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'care_address',
      'care_email',
      'care_password',
      'care_pastor',
      'care_phone',
      'care_website',
    ]);
    expect(await server.deps.db.select().from(careAccess)).toEqual(before);
  });

  it('is only for the care team', async () => {
    const pastor = await server.signIn('pastor@demo.church');
    expectError(await server.call('GET', '/care_user', { token: pastor }), 403, 'forbidden');
    expectError(
      await server.call('POST', '/edit_care', { token: pastor, body: details }),
      403,
      'forbidden',
    );
  });
});
