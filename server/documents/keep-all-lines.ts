/**
 * Korean breaks between words only (CSS's `word-break: keep-all`), not inside a word as pdfkit
 * would between any two syllables: the lines are made here, word by word, at the current size. A
 * word wider than the line is left for pdfkit to break.
 */
export function keepAllLines(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    // A little room to spare: pdfkit's own wrapping measures slightly wider than widthOfString.
    if (line && doc.widthOfString(candidate) > width * 0.97) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
