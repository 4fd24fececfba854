import { afterEach, describe, expect, it } from 'vitest';
import { dailySeed } from '../../src/random/daily-seed.js';

describe('dailySeed', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('is YYYYMMDD of the UTC calendar day', () => {
    expect(dailySeed('2026-11-29')).toBe(20261129);
    expect(dailySeed(new Date(Date.UTC(2026, 10, 29, 12)))).toBe(20261129);
    expect(dailySeed('0000-01-01')).toBe(101);
    expect(dailySeed('9999-12-31')).toBe(99991231);
  });

  it('gives every instant of one UTC day the same seed, whatever the offset it was written with', () => {
    const instants = [
      '2026-11-29T00:00:00Z',
      '2026-11-29T23:59:59.999Z',
      '2026-11-29T09:30:00+09:30',
      '2026-11-28T19:00:00-05:00',
      '2026-11-30T13:59:00+14:00',
      '2026-11-29T12:00:00-11:00',
    ];
    for (const text of instants) expect(dailySeed(new Date(text))).toBe(20261129);
    expect(dailySeed(new Date('2026-11-29T23:59:59.999-00:01'))).toBe(20261130);
    expect(dailySeed(new Date('2026-11-29T00:00:00+00:01'))).toBe(20261128);
  });

  it('does not depend on the time zone of the machine', () => {
    const instant = Date.UTC(2026, 1, 28, 23, 30);
    const seeds = ['UTC', 'Pacific/Kiritimati', 'America/Adak', 'Asia/Kolkata'].map((zone) => {
      process.env.TZ = zone;
      return dailySeed(new Date(instant));
    });
    expect(seeds).toEqual([20260228, 20260228, 20260228, 20260228]);
  });

  it('differs between days, including across months, years and leap days', () => {
    const days = ['2024-02-28', '2024-02-29', '2024-03-01', '2024-12-31', '2025-01-01', '2000-02-29'];
    const seeds = days.map(dailySeed);
    expect(new Set(seeds).size).toBe(days.length);
    const start = Date.UTC(2020, 0, 1);
    const all = new Set<number>();
    for (let day = 0; day < 3 * 366; day++) all.add(dailySeed(new Date(start + day * 86_400_000)));
    expect(all.size).toBe(3 * 366);
  });

  it('agrees between a Date and its ISO day string', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(start + day * 86_400_000 + 3_600_000);
      expect(dailySeed(date.toISOString().slice(0, 10))).toBe(dailySeed(date));
    }
  });

  it('rejects strings that are not calendar days', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '1900-02-29', '2026-01-00']) {
      expect(() => dailySeed(text)).toThrow(/is not a calendar day/);
    }
    for (const text of ['2026-1-01', '26-01-01', '2026/01/01', ' 2026-01-01', '2026-01-01T00:00Z', '']) {
      expect(() => dailySeed(text)).toThrow(RangeError);
    }
  });

  it('rejects invalid dates and other types', () => {
    expect(() => dailySeed(new Date(Number.NaN))).toThrow(/invalid Date/);
    expect(() => dailySeed(new Date(Date.UTC(10000, 0, 1)))).toThrow(RangeError);
    expect(() => dailySeed(20261129 as unknown as string)).toThrow(TypeError);
    expect(() => dailySeed(null as unknown as string)).toThrow(TypeError);
    expect(() => dailySeed(Object.create(Date.prototype) as Date)).toThrow(/must be a real Date/);
  });
});
