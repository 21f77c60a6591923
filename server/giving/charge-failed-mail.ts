import type { Db } from '#server/db/database.ts';
import type { donations } from '#server/db/schema.ts';
import { mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { localeOfDonation } from './receipt-mail.ts';

type DonationRow = typeof donations.$inferSelect;

/**
 * Tells a monthly donor, in the language they gave in, that this month's charge was refused and
 * the gift has stopped (gifts are not dunned, decision 045), with a link to give again with a new
 * card: Donate for a signed-in donor (it also lists their gifts), the public page otherwise.
 */
export async function queueGiftChargeFailedMail(
  tx: Db,
  donation: DonationRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  const { t, dollars, link, paragraphs } = mailWriter(localeOfDonation(donation));
  const amount = dollars(donation.amountCents + donation.feeCents);
  await enqueueMail(
    tx,
    {
      kind: 'gift_charge_failed',
      to: donation.donorEmail,
      subject: t('mail.giftChargeFailed.subject', { amount }),
      text: paragraphs(
        t('mail.helloName', { name: donation.donorName }),
        t('mail.giftChargeFailed.body', {
          amount,
          link: link(appUrl, donation.userId === null ? '/donation' : '/donate'),
        }),
      ),
    },
    now,
  );
}
