import { expect } from 'vitest';
import { STORED_XSS_PAYLOADS } from '#server/security/hostile-payloads.ts';

/**
 * The fuzz suite's stored-XSS payloads, the ones the church page and testimonials tests store,
 * and the usual ways round a sanitizer: event handlers, script URLs (also entity-encoded, with
 * tabs and in odd case), frames, forms, SVG and MathML, styles, comments and broken markup.
 */
export const XSS_PAYLOADS = [
  ...STORED_XSS_PAYLOADS,
  `<script>alert("x")</script><img src=x onerror=alert(1)> " ' \``,
  '<iframe src="https://player.vimeo.com/video/76979871" onload="alert(1)"></iframe>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="java\tscript:alert(1)">link</a>',
  // javascript: as decimal character references (&#106;…), which a browser decodes.
  `<a href="${[...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('')}alert(1)">x</a>`,
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<p onclick="alert(1)">text</p>',
  '<p onmouseover=alert(1)>text</p>',
  '<body onload=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<a href="   javascript:alert(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
];

/** What must never reach a reader: a script element, an event handler, a script URL. */
export function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(?:iframe|object|embed|svg|math|style|form|input|base|meta|img)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(?:java|vb)\s*script\s*:|&#/i);
  expect(html).not.toMatch(/data\s*:/i);
  expect(html).not.toMatch(/style\s*=/i);
  expect(html).not.toMatch(/href="\/\//i);
}
