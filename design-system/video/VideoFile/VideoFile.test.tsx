import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testUtils';
import { VideoFile } from './VideoFile';

describe('VideoFile', () => {
  it('shows the poster and fetches nothing until play, with controls and a name', () => {
    const { container } = renderInEnglish(
      <VideoFile
        src="/files/a.mp4"
        title="Welcome"
        poster="/files/a.jpg"
        width={640}
        height={360}
      />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/files/a.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Welcome');
    expect(video.getAttribute('width')).toBe('640');
    expect(container.querySelector('source')?.getAttribute('src')).toBe('/files/a.mp4');
  });
});
