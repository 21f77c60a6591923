export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { printableQrSvg, qrFileName } from './printableQrSvg';
export type { PrintableQrOptions } from './printableQrSvg';
