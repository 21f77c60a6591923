import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema.ts';

export type MailKind =
  | 'password_reset'
  | 'email_change'
  | 'email_change_address_in_use'
  | 'email_changed_notice'
  | 'choose_password'
  | 'moderator_invitation'
  | 'moderator_accepted'
  | 'message_reply'
  | 'connection_requested'
  | 'connection_decided'
  | 'video_decided'
  | 'payment_receipt'
  | 'payment_failed'
  | 'membership_canceled';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
};

/** Records a mail in the outbox table (in the caller's transaction when given one). */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insert(outbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    createdAt: now,
  });
}
