// The Node options package.json's scripts give the product's entry points.
import fs from 'node:fs';

/**
 * The Node options that package.json's `scriptName` gives its entry point (`node [options]
 * <entry>`), so that a benchmark or the end-to-end suite starts the server as `npm start` or
 * `npm run start:server` do:
 * the server's memory depends on them (docs/decisions/035-api-server-memory.md).
 */
export function nodeOptionsOf(scriptName, entry) {
  const { scripts } = JSON.parse(
    fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  const escaped = entry.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`\\bnode((?:\\s+--\\S+)*)\\s+${escaped}(?:\\s|$)`).exec(
    scripts[scriptName] ?? '',
  );
  if (!match)
    throw new Error(`package.json's ${scriptName} does not run "node [options] ${entry}"`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}
