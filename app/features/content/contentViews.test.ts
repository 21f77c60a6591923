// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '#ds/i18n';
import { currentMonth, firstMonthly, topicLabel, topicOptions } from './contentViews';
import { playerOf } from './MonthlyVideosContainer';

const t = (key: MessageKey) => `«${key}»`;

describe('content views', () => {
  it('translates the topics the app knows and keeps an admin’s own words', () => {
    expect(topicLabel('prayer', t)).toBe('«education.topics.prayer»');
    expect(topicLabel('social-media', t)).toBe('«education.topics.socialMedia»');
    expect(topicLabel('Youth camp', t)).toBe('Youth camp');
    expect(topicLabel('constructor', t)).toBe('constructor');
  });

  it('offers each topic once, none empty, and keeps the chosen one', () => {
    const items = [{ topic: 'prayer' }, { topic: '' }, { topic: 'prayer' }, { topic: 'Zeal' }];
    expect(topicOptions(items, t).map((option) => option.value)).toEqual(['prayer', 'Zeal']);
    expect(topicOptions([], t, 'care')).toEqual([
      { value: 'care', label: '«education.topics.care»' },
    ]);
  });

  it('shows this month’s page first, else the newest past month, never a future one first', () => {
    const pages = [{ month: '2026-12' }, { month: '2026-11' }, { month: '2026-10' }];
    expect(firstMonthly(pages, '2026-11')).toEqual({ month: '2026-11' });
    expect(firstMonthly(pages.slice(0, 1).concat(pages.slice(2)), '2026-11')).toEqual({
      month: '2026-10',
    });
    expect(firstMonthly([{ month: '2027-01' }], '2026-11')).toEqual({ month: '2027-01' });
    expect(firstMonthly([], '2026-11')).toBeUndefined();
    expect(currentMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
  });

  it('plays an uploaded file in a video player, and a link through its provider’s page', () => {
    expect(playerOf({ video_url: '/files/abc.mp4', video_link: null })).toEqual({
      url: '/files/abc.mp4',
      media: 'video',
    });
    expect(playerOf({ video_url: null, video_link: 'https://vimeo.com/76979871' })).toEqual({
      url: 'https://player.vimeo.com/video/76979871?autoplay=1',
      media: 'page',
    });
    expect(playerOf({ video_url: null, video_link: null }).url).toBeNull();
  });
});
