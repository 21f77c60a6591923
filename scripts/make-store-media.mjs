// Makes the demo store's product pictures and its digital product's file (server/seed/media/store):
// small real files, committed, so that the seed's rows can name their content keys.
// Run once with `npx node scripts/make-store-media.mjs` (sharp draws the SVGs, pdfkit the guide).
import { mkdirSync, writeFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const out = new URL('../server/seed/media/store/', import.meta.url);
mkdirSync(out, { recursive: true });

const W = 800;
const H = 600;
const frame = (
  from,
  to,
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>${body}</svg>`;

const card = (x, y, r, fill) =>
  `<g transform="rotate(${r} ${x + 160} ${y + 90})"><rect x="${x}" y="${y}" width="320" height="180" rx="14" fill="${fill}" stroke="#1e293b" stroke-opacity=".15" stroke-width="4"/>
   <rect x="${x + 24}" y="${y + 28}" width="90" height="90" fill="#0f172a"/><rect x="${x + 140}" y="${y + 40}" width="150" height="16" rx="8" fill="#334155"/>
   <rect x="${x + 140}" y="${y + 72}" width="110" height="12" rx="6" fill="#64748b"/></g>`;
const book = (x, y, color) =>
  `<rect x="${x}" y="${y}" width="220" height="300" rx="10" fill="${color}"/><rect x="${x + 20}" y="${y}" width="14" height="300" fill="#000" fill-opacity=".2"/>
   <rect x="${x + 70}" y="${y + 80}" width="110" height="14" rx="7" fill="#fff" fill-opacity=".85"/><rect x="${x + 118}" y="${y + 120}" width="14" height="70" fill="#fff" fill-opacity=".85"/><rect x="${x + 95}" y="${y + 140}" width="60" height="14" fill="#fff" fill-opacity=".85"/>`;

const pictures = {
  'welcome-tracts': frame(
    '#fde68a',
    '#f59e0b',
    card(200, 150, -8, '#fff7ed') + card(260, 230, 6, '#ffffff'),
  ),
  'door-hangers': frame(
    '#bbf7d0',
    '#16a34a',
    `<rect x="300" y="80" width="200" height="440" rx="20" fill="#fff"/><circle cx="400" cy="170" r="48" fill="#16a34a"/><circle cx="400" cy="170" r="30" fill="#fff"/><rect x="335" y="280" width="130" height="16" rx="8" fill="#334155"/><rect x="335" y="320" width="100" height="12" rx="6" fill="#64748b"/>`,
  ),
  'outreach-banner': frame(
    '#bfdbfe',
    '#1d4ed8',
    `<rect x="120" y="170" width="560" height="220" rx="12" fill="#fff"/><rect x="110" y="150" width="16" height="300" fill="#1e293b"/><rect x="674" y="150" width="16" height="300" fill="#1e293b"/><rect x="180" y="230" width="440" height="34" rx="17" fill="#1d4ed8"/><rect x="240" y="290" width="320" height="20" rx="10" fill="#64748b"/>`,
  ),
  'pocket-testament': frame('#e2e8f0', '#64748b', book(290, 150, '#7f1d1d')),
  'study-guide': frame(
    '#ddd6fe',
    '#7c3aed',
    `<rect x="250" y="110" width="300" height="380" rx="8" fill="#fff"/><path d="M480 110 L550 180 L480 180 Z" fill="#c4b5fd"/><rect x="290" y="200" width="220" height="18" rx="9" fill="#7c3aed"/><rect x="290" y="250" width="200" height="12" rx="6" fill="#94a3b8"/><rect x="290" y="280" width="210" height="12" rx="6" fill="#94a3b8"/><rect x="290" y="310" width="170" height="12" rx="6" fill="#94a3b8"/><rect x="290" y="400" width="80" height="40" rx="6" fill="#dc2626"/>`,
  ),
  'evangelism-handbook': frame(
    '#fed7aa',
    '#ea580c',
    book(190, 150, '#1e3a8a') + book(390, 170, '#065f46'),
  ),
  lanyards: frame(
    '#fecdd3',
    '#e11d48',
    `<path d="M300 60 Q400 330 500 60" stroke="#1e293b" stroke-width="18" fill="none"/><rect x="320" y="300" width="160" height="220" rx="14" fill="#fff"/><circle cx="400" cy="380" r="40" fill="#e11d48"/><rect x="350" y="450" width="100" height="14" rx="7" fill="#334155"/>`,
  ),
  'connect-cards': frame(
    '#a5f3fc',
    '#0891b2',
    card(180, 120, -4, '#fff') + card(240, 200, 3, '#f0fdfa') + card(300, 280, -2, '#fff'),
  ),
};

for (const [name, svg] of Object.entries(pictures)) {
  const body = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
  writeFileSync(new URL(`${name}.webp`, out), body);
  console.log(`${name}.webp ${body.length} bytes`);
}

// The digital product: a real two-page PDF study guide.
const doc = new PDFDocument({
  size: 'LETTER',
  margin: 72,
  info: {
    Title: 'Journey study guide',
    Author: 'Outreach demo store',
    CreationDate: new Date('2026-01-01T00:00:00Z'),
  },
});
const chunks = [];
doc.on('data', (chunk) => chunks.push(chunk));
const done = new Promise((resolve) => doc.on('end', resolve));
doc.fontSize(24).text('Journey study guide', { align: 'center' }).moveDown();
doc
  .fontSize(12)
  .text(
    'Four weeks of short studies for small groups that walk with someone who has just visited your church: one reading, three questions and a prayer for each week.',
  );
for (const [week, title] of ['Welcome', 'Belonging', 'Listening', 'Sending'].entries()) {
  doc
    .addPage()
    .fontSize(18)
    .text(`Week ${week + 1}: ${title}`)
    .moveDown();
  doc
    .fontSize(12)
    .text(
      'Read the passage together, talk through the questions, and close in prayer for the people your cards reached this week.',
    );
}
doc.end();
await done;
const pdf = Buffer.concat(chunks);
writeFileSync(new URL('journey-study-guide.pdf', out), pdf);
console.log(`journey-study-guide.pdf ${pdf.length} bytes`);
