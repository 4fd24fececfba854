/**
 * The generator's band checks against Sudoku Explainer's own ratings (`test/fixtures/se-rated.tsv`,
 * 500 puzzles rated by SE 1.2.1; provenance in `test/fixtures/README.md`): the singles test that
 * steers the easy and medium bands, and the rating's `maxEr` cut-off that every band uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SinglesScratch, fillsWithSingles } from '../../src/generator/singles.js';
import { rateValues } from '../../src/rating/rate.js';
import { parseSeRated } from '../rating/calibration-lib.js';

const rows = parseSeRated(readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8'));
const scratch = new SinglesScratch();

describe('fillsWithSingles against SE ratings', () => {
  it('hidden singles fill a puzzle exactly when SE rates it at most 1.5', () => {
    let easy = 0;
    for (const row of rows) {
      const before = row.values.slice();
      expect(fillsWithSingles(row.values, 'hidden', scratch), row.line).toBe(row.se <= 1.5);
      expect(row.values).toEqual(before);
      if (row.se <= 1.5) easy++;
    }
    expect(easy).toBeGreaterThan(50);
  });

  it('all singles fill only puzzles SE rates at most 2.3, and every puzzle hidden singles fill', () => {
    let filled = 0;
    for (const row of rows) {
      const all = fillsWithSingles(row.values, 'all', scratch);
      if (all) {
        filled++;
        expect(row.se, row.line).toBeLessThanOrEqual(2.3);
      }
      if (row.se <= 1.5) expect(all).toBe(true);
    }
    // Some puzzles need a naked single (and so rate above 1.5) yet fall to singles.
    expect(filled).toBeGreaterThan(rows.filter((r) => r.se <= 1.5).length);
  });

  it('reports a contradiction as not filled', () => {
    const values = new Uint8Array(81);
    // Row 0 holds 1–8; column 8 holds a 9 lower down: cell (0, 8) has no candidate.
    for (let c = 0; c < 8; c++) values[c] = c + 1;
    values[9 * 5 + 8] = 9;
    expect(fillsWithSingles(values, 'all', scratch)).toBe(false);
    expect(fillsWithSingles(values, 'hidden', scratch)).toBe(false);
  });
});

describe('rateValues with a maxEr cut-off, against SE ratings', () => {
  // Every sixth puzzle up to 7.2, which keeps the uncapped comparisons cheap.
  const cheap = rows.filter((r, i) => r.se <= 7.2 && i % 6 === 0);

  it('equals the full rating within the cap and rates above the cap otherwise', () => {
    for (const cap of [1.5, 2.5, 5]) {
      for (const row of cheap) {
        const capped = rateValues(row.values, undefined, cap);
        if (row.se <= cap) {
          expect(capped.rating, row.line).toBe(row.se);
          expect(capped.solvedByLogic).toBe(true);
          expect(capped).toEqual(rateValues(row.values));
        } else {
          expect(capped.rating, row.line).toBeGreaterThan(cap);
          expect(capped.solvedByLogic).toBe(false);
        }
      }
    }
  });

  it('stops at a chain step above the cap and reports its rating or the next technique’s floor', () => {
    let seen = 0;
    for (const row of rows.filter((r) => r.se > 7 && r.se < 9).slice(0, 6)) {
      const capped = rateValues(row.values, undefined, 7);
      expect(capped.rating, row.line).toBeGreaterThan(7);
      expect(capped.rating).toBeLessThanOrEqual(row.se);
      expect(capped.solvedByLogic).toBe(false);
      expect(capped.level).not.toBe('expert');
      seen++;
    }
    expect(seen).toBe(6);
  });
});
