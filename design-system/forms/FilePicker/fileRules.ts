import type { Validator } from '../validators';

/** A file already stored on the server, shown by name (and size) when a form is edited. */
export type StoredFile = { name: string; size?: number };

/** The value a FilePicker keeps in the form. */
export type FilePickerValue = File | StoredFile;

function acceptTokens(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a file fits an `accept` list as `<input type="file">` reads it: `.ext` extensions,
 * `type/*` wildcards and exact MIME types. An empty list accepts everything.
 */
export function matchesAccept(
  file: { name: string; type: string },
  accept: string | undefined,
): boolean {
  const tokens = accept ? acceptTokens(accept) : [];
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * The accept list as people read it. Extensions win when there are any, since MIME types
 * usually repeat them (`.mp4,.mov,video/quicktime` reads `MP4, MOV`); otherwise MIME
 * subtypes are shown (`image/png` reads `PNG`) and wildcards as they are (`video/*`).
 */
export function formatAccept(accept: string): string {
  const tokens = acceptTokens(accept);
  const extensions = tokens.filter((token) => token.startsWith('.'));
  const labels = (extensions.length > 0 ? extensions : tokens).map((token) => {
    if (token.startsWith('.')) return token.slice(1).toUpperCase();
    if (token.endsWith('/*')) return token;
    return (token.split('/')[1] ?? token).toUpperCase();
  });
  return [...new Set(labels)].join(', ');
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes as "2.4 MB" in the given language (decimal units, as file managers show). */
export function formatFileSize(bytes: number, localeTag: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(localeTag, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** Fails for a newly chosen file whose type is not in `accept`; `types` is shown in the message. */
export function fileTypeValidator(accept: string, types: string): Validator {
  return (value) =>
    isFile(value) && !matchesAccept(value, accept)
      ? { key: 'filePicker.wrongType', params: { types } }
      : undefined;
}

/** Fails for a newly chosen file larger than `maxBytes`; `max` is shown in the message. */
export function fileSizeValidator(maxBytes: number, max: string): Validator {
  return (value) =>
    isFile(value) && value.size > maxBytes
      ? { key: 'filePicker.tooLarge', params: { max } }
      : undefined;
}
