// @ts-check
/**
 * ESLint rule `local/no-import-cycle`: an import (static, re-export or lazy `import()`) that
 * leads back to the file it is in, through any number of files, is an error. Type-only
 * imports are left out: they vanish from the built code.
 *
 * eslint-plugin-import-x's `no-cycle` is the usual rule for this, but it is not in
 * node_modules here (see docs/decisions/015-import-cycle-rule.md). This one reads the import
 * graph with the TypeScript parser and resolves relative specifiers as Vite and tsc do:
 * with or without the extension, `.ts`, `.tsx`, `.mjs`, `.js`, or a folder's `index.*`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.mjs', '.js'];

/** @type {Map<string, { mtimeMs: number; imports: { specifier: string; target: string; node: { line: number; column: number } }[] }>} */
const graphCache = new Map();

/** @param {string} from @param {string} specifier */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    if (extensions.includes(path.extname(candidate)) && fs.existsSync(candidate)) {
      if (fs.statSync(candidate).isFile()) return candidate;
    }
  }
  return null;
}

/** @param {ts.ImportDeclaration | ts.ExportDeclaration} node */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The runtime imports of a file, resolved to files, read once per change of the file. */
function importsOf(file) {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const cached = graphCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {{ specifier: string; target: string; node: { line: number; column: number } }[]} */
  const imports = [];
  /** @param {ts.Node} at @param {string} specifier */
  const add = (at, specifier) => {
    const target = resolve(file, specifier);
    if (!target) return;
    const { line, character } = source.getLineAndCharacterOfPosition(at.getStart(source));
    imports.push({ specifier, target, node: { line: line + 1, column: character } });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      add(node, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  graphCache.set(file, { mtimeMs, imports });
  return imports;
}

/** A path of files from `start` back to `goal`, or null (breadth first: the shortest). */
function pathBack(start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const { target } of importsOf(file)) {
      if (target === goal) {
        const chain = [goal, file];
        let step = cameFrom.get(file);
        while (step) {
          chain.push(step);
          step = cameFrom.get(step);
        }
        return chain.reverse();
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing file' },
    messages: {
      cycle: 'Import cycle: {{chain}}',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return {
      'Program:exit'() {
        if (!extensions.includes(path.extname(file)) || !fs.existsSync(file)) return;
        const root = context.cwd;
        for (const { specifier, target, node } of importsOf(file)) {
          const chain = target === file ? [file, file] : pathBack(target, file);
          if (!chain) continue;
          const names = [file, ...(target === file ? [] : chain)].map((step) =>
            path.relative(root, step),
          );
          context.report({
            loc: { start: node, end: { line: node.line, column: node.column + 1 } },
            messageId: 'cycle',
            data: { chain: `${names.join(' → ')} (through '${specifier}')` },
          });
        }
      },
    };
  },
};
