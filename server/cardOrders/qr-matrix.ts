import qrcode from 'qrcode-generator';

/** Modules of white around the symbol that every reader needs (ISO/IEC 18004: four). */
export const QUIET_ZONE_MODULES = 4;

/**
 * A QR code as its modules: `size` modules a side, the quiet zone included, and the dark ones'
 * runs per row (x, y, length), ready to draw as rectangles in any vector format.
 */
export type QrMatrix = {
  size: number;
  runs: readonly { x: number; y: number; length: number }[];
};

/**
 * The QR code of `text` at error-correction level Q (decision 049: the logo sits beside the
 * code, never over it, so Q's 25 % is enough), in byte mode as UTF-8, from qrcode-generator: the
 * encoder react-qr-code draws the app's codes with, so the server needs no other (issue 24).
 */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'Q');
  // qrcode-generator's own conversion keeps each character's low byte: give it the UTF-8 bytes
  // one character each, rather than replace its converter for the whole process.
  code.addData(Buffer.from(text, 'utf8').toString('latin1'), 'Byte');
  code.make();
  const size = code.getModuleCount();
  const runs: { x: number; y: number; length: number }[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const dark = column < size && code.isDark(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({
          x: start + QUIET_ZONE_MODULES,
          y: row + QUIET_ZONE_MODULES,
          length: column - start,
        });
        start = -1;
      }
    }
  }
  return { size: size + 2 * QUIET_ZONE_MODULES, runs };
}

/** An SVG path (`d`) of the dark modules, in module units: the browser draws it without a library. */
export function qrSvgPath(matrix: QrMatrix): string {
  return matrix.runs.map(({ x, y, length }) => `M${x} ${y}h${length}v1h-${length}z`).join('');
}
