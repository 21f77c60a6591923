import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { WebVTTParser as WebVTTParserType } from 'webvtt-parser';

// webvtt-parser is CommonJS whose exports Node's ESM loader cannot name: required, typed.
const { WebVTTParser } = createRequire(import.meta.url)('webvtt-parser') as {
  WebVTTParser: typeof WebVTTParserType;
};

// Care videos' captions (decision 076): an admin uploads a WebVTT file per language. It is read
// by the webvtt-parser package (the W3C WebVTT parsing algorithm, with its errors) before it is
// stored, so every file a `<track>` element gets is WebVTT the browser will read.

export class CaptionRefused extends Error {}

export type CheckedCaption = { key: string; body: Buffer; cues: number };

const TEXT = new TextDecoder('utf-8', { fatal: true });

/** The file as stored: valid UTF-8 WebVTT with at least one cue, keyed by its SHA-256. */
export function checkCaption(upload: Buffer): CheckedCaption {
  let text: string;
  try {
    text = TEXT.decode(upload);
  } catch {
    throw new CaptionRefused('Choose a WebVTT file (.vtt) in UTF-8 text.');
  }
  if (text.includes('\u0000'))
    throw new CaptionRefused('Choose a WebVTT file (.vtt), not another kind.');
  const parsed = new WebVTTParser().parse(text.replace(/^\ufeff/, ''), 'metadata');
  const first = parsed.errors[0];
  if (first) {
    if (first.line === 1) {
      throw new CaptionRefused('This is not a WebVTT file: it must start with "WEBVTT".');
    }
    throw new CaptionRefused(
      `This WebVTT file has an error on line ${first.line}: ${first.message}`,
    );
  }
  if (parsed.cues.length === 0) throw new CaptionRefused('This WebVTT file has no captions.');
  const key = `${createHash('sha256').update(upload).digest('hex')}.vtt`;
  return { key, body: upload, cues: parsed.cues.length };
}
