/** Sixty days of a church's scans and page views, shaped like a real campaign (for stories). */
export function sampleDays(count = 60, lastDay = '2026-11-24') {
  const end = new Date(`${lastDay}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * 24 * 60 * 60 * 1000);
    // Sundays, when cards are handed out after the sermon, bring the most scans.
    const sunday = day.getUTCDay() === 0 ? 9 : 0;
    const bar = Math.round(2 + sunday + 3 * Math.sin(index / 5) ** 2);
    return { day: day.toISOString().slice(0, 10), bar, line: Math.max(0, bar - 1 - (index % 3)) };
  });
}
