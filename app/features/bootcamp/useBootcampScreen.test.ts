import { describe, expect, it } from 'vitest';
import { lessons, totalsOf } from '#screens/bootcamp/fixtures';
import { withSavedLesson } from './useBootcampScreen';

describe('a watch save in the cached course', () => {
  it('replaces the saved lesson’s progress and the totals, and nothing else', () => {
    const course = { lessons, totals: totalsOf(lessons) };
    const begun = lessons.find((lesson) => lesson.kind === 'video' && !lesson.completed_at)!;
    const saved = {
      slug: begun.slug,
      watched: [[0, 200]] as [number, number][],
      watched_seconds: 200,
      completed_at: '2026-11-28T05:00:00.000Z',
      totals: { completed: 3, total: lessons.length, percent: 50 },
    };
    const next = withSavedLesson(course, saved);
    const lesson = next.lessons.find((each) => each.slug === begun.slug)!;
    expect(lesson).toEqual({
      ...begun,
      watched: [[0, 200]],
      watched_seconds: 200,
      completed_at: '2026-11-28T05:00:00.000Z',
    });
    expect(next.totals).toEqual(saved.totals);
    expect(next.lessons.filter((each) => each.slug !== begun.slug)).toEqual(
      lessons.filter((each) => each.slug !== begun.slug),
    );
  });
});
