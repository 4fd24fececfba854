/**
 * The rating's solving path, step by step, against the golden files of `test/rating/golden/`
 * (see `golden-lib.ts` for the format and the sets). The quick run checks a spread-out sample;
 * `SUDOKU_TEST_FULL=1` checks every line of every file (a few minutes).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_SETS, pathLine } from './golden-lib.js';

const FULL = process.env.SUDOKU_TEST_FULL === '1';

/** Quick-run sample of each set: every `step`-th line, at most `limit` lines. */
const QUICK: Readonly<Record<string, { step: number; limit: number }>> = {
  'se-rated': { step: 4, limit: 75 }, // the first 300 rows are 17-clue puzzles: fast
  '17-clue': { step: 5, limit: 41 },
  top1465: { step: 29, limit: 2 },
};

describe('the rating path stays byte-identical to the golden files', () => {
  for (const set of GOLDEN_SETS) {
    it(`${set.name}${FULL ? ' (all)' : ' (sample)'}`, () => {
      const golden = readFileSync(set.file, 'utf8').split('\n').slice(0, -1);
      const puzzles = set.puzzles();
      expect(golden.length).toBe(puzzles.length);
      const quick = QUICK[set.name]!;
      let checked = 0;
      for (let i = 0; i < puzzles.length; i++) {
        if (!FULL && (i % quick.step !== 0 || checked >= quick.limit)) continue;
        expect(golden[i]!.startsWith(puzzles[i]!)).toBe(true);
        expect(pathLine(puzzles[i]!)).toBe(golden[i]);
        checked++;
      }
      expect(checked).toBe(
        FULL ? puzzles.length : Math.min(quick.limit, Math.ceil(puzzles.length / quick.step)),
      );
    }, 1_800_000);
  }
});
