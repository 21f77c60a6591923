import { describe, expect, it } from 'vitest';
import * as server from '#contract/videos/videoLinks';
import * as serverValidation from '#contract/validation';
import * as browser from '#ds/video/videoLinks';

// The layers may not share code (contract imports nothing of ours, the design system no
// contract), so the video-link rule is written twice: once for the wizard's preview, once for
// the server, which never trusts what the browser converted. This test keeps the two the same.
const links = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?si=abc',
  'https://www.youtube.com/embed/dQw4w9WgXcQ',
  'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://vimeo.com/76979871/abc123def0',
  'https://player.vimeo.com/video/76979871?h=abc',
  'HTTPS://VIMEO.COM/76979871',
  '',
  'youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/',
  'https://example.com/watch?v=dQw4w9WgXcQ',
  'https://youtube.com.evil.example/watch?v=x',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ extra',
  ' https://vimeo.com/76979871',
  'javascript:alert(1)',
];

describe('the video-link rule of the browser and of the server', () => {
  it.each(links)('agree on %j', (link) => {
    expect(serverValidation.isVideoLink(link)).toBe(browser.isVideoLink(link));
    expect(server.toEmbedUrl(link)).toBe(browser.toEmbedUrl(link));
  });
});
