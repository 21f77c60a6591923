import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server (smtp-server) that keeps every mail it receives in memory, parsed with
 * mailparser, and an HTTP endpoint that lists them, so the end-to-end tests can read a real
 * password reset mail (the product sends its outbox over SMTP when SMTP_URL is set). No TLS and
 * no AUTH: it listens on the loopback address for the suite only.
 */

/** @typedef {{ to: string[]; from: string | null; subject: string; text: string; attachments: { filename: string; contentType: string; size: number; head: string }[]; receivedAt: string }} Mail */

/** Starts the SMTP server and the HTTP listing; resolves with their ports and a close function. */
export async function startMailSink({ host = '127.0.0.1' } = {}) {
  /** @type {Mail[]} */
  const mails = [];

  const smtp = new SMTPServer({
    banner: 'e2e-mail-sink',
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : null,
          to: rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
          attachments: parsed.attachments.map((attachment) => ({
            filename: attachment.filename ?? '',
            contentType: attachment.contentType,
            size: attachment.size,
            head: attachment.content.subarray(0, 5).toString('latin1'),
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      }, callback);
    },
  });

  // GET /messages?to=<address> lists the mails (oldest first), optionally for one recipient.
  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });

  /** @param {import('node:net').Server} server */
  const listen = (server) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () =>
        resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port),
      );
    });
  const smtpPort = await listen(smtp.server);
  const httpPort = await listen(api);

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    listUrl: `http://${host}:${httpPort}/messages`,
    close: () => {
      smtp.close();
      api.close();
    },
  };
}
