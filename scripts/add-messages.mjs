// Merges a fragment of messages into locales/{en,es,fr,ko}.json under a lock, so several
// people (or helpers) can add keys at once. The fragment is a JSON file shaped
// { "en": { ...nested keys }, "es": {...}, "fr": {...}, "ko": {...} }.
// Usage: node scripts/add-messages.mjs path/to/fragment.json
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const locales = ['en', 'es', 'fr', 'ko'];
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of locales) {
  if (!fragment[locale]) throw new Error(`fragment has no "${locale}" part`);
}

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null) {
      if (typeof target[key] === 'string')
        throw new Error(`${path}${key} is a string, not a group`);
      target[key] = merge(target[key] ?? {}, value, `${path}${key}.`);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function sorted(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}

const lock = 'locales/.lock';
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`could not take ${lock}; remove it if no one is writing`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of locales) {
    const file = `locales/${locale}.json`;
    let current = {};
    try {
      current = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      current = {};
    }
    writeFileSync(
      file,
      JSON.stringify(sorted(merge(current, fragment[locale], '')), null, 2) + '\n',
    );
  }
} finally {
  rmdirSync(lock);
}
console.log(`merged ${process.argv[2]} into ${locales.map((l) => `${l}.json`).join(', ')}`);
