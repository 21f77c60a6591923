import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testUtils';
import { VideoEmbed } from './VideoEmbed';

describe('VideoEmbed', () => {
  it('loads nothing from the provider until play is pressed', () => {
    const { container } = renderInEnglish(
      <VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Grace Church welcome" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video: Grace Church welcome' });
    const notice = document.getElementById(play.getAttribute('aria-describedby')!);
    expect(notice?.textContent).toBe('Playing loads the YouTube player.');
  });

  it('on play, swaps in a titled, lazy, autoplaying player and moves focus to it', () => {
    const { container } = renderInEnglish(
      <VideoEmbed url="https://vimeo.com/76979871" title="Our story" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our story' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(frame.getAttribute('title')).toBe('Our story');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(document.activeElement).toBe(frame);
  });

  it('in lazy mode places the player at once, without autoplay', () => {
    const { container } = renderInEnglish(
      <VideoEmbed
        url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        title="Our story"
        load="lazy"
      />,
    );
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('loading')).toBe('lazy');
  });

  it('says so when the link is not YouTube or Vimeo', () => {
    const { container } = renderInEnglish(
      <VideoEmbed url="https://example.com/movie.mp4" title="Movie" load="lazy" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText("This link can't be played here. Use a YouTube or Vimeo link."),
    ).toBeTruthy();
  });
});
