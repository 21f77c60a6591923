import { execFile } from 'node:child_process';

/**
 * Reads a PDF as the tests read every PDF (decision 064): with poppler-utils, which the card
 * proofs' tests need anyway to rasterise a page (pdftoppm). `text` is what a viewer would copy,
 * page by page (pdftotext, pages joined by a form feed), `pages`, `title` and `pageSize` come from pdfinfo.
 */
export async function readPdf(bytes: Uint8Array): Promise<{
  text: string;
  pages: number;
  title: string | undefined;
  pageSize: string | undefined;
}> {
  const [text, info] = await Promise.all([
    poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], bytes),
    poppler('pdfinfo', ['-enc', 'UTF-8', '-'], bytes),
  ]);
  const field = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(info)?.[1]?.trimEnd() || undefined;
  return {
    text,
    pages: Number(field('Pages') ?? 0),
    title: field('Title'),
    /** The first page's, in points: `612 x 792`. */
    pageSize: /^([\d.]+ x [\d.]+) pts/.exec(field('Page size') ?? '')?.[1],
  };
}

/** The text of a PDF, its pages joined (a form feed between two). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).text;
}

/** Runs a poppler tool on the PDF given on its standard input; resolves with its output. */
function poppler(tool: string, args: string[], bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      tool,
      args,
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${tool} failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin!.end(bytes);
  });
}
