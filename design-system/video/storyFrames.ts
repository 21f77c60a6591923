import { colorThemes } from '#ds/tokens';
import type { ThumbnailFrame } from './ThumbnailPicker/captureFrames';

const { light, dark } = colorThemes;

/**
 * Pictures for stories and tests, drawn as tiny inline SVGs so no video file or network is
 * needed: a sunrise over a hill, the sun a little higher in each frame. Deterministic.
 */
export function storyFrame(index: number, total = 4): string {
  const progress = total > 1 ? index / (total - 1) : 0;
  const sunX = 40 + progress * 80;
  const sunY = 62 - progress * 34;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="320" height="180">',
    `<rect width="160" height="90" fill="${index % 2 ? light.accentSubtle : light.infoSubtle}"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="12" fill="${light.warning}"/>`,
    `<path d="M0 70 Q40 48 80 66 T160 60 V90 H0Z" fill="${light.success}"/>`,
    `<path d="M0 80 Q60 66 110 78 T160 76 V90 H0Z" fill="${dark.successSubtle}"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` frames of a video `duration` seconds long, at the times ThumbnailPicker would pick. */
export function storyFrames(count = 4, duration = 48): ThumbnailFrame[] {
  return Array.from({ length: count }, (_, index) => ({
    time: Math.round(((index + 0.5) * duration * 1000) / count) / 1000,
    src: storyFrame(index, count),
  }));
}
