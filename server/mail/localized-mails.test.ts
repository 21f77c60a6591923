import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#contract/auth/auth.ts';
import type { TransactionsResponse } from '#contract/billing/billing.ts';
import { API_BASE } from '#contract/endpoints.ts';
import type { AppLocale } from '#contract/locales.ts';
import { renewMembership } from '#server/billing/renewals.ts';
import { cardOrders, donations, messages, users, videos } from '#server/db/schema.ts';
import { runChargeGift } from '#server/giving/monthly-gifts.ts';
import { expectError } from '#server/testing/expect.ts';
import { pdfText } from '#server/testing/pdf-text.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Every mail is written in its recipient's language (users.locale, kept at sign-in and at each
// switch), or, for an address that is no user's, in the language of the page that caused it.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ renewalSweepSeconds: 0 });
});

afterAll(async () => {
  await server.close();
});

async function storedLocale(email: string) {
  const [row] = await server.deps.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row?.locale;
}

async function lastMail(to: string, kind: string) {
  const mails = (await server.outbox()).filter(
    (mail) => mail.toAddress === to && mail.kind === kind,
  );
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

const signInIn = async (email: string, locale: AppLocale) => {
  const result = await server.call('POST', '/auth/sign_in', {
    body: { email, password: 'outreach-demo', locale },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as SignInResponse).token;
};

/** A token made now (the tests move the clock past a session's lifetime). */
const tokenOf = async (userId: number) =>
  (await server.deps.tokens.issue(userId, server.clock.now())).token;

let checkouts = 0;
async function checkoutIn(locale: AppLocale, card = 'sandbox_succeeds_4242_12_2030') {
  checkouts += 1;
  const email = `locale-checkout-${checkouts}@example.org`;
  const result = await server.call('POST', '/checkout', {
    body: {
      firstname: 'Mina',
      lastname: 'Park',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0199',
      church_name: `Locale Church ${checkouts}`,
      email,
      password: 'a long password',
      plan_code: 'tier-0-99-month',
      card_token: card,
      idempotency_key: `locale-checkout-${checkouts}-${randomUUID()}`,
      locale,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const { user } = result.body as SignInResponse;
  return { email, userId: user.id, accountId: user.account_id };
}

describe("the user's stored language", () => {
  it('is English until the app sends one, then follows sign-in and each switch', async () => {
    expect(await storedLocale('care@demo.church')).toBe('en');
    const token = await signInIn('care@demo.church', 'ko');
    expect(await storedLocale('care@demo.church')).toBe('ko');

    const switched = await server.call('POST', '/update_user', {
      token,
      body: { locale: 'es' },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await storedLocale('care@demo.church')).toBe('es');

    // A sign-in that sends no language (an older app) leaves it as it is.
    await server.signIn('care@demo.church');
    expect(await storedLocale('care@demo.church')).toBe('es');
  });

  it('refuses a language the app does not have, naming the field', async () => {
    const token = await server.signIn('care@demo.church');
    const error = expectError(
      await server.call('POST', '/update_user', { token, body: { locale: 'de' } }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['locale']);
    expectError(
      await server.call('POST', '/auth/sign_in', {
        body: { email: 'care@demo.church', password: 'outreach-demo', locale: 'xx' },
      }),
      400,
      'validation_failed',
    );
    expect(await storedLocale('care@demo.church')).toBe('es');
  });
});

describe('billing mails and invoices', () => {
  it.each([
    ['ko', '결제했습니다', '소형 교회 요금제, 월 분할 결제 12회 중 1회차', '/ko/account'],
    ['es', 'Gracias: Locale Church', 'Plan Iglesia pequeña, pago mensual 1 de 12', '/es/account'],
  ] as const)(
    'mail the %s receipt of a checkout in its page language',
    async (locale, ...words) => {
      const { email } = await checkoutIn(locale);
      const mail = await lastMail(email, 'payment_receipt');
      for (const word of words) expect(mail.bodyText).toContain(word);
      expect(mail.bodyText).not.toContain('Small church');
      expect(mail.subject).toMatch(locale === 'ko' ? /^청구서 TL-/ : /^Recibo de la factura TL-/);
    },
  );

  it('list invoices as data the screens write, and keep the English line as issued', async () => {
    const { userId } = await checkoutIn('ko');
    const listed = (
      await server.call('GET', '/payment/transactions', { token: await tokenOf(userId) })
    ).body as TransactionsResponse;
    const [invoice] = listed.invoices;
    expect(invoice?.item).toEqual({
      tier: '0-99',
      plan_name: 'Small church',
      interval: 'month',
      payment_number: 1,
      payments: 12,
    });
    expect(invoice?.description).toMatch(/^Small church plan, monthly payment 1 of 12 \(/);
    expect(listed.payments[0]?.item).toEqual(invoice?.item);
  });

  it('write the invoice PDF’s line in Korean (read back with pdftotext)', async () => {
    const { userId } = await checkoutIn('ko');
    const token = await tokenOf(userId);
    const listed = (await server.call('GET', '/payment/transactions', { token }))
      .body as TransactionsResponse;
    const pdf = await server.app.inject({
      method: 'GET',
      url: `${API_BASE}/payment/invoice?invoice_id=${listed.invoices[0]!.id}&locale=ko`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('소형 교회 요금제, 월 분할 결제 12회 중 1회차');
    expect(text).not.toContain('Small church');
  });

  it.each([
    ['ko', '카드 발급 은행이 거절했습니다', '/ko/paymentInfo', /의 카드로 결제하지 못했습니다$/],
    ['es', 'El banco de la tarjeta rechazó', '/es/paymentInfo', /^No pudimos cobrar la tarjeta/],
  ] as const)(
    'tell a %s church whose renewal is refused, in its pastor’s language',
    async (locale, words, link, subject) => {
      const { email, userId, accountId } = await checkoutIn(locale);
      const saved = await server.call('POST', '/payment/set_billing_info', {
        token: await tokenOf(userId),
        body: { card_token: 'sandbox_failsWhenCharged_0341_12_2030' },
      });
      expect(saved.status).toBe(200);
      server.clock.advanceSeconds(32 * 86_400);
      expect((await renewMembership(server.deps, accountId)).kind).toBe('past_due');
      const mail = await lastMail(email, 'payment_failed');
      expect(mail.subject).toMatch(subject);
      expect(mail.bodyText).toContain(words);
      expect(mail.bodyText).toContain(link);
    },
  );
});

describe('the end of a partnership', () => {
  it('is told to a Korean church in Korean after the last retry fails', async () => {
    const { email, userId, accountId } = await checkoutIn('ko');
    await server.call('POST', '/payment/set_billing_info', {
      token: await tokenOf(userId),
      body: { card_token: 'sandbox_insufficientFunds_9995_12_2030' },
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const details = await server.call('GET', '/subscription_details', {
        token: await tokenOf(userId),
      });
      const due = Date.parse((details.body as { next_billing_at: string }).next_billing_at);
      server.clock.advanceSeconds(Math.max(0, (due - server.clock.now().getTime()) / 1000));
      const outcome = await renewMembership(server.deps, accountId);
      expect(outcome.kind).toBe(attempt < 4 ? 'past_due' : 'canceled');
    }
    const mail = await lastMail(email, 'membership_canceled');
    expect(mail.subject).toMatch(/^Locale Church \d+의 파트너십이 종료되었습니다$/);
    expect(mail.bodyText).toContain('소형 교회 요금제, 월 분할 결제 12회 중 2회차');
    expect(mail.bodyText).toContain('http://app.test/ko/billing-renewal');
  });
});

describe('account mails', () => {
  it.each([
    ['ko', '비밀번호 재설정 요청', '새 비밀번호를 정하세요'],
    ['es', 'Alguien pidió restablecer', 'Elija una contraseña nueva'],
  ] as const)(
    'send a %s user their reset link in their language',
    async (locale, words, subject) => {
      const email = 'discipleship@demo.church';
      await server.call('POST', '/update_user', {
        token: await server.signIn(email),
        body: { locale },
      });
      await server.call('POST', '/auth/forgot_password', { body: { email } });
      const mail = await lastMail(email, 'password_reset');
      expect(mail.subject).toBe(subject);
      expect(mail.bodyText).toContain(words);
      expect(mail.bodyText).toContain(`http://app.test/${locale}/users/reset-password?token=`);
    },
  );

  it('confirm a new address in the page’s language, and tell the old one in the user’s', async () => {
    const token = await signInIn('website@demo.church', 'es');
    const asked = await server.call('POST', '/send_new_email_token', {
      token,
      body: { email: 'new-website@example.org', locale: 'ko' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const confirm = await lastMail('new-website@example.org', 'email_change');
    expect(confirm.subject).toBe('새 이메일 주소를 확인하세요');
    expect(confirm.bodyText).toContain('/ko/updateInfo?email_token=');
    const emailToken = /email_token=([^\s&]+)/.exec(confirm.bodyText)?.[1];
    const verified = await server.call('POST', '/verify_new_email', {
      token,
      body: { token: decodeURIComponent(emailToken!) },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const notice = await lastMail('website@demo.church', 'email_changed_notice');
    expect(notice.subject).toBe('Se cambió su dirección de correo electrónico');
    expect(notice.bodyText).toContain('new-website@example.org');
  });
});

describe('church mails', () => {
  it('invite a new address in the inviter’s page language, a user in their own', async () => {
    const pastor = await signInIn('pastor@demo.church', 'en');
    const stranger = await server.call('POST', '/invite_moderator', {
      token: pastor,
      body: { email: 'new-moderator@example.org', locale: 'es' },
    });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
    const invitation = await lastMail('new-moderator@example.org', 'moderator_invitation');
    expect(invitation.subject).toBe('Grace Community Church lo invita a ser moderador');
    expect(invitation.bodyText).toContain('/es/become-moderator?token=');

    await signInIn('individual@demo.church', 'ko');
    await server.call('POST', '/invite_moderator', {
      token: pastor,
      body: { email: 'individual@demo.church', locale: 'es' },
    });
    const known = await lastMail('individual@demo.church', 'moderator_invitation');
    expect(known.subject).toBe('Grace Community Church에서 모더레이터로 초대합니다');
    expect(known.bodyText).toContain('/ko/become-moderator?token=');
  });

  it('tell a church’s leader (es) of a request and the person (ko) of the answer', async () => {
    const person = await server.signIn('individual@demo.church');
    await server.call('POST', '/update_user', { token: person, body: { locale: 'ko' } });
    const leader = await server.signIn('discipleship@demo.church');
    await server.call('POST', '/update_user', { token: leader, body: { locale: 'es' } });
    const riverside = await accountIdOf(server, 'riverside-church');
    const asked = await server.call('POST', '/create_church_connection', {
      token: person,
      body: { account_id: riverside, note: 'Acabo de mudarme.' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const request = await lastMail('discipleship@demo.church', 'connection_requested');
    expect(request.subject).toBe('Isabel Brooks pide conectarse con Riverside Church');
    expect(request.bodyText).toContain('Su nota:\n> Acabo de mudarme.');
    expect(request.bodyText).toContain('http://app.test/es/connect-request');

    const list = await server.call(
      'GET',
      `/get_church_connections?account_id=${riverside}&filter=new`,
      { token: leader },
    );
    const id = (list.body as { connections: { id: number; email: string }[] }).connections.find(
      (row) => row.email === 'individual@demo.church',
    )?.id;
    const decided = await server.call('POST', '/decide_church_connection', {
      token: leader,
      body: { id, decision: 'accepted' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const answer = await lastMail('individual@demo.church', 'connection_decided');
    expect(answer.subject).toBe('Riverside Church에서 연결 요청을 수락했습니다');
    expect(answer.bodyText).toContain('Isabel 님, 안녕하세요.');
    expect(answer.bodyText).toContain('http://app.test/ko/connect-to-church');
  });

  it('answer a message in the language of the page it was sent from', async () => {
    const accountId = await accountIdOf(server, 'grace-community-church');
    const [message] = await server.deps.db
      .insert(messages)
      .values({
        accountId,
        senderName: 'Ji-woo',
        senderEmail: 'jiwoo@example.org',
        subject: '예배 시간',
        body: '주일 예배는 몇 시인가요?',
        locale: 'ko',
        createdAt: server.clock.now(),
      })
      .returning({ id: messages.id });
    const replied = await server.call('POST', '/reply_message', {
      token: await server.signIn('pastor@demo.church'),
      body: { id: message!.id, body: '오전 11시입니다.' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const mail = await lastMail('jiwoo@example.org', 'message_reply');
    expect(mail.subject).toBe('Re: 예배 시간');
    expect(mail.bodyText).toContain('Grace Community Church에서 보내 주신 메시지에 답장했습니다.');
    expect(mail.bodyText).toContain('> 주일 예배는 몇 시인가요?');
  });
});

describe('the other mails to users', () => {
  const setLocale = async (email: string, locale: AppLocale) => {
    const switched = await server.call('POST', '/update_user', {
      token: await server.signIn(email),
      body: { locale },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
  };

  it('write the choose-password mail of a user an admin made in the language the admin chose', async () => {
    const admin = await server.signIn('admin@demo.church');
    const accountId = await accountIdOf(server, 'grace-community-church');
    const created = await server.call('POST', '/admin/users/create', {
      token: admin,
      body: {
        account_id: accountId,
        email: 'made-by-admin@example.org',
        firstname: 'Jun',
        lastname: 'Seo',
        roles: ['individual'],
        locale: 'ko',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ locale: 'ko' });
    expect(await storedLocale('made-by-admin@example.org')).toBe('ko');
    const mail = await lastMail('made-by-admin@example.org', 'choose_password');
    expect(mail.subject).toBe('계정이 준비되었습니다. 비밀번호를 정하세요');
    expect(mail.bodyText).toMatch(/^안녕하세요\.\n/);
    expect(mail.bodyText).toContain('비밀번호를 정하고 로그인하시려면');
    expect(mail.bodyText).toContain('http://app.test/ko/users/reset-password?token=');
    expect(mail.bodyText).toContain('7일 후에 만료됩니다');

    // The admin may change it later; a language the app does not have is refused by name.
    const id = (created.body as { id: number }).id;
    const changed = await server.call('POST', '/admin/users/update', {
      token: admin,
      body: { id, locale: 'es' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await storedLocale('made-by-admin@example.org')).toBe('es');
    const refused = expectError(
      await server.call('POST', '/admin/users/update', {
        token: admin,
        body: { id, locale: 'de' },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['locale']);
    expect(await storedLocale('made-by-admin@example.org')).toBe('es');
  });

  it('write it in English when the admin sends no language (an older app)', async () => {
    const created = await server.call('POST', '/admin/users/create', {
      token: await server.signIn('admin@demo.church'),
      body: {
        account_id: await accountIdOf(server, 'grace-community-church'),
        email: 'made-without-language@example.org',
        firstname: 'Ann',
        lastname: 'Lee',
        roles: ['individual'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const mail = await lastMail('made-without-language@example.org', 'choose_password');
    expect(mail.subject).toBe('Your account is ready: choose your password');
    expect(mail.bodyText).toContain('http://app.test/users/reset-password?token=');
  });

  it.each([
    ['ko', '이 이메일 주소는 이미 사용 중입니다', '회원님의 계정이 이미 이 주소를 쓰고 있어'],
    [
      'es',
      'Su dirección de correo electrónico ya está en uso',
      'pero su cuenta ya la usa, así que no se cambió nada',
    ],
  ] as const)(
    'tell the %s owner of an address another user asked for, in the owner’s language',
    async (locale, subject, words) => {
      const owner = await checkoutIn(locale);
      const asker = await checkoutIn('en');
      const asked = await server.call('POST', '/send_new_email_token', {
        token: await tokenOf(asker.userId),
        body: { email: owner.email, locale: 'en' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const mail = await lastMail(owner.email, 'email_change_address_in_use');
      expect(mail.subject).toBe(subject);
      expect(mail.bodyText).toContain(words);
      expect(mail.bodyText).toContain(`http://app.test/${locale}/users/forgot-password`);
    },
  );

  it('tell a church’s pastor (es) that an invited person became its moderator', async () => {
    await setLocale('pastor@demo.church', 'es');
    await setLocale('invited@demo.church', 'ko');
    const accepted = await server.call('POST', '/accept_church_invite', {
      token: await server.signIn('invited@demo.church'),
      body: { token: null },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const mail = await lastMail('pastor@demo.church', 'moderator_accepted');
    expect(mail.subject).toBe('Grace Community Church tiene un nuevo moderador');
    expect(mail.bodyText).toContain(
      'invited@demo.church aceptó su invitación y ahora es moderador de Grace Community Church.',
    );
    expect(mail.bodyText).toContain('http://app.test/es/church-moderators');
  });

  it('tell a story’s maker that it was approved (ko) or blocked (es), in their language', async () => {
    const moderator = await server.signIn('moderator@demo.church');
    const [isabel] = await server.deps.db
      .select({ id: videos.id, accountId: videos.accountId, userId: videos.userId })
      .from(videos)
      .where(eq(videos.slug, 'isabel-brooks'));
    const [maker] = await server.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, isabel!.userId!));

    await setLocale(maker!.email, 'ko');
    const approved = await server.call('POST', '/approve_video', {
      token: moderator,
      body: { id: isabel!.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const yes = await lastMail(maker!.email, 'video_decided');
    expect(yes.subject).toBe('예수님 이야기 검토 결과: 승인되었습니다');
    expect(yes.bodyText).toContain(
      'Grace Community Church에 올리신 예수님 이야기이(가) 승인되어 이제 공개됩니다.',
    );
    expect(yes.bodyText).toContain('http://app.test/ko/v/isabel-brooks');

    await setLocale(maker!.email, 'es');
    const [second] = await server.deps.db
      .insert(videos)
      .values({
        accountId: isabel!.accountId,
        userId: isabel!.userId,
        kind: 'story',
        status: 'review',
        url: 'https://player.vimeo.com/video/76979871',
      })
      .returning({ id: videos.id });
    const blocked = await server.call('POST', '/block_video', {
      token: moderator,
      body: { id: second!.id, reason: 'Por favor, quite su número de teléfono.' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    const no = await lastMail(maker!.email, 'video_decided');
    expect(no.subject).toBe('No hemos aprobado su historia de Jesús');
    expect(no.bodyText).toContain(
      'No hemos aprobado su historia de Jesús para Grace Community Church, y no se muestra.',
    );
    expect(no.bodyText).toContain(
      'El motivo indicado en la revisión:\n> Por favor, quite su número de teléfono.',
    );
    expect(no.bodyText).toContain('http://app.test/es/dashboard');
  });

  it('tell the orderer (ko) that their invitation cards shipped, with the tracking link', async () => {
    await setLocale('pastor@demo.church', 'ko');
    const pastor = await server.signIn('pastor@demo.church');
    const admin = await server.signIn('admin@demo.church');
    const [waiting] = await server.deps.db
      .select({ id: cardOrders.id })
      .from(cardOrders)
      .where(eq(cardOrders.state, 'proof_ready'));
    const approved = await server.call('POST', '/card_orders/approve', {
      token: pastor,
      body: { order_id: waiting!.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const move = (body: Record<string, unknown>) =>
      server.call('POST', '/admin/card_order_transition', {
        token: admin,
        body: { order_id: waiting!.id, ...body },
      });
    expect((await move({ to: 'in_production' })).status).toBe(200);
    const shipped = await move({
      to: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z5R89390357567127',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const mail = await lastMail('pastor@demo.church', 'card_order_shipped');
    expect(mail.subject).toMatch(/^초대 카드 \S+이\(가\) 발송되었습니다$/);
    expect(mail.bodyText).toMatch(/^John 님, 안녕하세요\.\n/);
    expect(mail.bodyText).toContain(
      'Grace Community Church의 초대 카드 200장이 UPS(으)로 배송 중입니다.',
    );
    expect(mail.bodyText).toContain(
      '배송 조회: https://www.ups.com/track?tracknum=1Z5R89390357567127',
    );
    expect(mail.bodyText).toContain('http://app.test/ko/orderCards');
  });
});

describe('a monthly gift refused in a later month', () => {
  it.each([
    ['ko', '정기 후원금을 결제하지 못했습니다', '/ko/donation'],
    ['es', 'No se pudo cobrar su donativo mensual', '/es/donation'],
  ] as const)(
    'mails the %s donor once, with a link to give again',
    async (locale, subject, link) => {
      const email = `refused-${locale}@example.org`;
      const given = await server.call('POST', '/donations', {
        body: {
          amount_cents: 2_500,
          cover_fee: false,
          interval: 'month',
          donor_name: 'Ada Giver',
          donor_email: email,
          locale,
          card_token: 'sandbox_succeeds_4242_03_2030',
          idempotency_key: randomUUID(),
        },
      });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      const donationId = (given.body as { donation: { id: number } }).donation.id;
      // The card stops working after the first month, as Stripe's 0341 test card does.
      await server.deps.db
        .update(donations)
        .set({ providerCardId: 'card_sandbox:sandbox_failsWhenCharged_0341_03_2030' })
        .where(eq(donations.id, donationId));
      server.clock.advanceSeconds(31 * 86_400);
      await runChargeGift(server.deps, { donationId, period: 2 });
      await runChargeGift(server.deps, { donationId, period: 2 });
      const mails = (await server.outbox()).filter(
        (mail) => mail.toAddress === email && mail.kind === 'gift_charge_failed',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(subject);
      expect(mails[0]!.bodyText).toContain(`http://app.test${link}`);
    },
  );
});
