import { createHash } from 'node:crypto';

// The demo content's attachments (server/seed/demo-content.ts): small real PDFs written here,
// one Letter page of Helvetica text each, the same bytes at every start, so that they are
// stored by content like any upload and the seed's rows can name their keys.

/** A PDF string literal: WinAnsi (Latin-1) text with its delimiters escaped. */
const pdfString = (text: string) =>
  `(${text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\xff]/g, '?')})`;

/** One page of text: a title, then paragraphs wrapped at about 80 characters. */
export function simplePdf(title: string, paragraphs: readonly string[]): Buffer {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && `${line} ${word}`.length > 80) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line, '');
  }
  const text = [
    'BT /F1 20 Tf 72 700 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf 14 TL 0 -36 Td',
    ...lines.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pdfFile(title: string, paragraphs: readonly string[]) {
  const body = simplePdf(title, paragraphs);
  const key = `${createHash('sha256').update(body).digest('hex')}.pdf`;
  return { key, body, contentType: 'application/pdf' };
}

export const DEMO_CONTENT_FILES = {
  sharingYourStory: pdfFile('Sharing your story: a study guide', [
    'Session 1. Read John 9 together. The man who was healed did not explain everything; he said what he knew: "I was blind, and now I see."',
    'Session 2. Write your own story in three parts: before, the turning point, since. Keep it to two minutes.',
    'Session 3. Practise in pairs. Listen first, ask one question, then share your story only if it is welcome.',
  ]),
  prayerWalks: pdfFile('Prayer walks in your neighbourhood', [
    'Walk in twos or threes. Pray with your eyes open for the homes, schools and shops you pass.',
    'Note what you see and bring it back to the church: needs, names, places to serve.',
  ]),
  inviteAFriend: pdfFile('Invite a Friend Sunday', [
    'This Sunday, bring someone with you. Everyone is welcome: come as you are.',
    'Services at 9:00 and 11:00. Coffee and a warm welcome in the foyer after each service.',
  ]),
  griefSupport: pdfFile('When grief is heavy', [
    'Our grief support group meets every Tuesday at 7 pm in the church library.',
    'You do not have to talk; you are welcome to listen. Call the church office to speak with a care team member.',
  ]),
  welcomeSlides: pdfFile('Welcome slides for Sunday', [
    'Slide 1: Welcome! We are glad you are here.',
    'Slide 2: New here? Scan the card in your seat to watch our welcome video.',
    'Slide 3: Stay for coffee after the service.',
  ]),
  storyWeek: pdfFile('Story week: social images', [
    'Five square images (1080 x 1080) to share during story week, one a day, with the caption ideas below each.',
  ]),
  invitationPoster: pdfFile('Invitation card poster', [
    'A poster for the foyer: "Take a card, invite a friend." Print on Letter or A4.',
  ]),
  talkingPoints: pdfFile('Monthly video: talking points', [
    'Open with the video (4 minutes). Ask: what stood out to you?',
    'Share one story from this month. Close by praying for the people you will invite.',
  ]),
};
