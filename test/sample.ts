/**
 * Sample sizes of the data-set sweeps and fuzz runs, in one place.
 *
 * `npm test` runs every test file and every check on small, spread-out samples of the public data
 * sets and on reduced fuzz counts, so the whole suite stays under a minute. `npm run test:full`
 * sets `SUDOKU_TEST_FULL=1` (vitest.config.ts does it for `--mode full`) and the same tests sweep
 * the whole data sets with the full fuzz counts. A test states both sizes where it picks its data:
 * `sample(lines, 40)` (40 spread-out lines, all of them in full), `{ numRuns: size(40, 300) }`.
 * Property and fuzz tests that take time run 40 samples under `npm test`; quick ones keep their count.
 */

/** True under `npm run test:full` (`SUDOKU_TEST_FULL=1`): whole data sets, full fuzz counts. */
export const FULL: boolean = process.env.SUDOKU_TEST_FULL === '1';

/** `quick` under `npm test`, `full` under `npm run test:full`: a count, such as fast-check's `numRuns`. */
export function size(quick: number, full: number): number {
  if (!Number.isInteger(quick) || !Number.isInteger(full) || quick < 1 || full < quick)
    throw new RangeError(`size(${String(quick)}, ${String(full)}): need integers 1 ≤ quick ≤ full`);
  return FULL ? full : quick;
}

/**
 * A spread-out sample of `list`: `quick` items under `npm test`, `full` (default: all) under
 * `npm run test:full`. Items are taken every `⌊length / count⌋` from index `offset`, so the sample
 * is deterministic and spans the whole list (the quick sample of a sorted file has easy and hard
 * items alike).
 */
export function sample<T>(list: readonly T[], quick: number, full: number = list.length, offset = 0): T[] {
  const count = Math.min(list.length, size(quick, full));
  const step = Math.max(1, Math.floor(list.length / count));
  const out: T[] = [];
  for (let i = offset; i < list.length && out.length < count; i += step) out.push(list[i]!);
  return out;
}
