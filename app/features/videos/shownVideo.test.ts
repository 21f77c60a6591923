import { describe, expect, it } from 'vitest';
import type { ReviewedVideo } from '#contract/videos/videoReview';
import { shownVideoOf } from './shownVideo';

const video: ReviewedVideo = {
  id: 7,
  kind: 'story',
  status: 'approved',
  slug: 'maria-santos',
  account_id: 3,
  church_name: 'Grace Community Church',
  person_name: 'Maria Santos',
  play_url: '/files/a.mp4',
  source: 'file',
  poster_url: '/files/a.jpg',
  duration_seconds: 4,
  block_reason: null,
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('shownVideoOf', () => {
  it("links an approved video's public page in the language's prefix", () => {
    expect(shownVideoOf(video, 'ko').publicHref).toBe(
      `${window.location.origin}/ko/v/maria-santos`,
    );
    expect(shownVideoOf(video, 'en').publicHref).toBe(`${window.location.origin}/v/maria-santos`);
  });

  it('gives a waiting or blocked video, or one without a custom URL, no public page', () => {
    expect(shownVideoOf({ ...video, status: 'review' }, 'en').publicHref).toBeNull();
    expect(shownVideoOf({ ...video, status: 'blocked' }, 'en').publicHref).toBeNull();
    expect(shownVideoOf({ ...video, slug: null }, 'en').publicHref).toBeNull();
  });
});
