/**
 * Daily seeds: one seed per UTC calendar day, so that every player of a "puzzle of the day" gets
 * the same puzzle wherever they are.
 *
 * The seed is the day written as the integer `YYYYMMDD` (2026-11-29 → `20261129`): readable in
 * logs, stable forever, and distinct for distinct days. A `Date` is an instant, so its day is the
 * UTC day of that instant, whatever the time zone of the machine; a `'YYYY-MM-DD'` string names
 * the day directly and is checked to be a real calendar date.
 */
import { describe } from '../internal/args.js';

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The seed of a UTC calendar day: `YYYYMMDD` as an integer, from a `Date` or a `'YYYY-MM-DD'` string.
 *
 * @example
 * ```ts
 * import { dailySeed } from 'open-sudoku-engine';
 *
 * dailySeed('2026-11-29'); // → 20261129
 * dailySeed(new Date(Date.UTC(2026, 10, 29, 23, 30))); // → 20261129 (the UTC day, in every time zone)
 * ```
 */
export function dailySeed(date: Date | string): number {
  if (typeof date === 'string') {
    const match = DAY_TEXT.exec(date);
    if (match === null) {
      throw new RangeError(`date must be a 'YYYY-MM-DD' string or a Date, received ${describe(date)}`);
    }
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
      throw new RangeError(`date ${describe(date)} is not a calendar day`);
    }
    return year * 10000 + month * 100 + day;
  }
  if (typeof date !== 'object' || date === null) {
    throw new TypeError(`date must be a Date or a 'YYYY-MM-DD' string, received ${describe(date)}`);
  }
  let time: number;
  try {
    // Reads the internal time value without running any code of the object's own: a look-alike,
    // a Proxy or an object that only inherits Date.prototype has none and is refused.
    time = Date.prototype.getTime.call(date);
  } catch (error) {
    throw new TypeError(`date must be a real Date, received ${describe(date)}`, { cause: error });
  }
  if (Number.isNaN(time)) throw new RangeError('date is an invalid Date');
  const utc = new Date(time);
  const year = utc.getUTCFullYear();
  if (year < 0 || year > 9999) {
    throw new RangeError(`date must fall in the years 0000 to 9999 (UTC), received year ${year}`);
  }
  return year * 10000 + (utc.getUTCMonth() + 1) * 100 + utc.getUTCDate();
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
