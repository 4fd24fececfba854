/**
 * The killer sum finders (src/logic/engine/killer-sums.ts) where cages do not cover the grid: the
 * cells of a group outside every cage count as free cells of the group, and every finding is
 * checked against the puzzle's one solution (a placement is its digit, a removal never is).
 * Under rules without cages the finders find nothing.
 */
import { describe, expect, it } from 'vitest';
import { SudokuGenerator, SudokuRules } from '../../src/index.js';
import type { Finding, FindingSink } from '../../src/logic/engine/finding.js';
import { activeGeometry, geometryOf, useGeometry } from '../../src/logic/engine/geometry.js';
import {
  cageSplits,
  groupInnieOuties,
  innieOutieDifferences,
  virtualCages,
} from '../../src/logic/engine/killer-sums.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { rulesTables } from '../../src/rules/rule-set.js';

const FINDERS = { groupInnieOuties, virtualCages, innieOutieDifferences, cageSplits };

/** Every finding of each finder on `values` under `rules`. */
function findingsOf(
  values: Uint8Array,
  rules: SudokuRules,
  limit?: Uint16Array,
  finders: readonly ((grid: LogicGrid, sink: FindingSink) => boolean)[] = Object.values(FINDERS),
): Finding[] {
  const geo = geometryOf(rulesTables(rules));
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const grid = LogicGrid.fromValues(values, limit, geo);
    const out: Finding[] = [];
    for (const finder of finders) {
      finder(grid, (finding) => {
        out.push(finding);
        return false;
      });
    }
    return out;
  } finally {
    useGeometry(previous);
  }
}

describe('killer sums with cages over part of the grid', () => {
  const puzzle = new SudokuGenerator().generate({ killer: true, seed: 3, difficulty: 'hard' });
  const solution = Array.from(puzzle.solution.toString(), Number);

  it('finds only what the solution allows', () => {
    // The cages wholly inside the top three rows; the bottom three rows given.
    const cages = puzzle.rules.cages.filter((cage) => cage.cells.every((cell) => cell < 27));
    expect(cages.length).toBeGreaterThan(3);
    const rules = SudokuRules.killer(cages);
    const values = Uint8Array.from(solution, (digit, cell) => (cell >= 54 ? digit : 0));
    const found = findingsOf(values, rules);
    expect(found.length).toBeGreaterThan(0);
    for (const finding of found) {
      if (finding.cell >= 0) expect(finding.digit).toBe(solution[finding.cell]);
      for (const removal of finding.removals ?? [])
        expect(removal % 9).not.toBe(solution[Math.floor(removal / 9)]! - 1);
    }
  });

  it('leaves a group’s single innie whose cell has lost the digit to the other techniques', () => {
    // On the empty grid under all the cages, the group innies place the solution's digits.
    const empty = new Uint8Array(81);
    const placed = findingsOf(empty, puzzle.rules, undefined, [groupInnieOuties]);
    expect(placed.length).toBeGreaterThan(0);
    for (const finding of placed) {
      expect(finding.digit).toBe(solution[finding.cell]);
      // The cell without that digit (a broken position): no placement of a digit it cannot hold.
      const limit = new Uint16Array(81).fill(0x1ff);
      limit[finding.cell] = 0x1ff & ~(1 << (finding.digit - 1));
      const again = findingsOf(empty, puzzle.rules, limit, [groupInnieOuties]);
      expect(again.some((f) => f.cell === finding.cell)).toBe(false);
    }
  });

  it('leaves a region’s one cell outside the cages to the innie/outie technique', () => {
    // Row 1 in four cages of two cells but its last cell: the row's single innie is not a group's.
    const cages = [0, 2, 4, 6].map((c) => ({ sum: solution[c]! + solution[c + 1]!, cells: [c, c + 1] }));
    const found = findingsOf(new Uint8Array(81), SudokuRules.killer(cages), undefined, [groupInnieOuties]);
    expect(found).toEqual([]);
  });

  it('finds nothing under rules without cages', () => {
    const values = Uint8Array.from(solution, (digit, cell) => (cell >= 54 ? digit : 0));
    expect(findingsOf(values, SudokuRules.classic)).toEqual([]);
  });
});
