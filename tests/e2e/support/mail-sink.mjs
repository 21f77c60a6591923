import http from 'node:http';
import net from 'node:net';

/**
 * A tiny SMTP server that keeps every mail it receives in memory, and an HTTP endpoint that
 * lists them, so the end-to-end tests can read a real password reset mail (the product sends
 * its outbox over SMTP when SMTP_URL is set). It speaks just enough SMTP for nodemailer:
 * EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH, no pipelining.
 */

/** @typedef {{ to: string[]; from: string | null; subject: string; text: string; attachments: { filename: string; contentType: string; size: number; head: string }[]; receivedAt: string }} Mail */

/** Quoted-printable (RFC 2045): soft line breaks and =XX escapes, decoded as UTF-8. */
function decodeQuotedPrintable(body) {
  const bytes = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A header with RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes a
 * subject that is not ASCII (a Korean one), decoded; the space between two encoded words goes.
 */
function decodeEncodedWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'utf8');
      return new TextDecoder(charset).decode(bytes);
    });
}

/** Headers (unfolded, lower-case names) and the raw body of one message or MIME part. */
function splitPart(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A part's body as bytes, by its transfer encoding. */
function decodedBytes(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(body, 'utf8');
}

/**
 * The subject, the text body and the attachments (name, type, size, first bytes) of a message:
 * single-part, or multipart/mixed as nodemailer sends a mail with a file.
 */
function parseMessage(raw) {
  const { headers, body } = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  let text = '';
  /** @type {{ filename: string; contentType: string; size: number; head: string }[]} */
  const attachments = [];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0].trim();
      const filename = /filename="?([^";]+)"?/i.exec(
        `${part.headers['content-disposition'] ?? ''};${part.headers['content-type'] ?? ''}`,
      )?.[1];
      const bytes = decodedBytes(part.headers, part.body);
      if (filename)
        attachments.push({
          filename,
          contentType: type,
          size: bytes.length,
          head: bytes.subarray(0, 5).toString('latin1'),
        });
      else if (type === 'text/plain' && !text) text = bytes.toString('utf8');
    }
  } else {
    text = decodedBytes(headers, body).toString('utf8');
  }
  return {
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    attachments,
  };
}

/** Starts the SMTP server and the HTTP listing; resolves with their ports and a close function. */
export async function startMailSink({ host = '127.0.0.1' } = {}) {
  /** @type {Mail[]} */
  const mails = [];
  const sockets = new Set();

  const smtp = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    /** @type {string[]} */
    let dataLines = [];
    let envelope = { from: /** @type {string | null} */ (null), to: /** @type {string[]} */ ([]) };
    const reply = (text) => socket.write(`${text}\r\n`);
    const address = (line) =>
      /<([^>]*)>/.exec(line)?.[1] ?? line.split(':').slice(1).join(':').trim();

    reply('220 e2e-mail-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const { subject, text, attachments } = parseMessage(dataLines.join('\r\n'));
            mails.push({
              ...envelope,
              subject,
              text,
              attachments,
              receivedAt: new Date().toISOString(),
            });
            dataLines = [];
            envelope = { from: null, to: [] };
            reply('250 2.0.0 Kept');
          } else {
            dataLines.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase() ?? '';
        if (verb === 'EHLO') reply('250-e2e-mail-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 e2e-mail-sink');
        else if (verb === 'MAIL') {
          envelope = { from: address(line), to: [] };
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(address(line).toLowerCase());
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: null, to: [] };
          reply('250 2.0.0 OK');
        } else if (verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
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

  const listen = (server) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve(/** @type {net.AddressInfo} */ (server.address()).port));
    });
  const smtpPort = await listen(smtp);
  const httpPort = await listen(api);

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    listUrl: `http://${host}:${httpPort}/messages`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      smtp.close();
      api.close();
    },
  };
}
