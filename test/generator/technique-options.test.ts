/**
 * Techniques that cannot be needed, known before any search: direct claiming under the classic
 * rules (see `whyNot` in src/generator/technique-options.ts). Its argument is checked here on the
 * positions of the hint engine's path through public puzzles rated by Sudoku Explainer: wherever
 * a direct claiming places a digit, the position has a hidden single, or a direct pointing that
 * places the same digit in the same cell (both rated lower, so the rating takes one of them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSudokuError, SudokuGenerator, SudokuRules } from '../../src/index.js';
import { applyFinding, type Finding } from '../../src/logic/engine/finding.js';
import { locking } from '../../src/logic/engine/intersections.js';
import { hiddenSingles } from '../../src/logic/engine/singles.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { findFinding, SUDOKU_TECHNIQUES } from '../../src/logic/registry.js';
import { naturalBand } from '../../src/generator/technique-options.js';
import { sample } from '../sample.js';

const PUZZLES = readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  // The easier puzzles: their hint paths stay clear of the chains, and most positions on them
  // still have intersections.
  .filter((cols) => cols.length > 1 && Number(cols[1]) <= 4.5)
  .map((cols) => cols[0]!);

function all(find: (sink: (f: Finding) => boolean) => unknown): Finding[] {
  const found: Finding[] = [];
  find((f) => {
    found.push(f);
    return false;
  });
  return found;
}

describe('techniques that cannot be needed', () => {
  it('direct claiming: a hidden single, or a direct pointing placing the same digit, is always there', () => {
    let claims = 0;
    let pointings = 0;
    for (const text of sample(PUZZLES, 12)) {
      const values = Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
      const grid = LogicGrid.fromValues(values);
      for (let step = 0; step < 120; step++) {
        const direct = all((sink) => locking(grid, true, sink));
        const singles = all((sink) => hiddenSingles(grid, sink)).length;
        const pointed = new Set(
          direct.filter((f) => f.technique === 'direct-pointing').map((f) => f.cell * 9 + f.digit),
        );
        for (const f of direct.filter((d) => d.technique === 'direct-claiming')) {
          claims++;
          // A hidden single somewhere, or a direct pointing placing the same digit in the cell.
          expect(singles > 0 || pointed.has(f.cell * 9 + f.digit)).toBe(true);
          if (singles === 0) pointings++;
        }
        const next = findFinding(grid);
        if (next === null) break;
        applyFinding(grid, next);
      }
    }
    // Not vacuous: the positions met had direct claimings, some without a hidden single.
    expect(claims).toBeGreaterThan(10);
    expect(pointings).toBeGreaterThan(0);
  });

  it('generation by technique refuses direct claiming at once under the classic rules only', () => {
    const generator = new SudokuGenerator();
    for (const options of [{}, { rules: SudokuRules.classic }, { difficulty: 'medium' as const }]) {
      let caught: unknown;
      try {
        generator.generate({ technique: 'direct-claiming', seed: 1, ...options });
      } catch (error) {
        caught = error;
      }
      expect(isSudokuError(caught) && caught.code).toBe('TECHNIQUE_NOT_IN_BAND');
      expect((caught as Error).message).toMatch(/direct-claiming is never on the rating's path/);
    }
    // With another id that can appear, the search runs.
    const puzzle = generator.generate({ technique: ['direct-claiming', 'direct-pointing'], seed: 2 });
    expect(puzzle.technique.id).toBe('direct-pointing');
  });

  it('natural bands: hint-only techniques and the rare late ones reach the extreme band’s top', () => {
    // Hint-only: from the lowest score of a rated technique the hint engine tries at or after
    // them (docs/teaching.md's table) to 9.0.
    expect(naturalBand(['skyscraper'])).toEqual({ min: 4.2, max: 9 });
    expect(naturalBand(['finned-x-wing'])).toEqual({ min: 4.4, max: 9 });
    expect(naturalBand(['simple-colouring'])).toEqual({ min: 6.2, max: 9 });
    for (const id of ['jellyfish', 'hidden-quad', 'aligned-pair-exclusion', 'forcing-x-chain'] as const)
      expect(naturalBand([id])).toEqual({ min: SUDOKU_TECHNIQUES[id].score, max: 9 });
    // The others keep their difficulty band's top.
    expect(naturalBand(['x-wing'])).toEqual({ min: 3.2, max: 5 });
    expect(naturalBand(['bivalue-universal-grave'])).toEqual({ min: 5.6, max: 7 });
    expect(naturalBand(['naked-quad'])).toEqual({ min: 5, max: 5 });
  });
});
