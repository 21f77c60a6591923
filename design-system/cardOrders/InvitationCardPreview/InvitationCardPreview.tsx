import { useId, type Ref } from 'react';
import { useT } from '#ds/i18n';
import { colorThemes } from '#ds/tokens';
import {
  StyledBack,
  StyledChurchName,
  StyledFace,
  StyledInvitation,
  StyledLogo,
  StyledMonogram,
  StyledPreview,
  StyledQr,
  StyledQrPlaceholder,
  StyledShortUrl,
  StyledText,
} from './InvitationCardPreview.styles';

/**
 * A QR code as vector data from the server: `size` modules a side, its quiet zone included, and
 * an SVG path of the dark modules in module units (the proof PDF draws the same path).
 */
export type QrVector = { size: number; path: string };

/** Printed cards are white paper with black ink whatever the screen's theme. */
const paper = colorThemes.light.surface;
const ink = colorThemes.light.text;

export type InvitationCardPreviewProps = {
  churchName: string;
  /** The church's logo; without one the card shows the church's initial. */
  logoUrl?: string | null;
  /** The batch's QR code; null until the server has made it (a placeholder shows). */
  qr: QrVector | null;
  /** The short link the QR code holds, printed small under it. */
  shortUrl?: string | null;
  /** The invitation line; a translated default otherwise. */
  invitation?: string;
  ref?: Ref<HTMLElement>;
};

function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

/**
 * The invitation card as it will be printed, in its 3.5 × 2 in proportions: the church's logo
 * (or initial) and name, a short invitation, and the QR code of its permanent short link.
 * Its text scales with the card, so it reads the same at 375 px as on paper.
 */
export function InvitationCardPreview({
  churchName,
  logoUrl,
  qr,
  shortUrl,
  invitation,
  ref,
}: InvitationCardPreviewProps) {
  const t = useT();
  const captionId = useId();
  return (
    <StyledPreview ref={ref} aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {t('invitationCards.preview.label', { church: churchName })}
      </figcaption>
      <StyledFace $paper={paper} $ink={ink}>
        <StyledText>
          {logoUrl ? (
            <StyledLogo
              src={logoUrl}
              alt={t('invitationCards.preview.logo', { church: churchName })}
            />
          ) : (
            <StyledMonogram aria-hidden="true">{initialOf(churchName)}</StyledMonogram>
          )}
          <StyledChurchName>{churchName}</StyledChurchName>
          <StyledInvitation>
            {invitation ?? t('invitationCards.preview.invitation')}
          </StyledInvitation>
        </StyledText>
        <StyledBack>
          {qr ? (
            <StyledQr
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={
                shortUrl
                  ? t('qrCode.imageLabel', { url: shortUrl })
                  : t('invitationCards.preview.qr')
              }
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill={paper} />
              <path d={qr.path} fill={ink} />
            </StyledQr>
          ) : (
            <StyledQrPlaceholder>{t('invitationCards.preview.qrPending')}</StyledQrPlaceholder>
          )}
          {shortUrl && <StyledShortUrl>{shortUrl.replace(/^https?:\/\//, '')}</StyledShortUrl>}
        </StyledBack>
      </StyledFace>
    </StyledPreview>
  );
}
