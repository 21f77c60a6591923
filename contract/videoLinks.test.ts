import { describe, expect, it } from 'vitest';
import { isVideoLink } from './rules.ts';
import { toEmbedUrl, videoProvider, withAutoplay } from './videos/videoLinks.ts';

describe('isVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'HTTPS://VIMEO.COM/76979871',
  ])('accepts %s', (link) => {
    expect(isVideoLink(link)).toBe(true);
  });

  it.each([
    '',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com',
    'https://www.youtube.com/',
    'https://vimeo.com',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=x',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ extra',
    'https://vimeo.com.evil.example/76979871',
    ' https://vimeo.com/76979871',
  ])('rejects %j', (link) => {
    expect(isVideoLink(link)).toBe(false);
  });
});

describe('videoProvider', () => {
  it('names the service', () => {
    expect(videoProvider('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
    expect(videoProvider('https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(videoProvider('https://example.com/video.mp4')).toBeNull();
  });
});

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=Ab12', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/8f2c3a9b1d',
      'https://player.vimeo.com/video/76979871?h=8f2c3a9b1d',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/groups/shortfilms/videos/76979871',
      'https://player.vimeo.com/video/76979871',
    ],
    ['https://vimeo.com/showcase/9155/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its player link', (page, embed) => {
    expect(toEmbedUrl(page)).toBe(embed);
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://www.youtube.com/@somechurch',
    'https://vimeo.com/somechurch',
    'https://example.com/video.mp4',
    'not a link',
    '',
  ])('leaves %j unchanged', (link) => {
    expect(toEmbedUrl(link)).toBe(link);
  });
});

describe('withAutoplay', () => {
  it('adds autoplay to an embed link', () => {
    expect(withAutoplay('https://www.youtube.com/embed/dQw4w9WgXcQ?start=90')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90&autoplay=1',
    );
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1?autoplay=1',
    );
  });
});
