import fc from 'fast-check';
import type { Struct } from 'superstruct';

/** One request body as sent: its Content-Type (none when null) and its raw text. */
export type HostileRequest = { contentType: string | null; payload: string; label: string };

/** A path that climbs out of its folder (written in parts, so no import rule reads it as one). */
export const PARENT_PATH = ['..', '..', 'etc', 'passwd'].join('/');

const PLAUSIBLE_STRINGS = [
  'pastor@demo.church',
  'admin@demo.church',
  'someone@example.org',
  'outreach-demo',
  'support_email',
  'designer_email',
  'pastor-dashboard',
  'https://vimeo.com/76979871',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://example.org/photo.png',
  'a'.repeat(43),
  '',
  ' ',
];

/**
 * Markup that runs script when it is stored and shown as HTML: the fuzz suite sends it to every
 * field and in uploads, and the rich-text sanitizer's test (server/content) feeds it through.
 */
export const STORED_XSS_PAYLOADS = ['<script>alert(1)</script>', '<svg onload=alert(1)>'] as const;

const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udbff',
  "'; drop table users; --",
  STORED_XSS_PAYLOADS[0],
  PARENT_PATH,
  '%00',
  '\u202e\u200b',
  '9'.repeat(400),
];

const hugeString = fc
  .integer({ min: 1_000, max: 120_000 })
  .chain((length) =>
    fc.constantFrom('x', '\u0000', '한', '\ud83d\ude00').map((c) => c.repeat(length)),
  );

/** Strings a field might receive: plausible, random (lone surrogates included), hostile, huge. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

const anyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, 0.5),
);

/** A value of the wrong kind for most fields. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyNumber,
  fc.boolean(),
  fc.constant(null),
  anyString,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Arrays or objects nested `depth` levels around a value. */
export function nested(depth: number, inner: unknown = 1, kind: 'array' | 'object' = 'array') {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { x: value };
  return value;
}

const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 4_000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, 'deep', kind));

type AnyStruct = Struct<unknown, unknown>;

/**
 * Values shaped by a contract struct (superstruct keeps `type` and `schema` on each struct),
 * each part sometimes replaced by something of the wrong kind, fields sometimes missing and
 * unknown fields sometimes added.
 */
export function shapedBy(struct: AnyStruct, depth = 0): fc.Arbitrary<unknown> {
  const schema = struct.schema as unknown;
  let proper: fc.Arbitrary<unknown>;
  switch (struct.type) {
    case 'object':
    case 'type': {
      const fields = (schema ?? {}) as Record<string, AnyStruct>;
      const record = Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [
          key,
          fc.option(shapedBy(field, depth + 1), { nil: undefined, freq: 5 }),
        ]),
      );
      proper = fc
        .tuple(
          fc.record(record),
          fc.option(fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), wrongValue), {
            freq: 4,
          }),
        )
        .map(([known, unknown]) => {
          const value: Record<string, unknown> = { ...(unknown ?? {}) };
          for (const [key, field] of Object.entries(known)) {
            if (field !== undefined) value[key] = field;
          }
          return value;
        });
      break;
    }
    case 'array':
      proper =
        depth > 4 || !schema
          ? fc.array(wrongValue, { maxLength: 3 })
          : fc.array(shapedBy(schema as AnyStruct, depth + 1), { maxLength: 6 });
      break;
    case 'string':
      proper = anyString;
      break;
    case 'number':
    case 'integer':
      proper = anyNumber;
      break;
    case 'boolean':
      proper = fc.boolean();
      break;
    case 'enums':
      proper = fc.constantFrom(...Object.values(schema as Record<string, unknown>));
      break;
    case 'literal':
      proper = fc.constant(schema);
      break;
    default:
      proper = wrongValue;
  }
  return fc.oneof(
    { arbitrary: proper, weight: 6 },
    { arbitrary: wrongValue, weight: 2 },
    { arbitrary: deepValue, weight: depth === 0 ? 0 : 1 },
  );
}

const json = (value: unknown): HostileRequest => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
  label: 'json',
});

/** Hostile requests for an endpoint whose body the struct describes. */
export function hostileRequests(struct: AnyStruct): fc.Arbitrary<HostileRequest> {
  const notJson = fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", 'NaN', 'undefined', '\u0000', '{"a":1}{'),
    )
    .map((payload) => ({ contentType: 'application/json', payload, label: 'not json' }));
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/jsonx',
        'application/json-patch+json',
        'image/png',
      ),
      fc.oneof(fc.string({ maxLength: 100 }), fc.constant('{"email":"pastor@demo.church"}')),
    )
    .map(([contentType, payload]) => ({ contentType, payload, label: 'wrong content type' }));
  const deep = deepValue.map((value) => ({ ...json({ x: value }), label: 'deep nesting' }));
  const deepRaw = fc.integer({ min: 33, max: 50_000 }).map((depth) => ({
    contentType: 'application/json',
    payload: '['.repeat(depth) + ']'.repeat(depth),
    label: 'deep nesting (raw)',
  }));
  return fc.oneof(
    { arbitrary: shapedBy(struct).map(json), weight: 10 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json), weight: 2 },
    { arbitrary: notJson, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: deepRaw, weight: 1 },
  );
}

/** A small real PNG (1×1), so that some multipart requests carry an actual picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const fileContent = fc.oneof(
  fc.constant(TINY_PNG),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom(STORED_XSS_PAYLOADS[1], '%PDF-1.4', 'GIF89a', '\u0000')
    .map((t) => Buffer.from(t)),
);

/**
 * Hostile multipart/form-data requests for an upload endpoint: its fields shaped by the struct
 * (as text, the way forms send them), odd field and file names, no file, two files, broken
 * boundaries, and payloads that are not multipart at all.
 */
export function hostileMultipartRequests(struct: AnyStruct): fc.Arbitrary<HostileRequest> {
  const boundary = 'fuzzboundary';
  const fields = shapedBy(struct).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>).map(
          ([key, field]) =>
            [key, typeof field === 'string' ? field : (JSON.stringify(field) ?? '')] as const,
        )
      : [['value', String(value)] as const],
  );
  const file = fc.record({
    field: fc.constantFrom('picture', 'file', '', 'picture"; x="'),
    filename: fc.constantFrom('a.png', PARENT_PATH, '', 'x\u0000.png', '한.jpg'),
    type: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''),
    content: fileContent,
  });
  const wellFormed = fc.tuple(fields, fc.array(file, { maxLength: 2 })).map(([entries, files]) => {
    const parts = entries.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const body = Buffer.concat([
      ...parts.map((part) => Buffer.from(part)),
      ...files.flatMap((f) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
            (f.type ? `Content-Type: ${f.type}\r\n` : '') +
            '\r\n',
        ),
        f.content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: body.toString('latin1'),
      label: 'multipart',
    };
  });
  const broken = fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=x',
      ),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constant(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nbanner`),
      ),
    )
    .map(([contentType, payload]) => ({ contentType, payload, label: 'broken multipart' }));
  return fc.oneof(
    { arbitrary: wellFormed, weight: 8 },
    { arbitrary: broken, weight: 2 },
    { arbitrary: hostileRequests(struct), weight: 2 },
  );
}
