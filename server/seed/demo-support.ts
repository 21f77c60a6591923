import { eq } from 'drizzle-orm';
import type { AppLocale } from '#contract/locales.ts';
import { SUPPORT_ROLES } from '#contract/support/support.ts';
import { contentRow, contentStore } from '#server/content/content-resource.ts';
import { addRevision } from '#server/content/revisions.ts';
import type { Db } from '#server/db/database.ts';
import { contentItems, supportMessages, supportRequests, users } from '#server/db/schema.ts';

// The demo's support center and requests (decision 077): three answers in four languages, and
// two of Grace Community Church's requests, one answered and waiting on the pastor.

type Texts = { title: string; summary: string; body: string };
type DemoSupportAnswer = { slug: string; topic: string; texts: Record<AppLocale, Texts> };

const HOUR_MS = 60 * 60 * 1000;

export const DEMO_SUPPORT_ANSWERS: readonly DemoSupportAnswer[] = [
  {
    slug: 'when-do-my-cards-ship',
    topic: 'cards',
    texts: {
      en: {
        title: 'When do my invitation cards ship?',
        summary: 'From the approved proof to your door.',
        body: '<p>Once you approve the proof, your order goes to print within two working days. We e-mail you the tracking link when it ships.</p>',
      },
      es: {
        title: '¿Cuándo se envían mis tarjetas de invitación?',
        summary: 'De la prueba aprobada a su puerta.',
        body: '<p>Cuando usted aprueba la prueba, su pedido se imprime en un plazo de dos días hábiles. Le enviamos el enlace de seguimiento por correo cuando sale.</p>',
      },
      fr: {
        title: 'Quand mes cartes d’invitation sont-elles expédiées ?',
        summary: 'De l’épreuve approuvée à votre porte.',
        body: '<p>Dès que vous approuvez l’épreuve, votre commande part à l’impression sous deux jours ouvrés. Nous vous envoyons le lien de suivi par e-mail à l’expédition.</p>',
      },
      ko: {
        title: '초대 카드는 언제 발송되나요?',
        summary: '시안 승인부터 배송까지.',
        body: '<p>시안을 승인하시면 영업일 기준 2일 안에 인쇄에 들어갑니다. 발송되면 배송 조회 링크를 이메일로 보내 드립니다.</p>',
      },
    },
  },
  {
    slug: 'change-my-welcome-video',
    topic: 'videos',
    texts: {
      en: {
        title: 'How do I change my welcome video?',
        summary: 'Record or upload a new one; the cards keep working.',
        body: '<p>Open Welcome video, record or upload the new video and save. Your QR codes lead to the new video at once: printed cards never need to change.</p>',
      },
      es: {
        title: '¿Cómo cambio mi video de bienvenida?',
        summary: 'Grabe o suba uno nuevo; las tarjetas siguen funcionando.',
        body: '<p>Abra Video de bienvenida, grabe o suba el nuevo video y guárdelo. Sus códigos QR llevan al nuevo video de inmediato: las tarjetas impresas no cambian.</p>',
      },
      fr: {
        title: 'Comment changer ma vidéo de bienvenue ?',
        summary:
          'Enregistrez-en ou téléversez-en une nouvelle ; les cartes continuent de fonctionner.',
        body: '<p>Ouvrez Vidéo de bienvenue, enregistrez ou téléversez la nouvelle vidéo et enregistrez. Vos codes QR mènent aussitôt à la nouvelle vidéo : les cartes imprimées restent valables.</p>',
      },
      ko: {
        title: '환영 영상은 어떻게 바꾸나요?',
        summary: '새 영상을 녹화하거나 올리세요. 카드는 그대로 쓸 수 있습니다.',
        body: '<p>환영 영상 메뉴에서 새 영상을 녹화하거나 업로드한 뒤 저장하세요. QR 코드는 바로 새 영상으로 연결되므로 인쇄된 카드를 바꿀 필요가 없습니다.</p>',
      },
    },
  },
  {
    slug: 'download-an-invoice',
    topic: 'billing',
    texts: {
      en: {
        title: 'Where can I download an invoice?',
        summary: 'Every invoice is a PDF under Account.',
        body: '<p>Open Account, then Invoice and payment. Each invoice has its PDF, in your language.</p>',
      },
      es: {
        title: '¿Dónde puedo descargar una factura?',
        summary: 'Cada factura es un PDF en Cuenta.',
        body: '<p>Abra Cuenta y luego Factura y pago. Cada factura tiene su PDF, en su idioma.</p>',
      },
      fr: {
        title: 'Où télécharger une facture ?',
        summary: 'Chaque facture est un PDF sous Compte.',
        body: '<p>Ouvrez Compte, puis Facture et paiement. Chaque facture a son PDF, dans votre langue.</p>',
      },
      ko: {
        title: '청구서는 어디에서 내려받나요?',
        summary: '모든 청구서는 계정 메뉴에 PDF로 있습니다.',
        body: '<p>계정에서 청구서 및 결제를 여세요. 청구서마다 사용하시는 언어로 된 PDF가 있습니다.</p>',
      },
    },
  },
];

/** The demo's support answers and requests; left alone where an answer's slug exists already. */
export async function seedDemoSupport(tx: Db, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  if (!admin) return;
  const existing = new Set(
    (
      await tx
        .select({ slug: contentItems.slug })
        .from(contentItems)
        .where(eq(contentItems.kind, 'support_answer'))
    ).map((row) => row.slug),
  );
  for (const [position, answer] of DEMO_SUPPORT_ANSWERS.entries()) {
    if (existing.has(answer.slug)) continue;
    const input: Record<string, unknown> = {
      kind: 'support_answer',
      slug: answer.slug,
      topic: answer.topic,
      roles: [...SUPPORT_ROLES],
      status: 'published',
      publish_at: new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString(),
      languages: ['en', 'es', 'fr', 'ko'],
      position,
    };
    for (const [language, texts] of Object.entries(answer.texts)) {
      input[`title_${language}`] = texts.title;
      input[`summary_${language}`] = texts.summary;
      input[`body_${language}`] = texts.body;
    }
    const id = await contentStore.insert(tx, await contentRow(input, undefined, now));
    const record = await contentStore.get(tx, id);
    if (record) await addRevision(tx, record as typeof record & { id: number }, admin.id, now);
  }

  const [pastor] = await tx
    .select({
      id: users.id,
      accountId: users.accountId,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(eq(users.email, 'pastor@demo.church'));
  if (!pastor) return;
  const pastorName = `${pastor.firstname} ${pastor.lastname}`;
  const asked = new Date(now.getTime() - 26 * HOUR_MS);
  const answeredAt = new Date(asked.getTime() + 3 * HOUR_MS);
  const base = {
    userId: pastor.id,
    accountId: pastor.accountId,
    language: 'en' as const,
    role: 'evangelism',
    churchName: 'Grace Community Church',
    browser: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
    screenWidth: 1280,
    screenHeight: 800,
  };
  const [waiting] = await tx
    .insert(supportRequests)
    .values({
      ...base,
      subject: 'The QR code on my proof looks small',
      state: 'waiting',
      page: '/orderCards',
      firstAnswerAt: answeredAt,
      firstAnswerSeconds: 3 * 60 * 60,
      waitingSince: answeredAt,
      lastMessageAt: answeredAt,
      createdAt: asked,
      updatedAt: answeredAt,
      assignedUserId: admin.id,
    })
    .returning({ id: supportRequests.id });
  await tx.insert(supportMessages).values([
    {
      requestId: waiting!.id,
      author: 'person',
      authorUserId: pastor.id,
      authorName: pastorName,
      channel: 'dashboard',
      body: 'On the proof of our new order the QR code seems smaller than last time. Is that right?',
      createdAt: asked,
    },
    {
      requestId: waiting!.id,
      author: 'support',
      authorUserId: admin.id,
      authorName: 'Admin',
      channel: 'dashboard',
      body: 'The code prints at 0.9 in, as before; the preview scales it down. Could you send a photo of a printed card if it still looks small?',
      createdAt: answeredAt,
    },
  ]);
  const recent = new Date(now.getTime() - 2 * HOUR_MS);
  const [fresh] = await tx
    .insert(supportRequests)
    .values({
      ...base,
      subject: 'How do I add a second campus?',
      page: '/campuses',
      lastMessageAt: recent,
      createdAt: recent,
      updatedAt: recent,
    })
    .returning({ id: supportRequests.id });
  await tx.insert(supportMessages).values({
    requestId: fresh!.id,
    author: 'person',
    authorUserId: pastor.id,
    authorName: pastorName,
    channel: 'dashboard',
    body: 'We are starting a second service across town. How do I add it as a campus?',
    createdAt: recent,
  });
}
