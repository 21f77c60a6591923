import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Clock } from '#server/clock.ts';
import { addSeconds } from '#server/clock.ts';
import type { Db } from '#server/db/database.ts';
import { outbox, outboxAttachments } from '#server/db/schema.ts';
import type { MailAttachment } from './outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/** Delivers one message or throws. */
export type MailSender = (message: MailMessage) => Promise<void>;

export type Mailer = {
  /** Starts delivering pending outbox mail in the background (no-op without a sender). */
  kick(): void;
  /** Delivers what is pending now; returns how many were sent. */
  drain(): Promise<number>;
  close(): Promise<void>;
};

const MAX_ATTEMPTS = 5;
const RETRY_AFTER_SECONDS = 60;
const BATCH = 10;

/** An SMTP sender from a URL such as smtp://user:pass@host:587. */
export function smtpSender(url: string, from: string): MailSender {
  // nodemailer (about 15 MB of the server's memory) loads with the first mail (decision 035).
  let transport: Promise<Transporter> | undefined;
  return async ({ to, subject, text, replyTo, attachments = [] }) => {
    transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
    await (
      await transport
    ).sendMail({
      from,
      to,
      ...(replyTo ? { replyTo } : {}),
      subject,
      text,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  };
}

/**
 * Sends outbox rows with `send`. Rows are claimed with one UPDATE … FOR UPDATE SKIP LOCKED, so
 * several API processes on one PostgreSQL database never send a mail twice, and no transaction
 * stays open while SMTP talks.
 */
export function createMailer(options: {
  db: Db;
  clock: Clock;
  send: MailSender | null;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, clock, send, log } = options;
  // Passes run one after another; each drain() gets a pass that starts after it was asked for.
  let tail: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let closed = false;
  // Failed mails are retried a minute later even when no new mail arrives.
  const retryTimer = send ? setInterval(() => kick(), RETRY_AFTER_SECONDS * 1000) : null;
  retryTimer?.unref();

  async function claim() {
    const now = clock.now();
    const retryBefore = addSeconds(now, -RETRY_AFTER_SECONDS);
    const candidates = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          or(isNull(outbox.lastAttemptAt), lt(outbox.lastAttemptAt, retryBefore)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: now })
      .where(inArray(outbox.id, candidates))
      .returning();
  }

  async function drainOnce(): Promise<number> {
    if (!send) return 0;
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return sent;
      for (const row of rows) {
        try {
          const attachments = await db
            .select({
              filename: outboxAttachments.filename,
              contentType: outboxAttachments.contentType,
              content: outboxAttachments.content,
            })
            .from(outboxAttachments)
            .where(eq(outboxAttachments.outboxId, row.id))
            .orderBy(asc(outboxAttachments.id));
          await send({
            to: row.toAddress,
            subject: row.subject,
            text: row.bodyText,
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            ...(attachments.length ? { attachments } : {}),
          });
          await db
            .update(outbox)
            .set({ sentAt: clock.now(), lastError: null })
            .where(eq(outbox.id, row.id));
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.warn(
            { outboxId: row.id, err: message },
            'sending a mail failed; it stays in the outbox',
          );
          await db.update(outbox).set({ lastError: message }).where(eq(outbox.id, row.id));
        }
      }
    }
  }

  function drain(): Promise<number> {
    const pass = tail.then(() => {
      kickQueued = false;
      return closed ? 0 : drainOnce();
    });
    tail = pass.catch(() => undefined);
    return pass;
  }

  function kick(): void {
    if (!send || closed || kickQueued) return;
    kickQueued = true;
    drain().catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
  }

  return {
    kick,
    drain,
    async close() {
      closed = true;
      if (retryTimer) clearInterval(retryTimer);
      await tail;
    },
  };
}
