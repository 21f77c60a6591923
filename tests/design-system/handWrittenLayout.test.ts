import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 24 and decision 066: screens lay out with the design system's Stack, Grid and Text.
// A styled part in a screen's style file that still writes flex or grid, or the muted text
// colour, must say why on a `// Stays hand-written: …` line in the comments just above it
// (its padding, borders, named areas, media queries), or the file must say why for all its parts
// on a `// Every part stays hand-written: …` line (sign-in's budget).

const root = join(import.meta.dirname, '../..');
const REASON = '// Stays hand-written:';
const FILE_REASON = '// Every part stays hand-written:';
const HAND_WRITTEN = /display:\s*(inline-)?(flex|grid)\b|color:\s*\$\{vars\.color\.textMuted\}/;

function styleFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.styles.ts'))
    .map((file) => join(folder, file));
}

type StyledPart = { file: string; name: string; line: number; reasoned: boolean; css: string };

/** Each `export const X = styled…` block of a file, with the comment lines right above it. */
function styledParts(file: string): StyledPart[] {
  const source = readFileSync(join(root, file), 'utf8');
  const lines = source.split('\n');
  const wholeFileReasoned = source.includes(FILE_REASON);
  const parts: StyledPart[] = [];
  lines.forEach((text, index) => {
    const start = /^export const (\w+) = styled/.exec(text);
    if (!start) return;
    let above = index - 1;
    const comments: string[] = [];
    while (above >= 0 && /^\s*(\/\/|\/\*\*|\*)/.test(lines[above] ?? '')) {
      comments.push(lines[above] ?? '');
      above -= 1;
    }
    const end = lines.findIndex((line, at) => at > index && /^`;|^`\)/.test(line));
    parts.push({
      file,
      name: start[1] ?? '',
      line: index + 1,
      reasoned: wholeFileReasoned || comments.some((comment) => comment.includes(REASON)),
      css: lines.slice(index, end === -1 ? undefined : end + 1).join('\n'),
    });
  });
  return parts;
}

describe('hand-written layout in screens', () => {
  const parts = styleFiles('screens').flatMap(styledParts);

  it('finds the style files and their parts', () => {
    expect(parts.length).toBeGreaterThan(100);
  });

  it('leaves flex, grid and muted text to the primitives, or says why', () => {
    const unexplained = parts
      .filter((part) => HAND_WRITTEN.test(part.css) && !part.reasoned)
      .map((part) => `${relative(root, join(root, part.file))}:${part.line} ${part.name}`);
    expect(unexplained).toEqual([]);
  });
});
