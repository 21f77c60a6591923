// Bundles the contact forms' check (contact-check.source.ts, with altcha-lib's solver) into
// contact-check.js, the file the server serves: one small script, minified, no imports left.
// The server never builds it; contact-check.test.ts fails when the file is not this build's.
//
//   node server/public/contact-check-build.ts     writes server/public/contact-check.js
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./contact-check.source.ts', import.meta.url));
export const CHECK_SCRIPT_FILE = fileURLToPath(new URL('./contact-check.js', import.meta.url));

/** The bundled script's text. */
export async function buildCheckScript(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: SOURCE, formats: ['iife'], name: 'contactCheck', fileName: () => 'check.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error('The build made no script.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CHECK_SCRIPT_FILE, await buildCheckScript());
  console.log(`Wrote ${CHECK_SCRIPT_FILE}`);
}
