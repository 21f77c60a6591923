// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captureTimes } from './captureFrames';

describe('captureTimes', () => {
  it('puts each time in the middle of an equal slice', () => {
    expect(captureTimes(10, 4)).toEqual([1.25, 3.75, 6.25, 8.75]);
    expect(captureTimes(60, 3)).toEqual([10, 30, 50]);
    expect(captureTimes(8, 1)).toEqual([4]);
  });

  it('spaces the times evenly and keeps them inside the video', () => {
    const times = captureTimes(37.4, 6);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    for (const gap of gaps) expect(gap).toBeCloseTo(37.4 / 6, 2);
    expect(times[0]).toBeGreaterThan(0);
    expect(times.at(-1)).toBeLessThan(37.4);
  });

  it('rounds to milliseconds', () => {
    expect(captureTimes(1, 3)).toEqual([0.167, 0.5, 0.833]);
  });

  it('falls back to the first frame when the duration is unknown or zero', () => {
    expect(captureTimes(Number.POSITIVE_INFINITY, 4)).toEqual([0]);
    expect(captureTimes(Number.NaN, 4)).toEqual([0]);
    expect(captureTimes(0, 4)).toEqual([0]);
    expect(captureTimes(-3, 4)).toEqual([0]);
  });

  it('gives nothing for no frames', () => {
    expect(captureTimes(10, 0)).toEqual([]);
    expect(captureTimes(10, -2)).toEqual([]);
    expect(captureTimes(10, 2.9)).toEqual([2.5, 7.5]);
  });
});
