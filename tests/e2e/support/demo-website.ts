// The demo church's own website (issue 26, decision 075): a static page on a second local
// origin, http://localhost:4180, which Grace Community Church's seeded embed names as its
// website. It embeds the player by the generator's code: `/` the iframe alone (works with
// scripts off), `/with-loader.html` the iframe and the loader, `/give.html` where the donation
// link leads. The same server reached as http://127.0.0.1:4180 is an origin the embed does not
// name: the browser refuses the frame there (frame-ancestors).
//
// scripts/demo-website.mjs serves it by hand: npx node scripts/demo-website.mjs [player origin].
import http from 'node:http';
import type { Server } from 'node:http';
import { embedCode } from '#contract/playerEmbed/embeds.ts';
import { DEMO_EMBED, DEMO_WEBSITE_ORIGIN } from '#server/playerEmbed/demo-embed.ts';

const PORT = Number(new URL(DEMO_WEBSITE_ORIGIN).port);
const TITLE = 'Grace Community Church: videos and answers';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5}</style>
</head><body>
<h1>${title}</h1>
${body}
</body></html>
`;

/** Starts the demo website; resolves its server once it listens. */
export function startDemoWebsite(playerOrigin: string, port = PORT): Promise<Server> {
  const pages: Record<string, string> = {
    '/': page(
      'Grace Community Church',
      `<p>Questions about faith? Watch our answers.</p>\n${embedCode(playerOrigin, DEMO_EMBED.publicId, null, TITLE, false)}`,
    ),
    '/with-loader.html': page(
      'Grace Community Church',
      `<p>Questions about faith? Watch our answers.</p>\n${embedCode(playerOrigin, DEMO_EMBED.publicId, null, TITLE, true)}\n<p id="after-player">Our services are on Sundays at 10.</p>`,
    ),
    '/give.html': page('Give to Grace Community Church', '<p>Thank you for your gift.</p>'),
  };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = pages[path];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? page('Not found', ''));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
