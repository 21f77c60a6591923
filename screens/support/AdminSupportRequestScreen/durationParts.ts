/** Seconds as the queue shows a wait: minutes, hours and minutes, or days and hours. */
export function durationParts(seconds: number): {
  key: 'support.duration.minutes' | 'support.duration.hours' | 'support.duration.days';
  params: Record<string, number>;
} {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'support.duration.minutes' as const, params: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return { key: 'support.duration.hours' as const, params: { hours, minutes: minutes % 60 } };
  return {
    key: 'support.duration.days' as const,
    params: { days: Math.floor(hours / 24), hours: hours % 24 },
  };
}
