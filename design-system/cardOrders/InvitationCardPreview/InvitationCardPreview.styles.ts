import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledPreview = styled.figure`
  margin: 0;
  width: 100%;
  max-width: 480px;
  /* The card's text is sized in container units, so it scales with the card. */
  container-type: inline-size;
`;

/** A 3.5 × 2 in card: the paper and ink are the light theme's in every theme. */
export const StyledFace = styled.div<{ $paper: string; $ink: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4cqw;
  align-items: center;
  aspect-ratio: 3.5 / 2;
  padding: 5cqw;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${({ $paper }) => $paper};
  color: ${({ $ink }) => $ink};
  box-shadow: ${vars.shadow.medium};
  overflow: hidden;
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

export const StyledText = styled.div`
  display: grid;
  gap: 1.8cqw;
  align-content: center;
  max-height: 100%;
  overflow: hidden;
  justify-items: start;
  min-width: 0;
`;

export const StyledLogo = styled.img`
  display: block;
  max-width: 60%;
  max-height: 11cqw;
  object-fit: contain;
`;

export const StyledMonogram = styled.span`
  display: grid;
  place-items: center;
  width: 10cqw;
  height: 10cqw;
  border: 0.5cqw solid currentColor;
  border-radius: 50%;
  font-size: 5.4cqw;
  font-weight: ${vars.font.weightBold};
  line-height: 1;
`;

/** Long names and invitations are cut after a few lines: the card's size is fixed. */
const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

export const StyledChurchName = styled.p`
  ${clamp(3)}
  margin: 0;
  font-size: max(14px, 4.8cqw);
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineTight};
`;

export const StyledInvitation = styled.p`
  ${clamp(4)}
  margin: 0;
  font-size: max(12px, 3.4cqw);
  line-height: ${vars.font.lineTight};
`;

export const StyledBack = styled.div`
  display: grid;
  gap: 1cqw;
  justify-items: center;
`;

/** At least 20 mm of a 88.9 mm card: 23 % of its width, plus the quiet zone. */
export const StyledQr = styled.svg`
  display: block;
  width: 34cqw;
  height: 34cqw;
`;

export const StyledQrPlaceholder = styled.div`
  display: grid;
  place-items: center;
  width: 34cqw;
  height: 34cqw;
  padding: 2cqw;
  border: 0.4cqw dashed currentColor;
  font-size: max(11px, 2.8cqw);
  text-align: center;
`;

export const StyledShortUrl = styled.span`
  max-width: 34cqw;
  font-family: ${vars.font.familyMono};
  font-size: max(10px, 2.4cqw);
  text-align: center;
  overflow-wrap: anywhere;
`;
