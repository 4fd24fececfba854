/**
 * The library's ratings of its own generated puzzles against Sudoku Explainer's:
 * `test/fixtures/se-generated.tsv` holds 300 puzzles made by `SudokuGenerator` (50 in each of the
 * ER bands 1.0–1.9, 2.0–2.9, 3.0–4.9, 5.0–6.9, 7.0–7.9 and 8.0–9.0) with the ER, EP and ED that
 * Sudoku Explainer 1.2.1 (SukakuExplainer's `serate`, LGPL) gave them; `scripts/se-generated.ts`
 * makes the file. Every row must get SE's three figures exactly.
 *
 * `npm test` rates every 10th row (30 puzzles, 5 per band: rating all 300 costs about 17 s of CPU,
 * most of it in the 7.x and 8.x bands); `npm run test:full` rates all 300.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { rateBoard } from '../../src/rating/rate.js';
import { FULL, sample } from '../sample.js';
import { parseSeRated } from './calibration-lib.js';

const rows = parseSeRated(readFileSync(new URL('../fixtures/se-generated.tsv', import.meta.url), 'utf8'));

const BANDS = [
  [1.0, 1.9],
  [2.0, 2.9],
  [3.0, 4.9],
  [5.0, 6.9],
  [7.0, 7.9],
  [8.0, 9.0],
] as const;

describe('generated puzzles rated by Sudoku Explainer 1.2.1', () => {
  it('the fixture holds 50 distinct generated puzzles in each band of SE ratings', () => {
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.line)).size).toBe(300);
    for (const [min, max] of BANDS) {
      expect(rows.filter((r) => r.se >= min && r.se <= max)).toHaveLength(50);
    }
    for (const row of rows) {
      expect(row.line).toMatch(/^[1-9.]{81}$/);
      expect(row.source).toMatch(/^generate seed=se-generated-\S+ rating=\S+ maxAttempts=\d+$/);
    }
  });

  const picked = sample(rows, 30);
  it(`rates ${FULL ? 'every generated puzzle' : 'a spread sample of the generated puzzles'} exactly as SE (ER, EP and ED)`, () => {
    const misses: string[] = [];
    for (const row of picked) {
      const r = rateBoard(SudokuBoard.parse(row.line));
      if (r.rating !== row.se || r.pearl !== row.ep || r.diamond !== row.ed) {
        misses.push(
          `${row.line}: SE ${String(row.se)}/${String(row.ep)}/${String(row.ed)}, ` +
            `ours ${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}`,
        );
      }
    }
    expect(picked.length).toBe(FULL ? 300 : 30);
    expect(misses).toEqual([]);
  }, 600_000);
});
