// Moves files into the feature layout (shared docs/architecture.md, decision 060) and rewrites
// every import so that it still points at the same module: inside a feature folder imports stay
// relative (`./x`, `../x`), everything else goes through a layer alias (`#ds/…`, `#contract/…`).
//
// Deterministic and idempotent: run it on any tree, before or after the move (a branch made
// before the move included), and the same files end up in the same places with the same
// imports. A specifier keeps its form: with its extension, without one, or naming a folder.
//
// Usage: node scripts/codemods/feature-layout.mjs [--dry]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliases, moves } from './feature-moves.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dry = process.argv.includes('--dry');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const files = [
  ...git('ls-files').split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter((file) => file && existsSync(join(root, file)));
const fileSet = new Set(files);

/** Where a file ends up: the first move whose `from` is the file or a folder above it. */
function destinationOf(file) {
  for (const [from, to] of moves) {
    if (file === from) return to;
    if (from.endsWith('/') && file.startsWith(from)) return to + file.slice(from.length);
  }
  return file;
}

const codeFile = /\.(ts|tsx|mjs|js)$/;
const skipped = /^(node_modules|dist|storybook-static|server\/db\/migrations)\//;
const resolvable = ['', '.ts', '.tsx', '.js', '.mjs', '.json'];

/** The repository file a specifier names from `file`, and the form it was written in. */
function resolveSpecifier(file, specifier) {
  let base;
  specifier = specifier.replace(/\/+$/, '');
  const alias = aliases.find(([prefix]) => `${specifier}/`.startsWith(prefix));
  if (alias) base = (alias[1] + `${specifier}/`.slice(alias[0].length)).replace(/\/$/, '');
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = posix.normalize(posix.join(posix.dirname(file), specifier));
  else return null;
  if (fileSet.has(base) && isFile(base)) return { target: base, form: 'exact' };
  for (const extension of resolvable.slice(1))
    if (fileSet.has(base + extension)) return { target: base + extension, form: 'bare' };
  for (const index of ['index.ts', 'index.tsx'])
    if (fileSet.has(`${base}/${index}`)) return { target: `${base}/${index}`, form: 'folder' };
  return { target: null };
}

function isFile(path) {
  try {
    return statSync(join(root, path)).isFile();
  } catch {
    return false;
  }
}

/** The folder a file's relative imports may reach: its feature (or group) folder. */
function homeOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'app' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
}

function specifierFor(fromFile, target, form) {
  let path = target;
  if (form === 'bare') path = target.replace(/\.(ts|tsx|js|mjs|json)$/, '');
  if (form === 'folder') path = posix.dirname(target);
  let rel = posix.relative(posix.dirname(fromFile), path);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const climbs = rel.split('/').filter((part) => part === '..').length;
  const sameHome = homeOf(fromFile) === homeOf(target) && target.startsWith(`${homeOf(fromFile)}/`);
  if (climbs === 0 || (climbs === 1 && sameHome)) return rel;
  const alias = aliases.find(([, folder]) => `${path}/`.startsWith(folder));
  return alias ? (alias[0] + `${path}/`.slice(alias[1].length)).replace(/\/$/, '') : rel;
}

// import … from '…', export … from '…', import '…', import('…'), vi.mock('…'), vi.importActual('…')
const specifierPattern =
  /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bvi\.(?:mock|importActual|doMock)(?:<[^>]*>)?\(\s*)(['"])([^'"\n]+)\2/gm;

const unresolved = [];
let rewritten = 0;
const contents = new Map();
for (const file of files) {
  if (!codeFile.test(file) || skipped.test(file)) continue;
  const source = readFileSync(join(root, file), 'utf8');
  const destination = destinationOf(file);
  const next = source.replace(specifierPattern, (whole, lead, quote, specifier) => {
    const resolved = resolveSpecifier(file, specifier);
    if (!resolved) return whole;
    if (!resolved.target) {
      unresolved.push(`${file}: ${specifier}`);
      return whole;
    }
    const written = specifierFor(destination, destinationOf(resolved.target), resolved.form);
    return `${lead}${quote}${written}${quote}`;
  });
  if (next !== source) {
    rewritten += 1;
    contents.set(file, next);
  }
}

const moved = files.filter((file) => destinationOf(file) !== file);
console.log(`${moved.length} files move, ${rewritten} files get new imports.`);
if (unresolved.length)
  console.log(`Not resolved (left as they were):\n  ${unresolved.join('\n  ')}`);
if (dry) {
  for (const file of moved) console.log(`  ${file} -> ${destinationOf(file)}`);
  process.exit(0);
}
for (const [file, text] of contents) writeFileSync(join(root, file), text);
for (const file of moved) {
  const destination = destinationOf(file);
  if (existsSync(join(root, destination))) throw new Error(`${destination} exists already`);
  mkdirSync(dirname(join(root, destination)), { recursive: true });
  const tracked = git('ls-files', '--', file).trim() !== '';
  if (tracked) git('mv', file, destination);
  else renameSync(join(root, file), join(root, destination));
}
console.log(
  `Done. Check with: npm run typecheck && npm run lint (relative to ${relative(process.cwd(), root) || '.'})`,
);
