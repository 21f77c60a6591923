import colours from './site-colours.json' with { type: 'json' };

/**
 * The site's icon: the app's mark (app/index.html's inline icon, a white cross on the brand
 * blue), as an SVG for browsers that take one, and drawn once (sharp, on first request) as
 * the PNGs the web app manifest names and the `/favicon.ico` that browsers and crawlers ask for
 * whatever a page says.
 */
export const BRAND_COLOUR = colours.brand;

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND_COLOUR}"/><path d="M16 7v18M10 13h12" stroke="${colours.text}" stroke-width="3" stroke-linecap="round"/></svg>`;

/** A maskable icon fills its square: the system draws its own shape around the safe zone. */
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOUR}"/><path d="M16 10v12M12 14h8" stroke="${colours.text}" stroke-width="2" stroke-linecap="round"/></svg>`;

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const drawn = new Map<string, Promise<Buffer>>();

function once(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let picture = drawn.get(name);
  if (!picture) {
    picture = draw();
    drawn.set(name, picture);
  }
  return picture;
}

async function png(svg: string, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The icon at a manifest size (`maskable`: the full-bleed form). */
export function iconPng(size: IconSize, maskable = false): Promise<Buffer> {
  return once(`${size}${maskable ? 'm' : ''}`, () => png(maskable ? MASKABLE_SVG : ICON_SVG, size));
}

/** `/favicon.ico`: an ICO file holding 32 and 16 px PNGs (every browser since IE 11 reads them). */
export function faviconIco(): Promise<Buffer> {
  return once('ico', async () => {
    const images = await Promise.all([32, 16].map((size) => png(ICON_SVG, size)));
    const header = Buffer.alloc(6);
    header.writeUInt16LE(0, 0);
    header.writeUInt16LE(1, 2); // icon
    header.writeUInt16LE(images.length, 4);
    let offset = 6 + 16 * images.length;
    const entries = images.map((image, index) => {
      const size = index === 0 ? 32 : 16;
      const entry = Buffer.alloc(16);
      entry.writeUInt8(size, 0);
      entry.writeUInt8(size, 1);
      entry.writeUInt8(0, 2); // no palette
      entry.writeUInt8(0, 3);
      entry.writeUInt16LE(1, 4); // colour planes
      entry.writeUInt16LE(32, 6); // bits per pixel
      entry.writeUInt32LE(image.length, 8);
      entry.writeUInt32LE(offset, 12);
      offset += image.length;
      return entry;
    });
    return Buffer.concat([header, ...entries, ...images]);
  });
}

/** The web app manifest: the product's name, its colours and icons, opening where it starts. */
export function webManifest(name: string, shortName: string): string {
  return JSON.stringify({
    name,
    short_name: shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.page,
    theme_color: BRAND_COLOUR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}-maskable.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      })),
    ],
  });
}
