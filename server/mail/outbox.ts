import type { Db } from '#server/db/database.ts';
import { outbox, outboxAttachments } from '#server/db/schema.ts';

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
  | 'membership_canceled'
  | 'donation_receipt'
  | 'card_order_shipped'
  | 'store_order_shipped'
  | 'gift_charge_failed'
  | 'testimony_received'
  | 'support_received'
  | 'support_new_request'
  | 'support_answer';

/** A file sent with a mail, kept in the outbox beside it until the mail is sent. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a support request's own address), when not to MAIL_FROM. */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/** Records a mail in the outbox table (in the caller's transaction when given one). */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      replyTo: mail.replyTo ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row || !mail.attachments?.length) return;
  await db
    .insert(outboxAttachments)
    .values(mail.attachments.map((attachment) => ({ outboxId: row.id, ...attachment })));
}
