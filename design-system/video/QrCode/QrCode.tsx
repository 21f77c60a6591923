import { useId, useRef, type ReactNode, type Ref } from 'react';
import QRCode from 'react-qr-code';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { colorThemes } from '#ds/tokens';
import { printableQrSvg, qrFileName } from './printableQrSvg';
import {
  StyledActions,
  StyledCaption,
  StyledHint,
  StyledPaper,
  StyledQrCode,
  StyledTitle,
  StyledUrl,
} from './QrCode.styles';

const pixels = { small: 128, medium: 192, large: 256 } as const;

/** Scanners need dark on light, so the code keeps the light theme's paper and ink in dark mode. */
const screenPaper = colorThemes.light.surface;
const screenInk = colorThemes.light.text;

export type QrCodeProps = {
  /** What the code opens, usually a full URL. Shown under the code as well. */
  value: string;
  /** A title above the URL ('Scan to watch our story'). */
  caption?: ReactNode;
  /** On screen: 128, 192 or 256 px. */
  size?: 'small' | 'medium' | 'large';
  /** Names the downloaded file: `grace-church` gives `grace-church-qr-code.svg`. */
  slug?: string;
  /** Printed width of the downloaded SVG in millimetres, quiet zone included. */
  printSizeMm?: number;
  /** Error correction: M survives smudges and small logos; H survives more and is denser. */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** What screen readers hear for the image; 'QR code for {url}' by default. */
  label?: string;
  ref?: Ref<HTMLElement>;
};

/** Saves text as a file through a temporary link. */
function download(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A QR code with its URL and a button that downloads a print-ready SVG. */
export function QrCode({
  value,
  caption,
  size = 'medium',
  slug,
  printSizeMm = 50,
  level = 'M',
  label,
  ref,
}: QrCodeProps) {
  const t = useT();
  const hintId = useId();
  const paper = useRef<HTMLDivElement>(null);
  const name = label ?? t('qrCode.imageLabel', { url: value });

  const handleDownload = () => {
    const node = paper.current?.querySelector('svg');
    const [, , side] = node?.getAttribute('viewBox')?.split(' ').map(Number) ?? [];
    // react-qr-code draws the light background first and the dark modules second.
    const path = node?.querySelectorAll('path')[1]?.getAttribute('d');
    if (!side || !path) return;
    download(
      qrFileName(slug),
      printableQrSvg({ moduleCount: side, path, sizeMm: printSizeMm, title: name }),
      'image/svg+xml',
    );
  };

  return (
    <StyledQrCode ref={ref} data-size={size}>
      <StyledPaper ref={paper} $paper={screenPaper}>
        <QRCode
          value={value}
          size={pixels[size]}
          level={level}
          bgColor={screenPaper}
          fgColor={screenInk}
          role="img"
          aria-label={name}
        />
      </StyledPaper>
      <StyledCaption>
        {caption && <StyledTitle>{caption}</StyledTitle>}
        <StyledUrl>{value}</StyledUrl>
      </StyledCaption>
      <StyledActions>
        <Button
          variant="secondary"
          size="small"
          icon={<Icon name="download" size="small" />}
          aria-describedby={hintId}
          onClick={handleDownload}
        >
          {t('qrCode.download')}
        </Button>
        <StyledHint id={hintId}>{t('qrCode.downloadHint', { size: printSizeMm })}</StyledHint>
      </StyledActions>
    </StyledQrCode>
  );
}
