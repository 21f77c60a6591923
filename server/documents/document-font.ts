import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A font file pdfkit can embed, and the face to take from it when the file is a collection
 * (.ttc holds the Japanese, Korean and Chinese faces of Noto Sans CJK side by side).
 */
export type FontFace = { path: string; face?: string };

export type DocumentFonts = { regular: FontFace; bold: FontFace };

// pdfkit's built-in fonts have no Hangul, so every document is set in Noto Sans CJK, which also
// covers Latin letters with accents. scripts/setup.sh installs it (Debian's fonts-noto-cjk);
// other systems keep the same files in other folders. pdfkit embeds only the glyphs a document
// uses (a subset), so a receipt stays a few tens of kilobytes although the file is 19 MB.
const FOLDERS = [
  '/usr/share/fonts/opentype/noto', // Debian, Ubuntu
  '/usr/share/fonts/noto-cjk', // Arch, Alpine
  '/usr/share/fonts/google-noto-cjk', // Fedora
  '/usr/share/fonts/truetype/noto',
  '/Library/Fonts',
];

/** The Korean face in a collection; its Latin glyphs are the same as the other faces'. */
const KOREAN_FACE = { regular: 'NotoSansCJKkr-Regular', bold: 'NotoSansCJKkr-Bold' };

function inFolders(weight: 'Regular' | 'Bold'): FontFace | null {
  for (const folder of FOLDERS) {
    const collection = `${folder}/NotoSansCJK-${weight}.ttc`;
    if (existsSync(collection))
      return { path: collection, face: weight === 'Bold' ? KOREAN_FACE.bold : KOREAN_FACE.regular };
    // Some systems ship one OpenType file per language instead of the collection.
    const single = `${folder}/NotoSansCJKkr-${weight}.otf`;
    if (existsSync(single)) return { path: single };
  }
  return null;
}

/** Asks fontconfig where the font is, for systems that keep it somewhere else. */
function fromFontconfig(weight: 'Regular' | 'Bold'): FontFace | null {
  try {
    const path = execFileSync('fc-match', ['-f', '%{file}', `Noto Sans CJK KR:style=${weight}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (!/NotoSansCJK/i.test(path) || !existsSync(path)) return null;
    return path.endsWith('.ttc')
      ? { path, face: weight === 'Bold' ? KOREAN_FACE.bold : KOREAN_FACE.regular }
      : { path };
  } catch {
    return null;
  }
}

let found: DocumentFonts | null = null;

/**
 * Noto Sans CJK's regular and bold faces (bold falls back to regular when only that is
 * installed). Throws, naming the package to install, when the font is missing: a document
 * without it would print Korean names as empty boxes.
 */
export function documentFonts(): DocumentFonts {
  if (found) return found;
  const regular = inFolders('Regular') ?? fromFontconfig('Regular');
  if (!regular)
    throw new Error(
      'Noto Sans CJK is not installed: PDF documents need it for Korean text (Debian: apt-get install fonts-noto-cjk, or run scripts/setup.sh).',
    );
  const bold = inFolders('Bold') ?? fromFontconfig('Bold') ?? regular;
  found = { regular, bold };
  return found;
}
