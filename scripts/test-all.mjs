// `npm test`: every suite in order, stopping at the first failure, then a table of each
// step's time, so a slow step is seen in every CI log (also when a step failed).
//   node scripts/test-all.mjs            all steps
//   node scripts/test-all.mjs unit e2e   only the named steps, in the table's order
import { spawn } from 'node:child_process';

/** The steps of `npm test`; each is an npm script. README.md's Test table lists the same. */
const STEPS = [
  ['types', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  // The whole server suite on PostgreSQL; on the embedded PGlite (the default, also under the
  // end-to-end step) only what differs between the drivers (decision 041).
  ['server on PostgreSQL', 'test:server:pg'],
  ['server on PGlite', 'test:server:pglite'],
  ['end to end', 'test:e2e'],
  ['bundle budget', 'bundle:size'],
  ['stories and visual', 'test:stories'],
  // loki, the local before/after tool, on two stories: it must not break unseen (decision 065).
  ['loki', 'loki:ci'],
];

const wanted = process.argv.slice(2);
const steps = wanted.length
  ? STEPS.filter(([label, script]) => wanted.includes(label) || wanted.includes(script))
  : STEPS;

function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const formatSeconds = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
};

const results = [];
const started = Date.now();
let failed = null;
for (const [label, script] of steps) {
  console.log(`\n\u001b[1m==> ${label} (npm run ${script})\u001b[0m`);
  const stepStarted = Date.now();
  const status = await runScript(script);
  results.push({ label, script, ms: Date.now() - stepStarted, status });
  if (status !== 0) {
    failed = label;
    break;
  }
}

const width = Math.max(...results.map(({ label }) => label.length));
console.log('\nStep times');
for (const { label, ms, status } of results) {
  console.log(
    `  ${label.padEnd(width)}  ${formatSeconds(ms).padStart(10)}  ${status === 0 ? 'ok' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(width)}  ${formatSeconds(Date.now() - started).padStart(10)}`);
const passedCount = results.filter(({ status }) => status === 0).length;
console.log(`steps: ${passedCount} passed, ${results.length - passedCount} failed`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exit(1);
}
