/**
 * The non-consecutive techniques (`src/logic/engine/non-consecutive.ts`): the non-consecutive
 * forcing cell and locked non-consecutive, on hand-built positions where each must fire and
 * where it must not, and on the rating paths of the fixture's `non-consecutive` rows, where every
 * step they take must agree with the puzzle's only solution.
 */
import { describe, expect, it } from 'vitest';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { tablesOf } from '../../src/rules/rules-option.js';
import { rateValues } from '../../src/rating/rate.js';
import { LogicGrid, codeCell, codeDigit } from '../../src/logic/grid.js';
import { CLASSIC_GEOMETRY, geometryOf, type EngineGeometry } from '../../src/logic/engine/geometry.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { lockedNonConsecutive, nonConsecutiveForcingCells } from '../../src/logic/engine/non-consecutive.js';
import { explainFinding } from '../../src/logic/prose.js';
import { ALL } from '../../src/internal/bits.js';
import { sample } from '../sample.js';
import { allVariantRows } from '../rating/variant-rows.js';

const NC: EngineGeometry = geometryOf(tablesOf(SudokuRules.parse('non-consecutive')));

/** An empty grid whose cells all hold every candidate, then the masks given by cell. */
function position(geo: EngineGeometry, masks: Readonly<Record<number, readonly number[]>>): LogicGrid {
  const grid = new LogicGrid(new Uint8Array(81), new Uint16Array(81).fill(ALL), geo);
  for (const [cell, digits] of Object.entries(masks))
    grid.masks[Number(cell)] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  return grid;
}

function all(scan: (grid: LogicGrid, sink: (f: Finding) => boolean) => boolean, grid: LogicGrid): Finding[] {
  const out: Finding[] = [];
  scan(grid, (f) => {
    out.push(f);
    return false;
  });
  return out;
}

/** Removals as `r5c4-3` strings, sorted. */
function removed(f: Finding): string[] {
  return f.removals.map((code) => {
    const cell = codeCell(code);
    return `r${((cell / 9) | 0) + 1}c${(cell % 9) + 1}-${codeDigit(code)}`;
  });
}

describe('non-consecutive forcing cell', () => {
  it('removes both digits of a consecutive pair, or the middle digit, from the four neighbours', () => {
    // r5c5 holds 3/4: its neighbours r4c5, r6c5, r5c4, r5c6 can hold neither 3 nor 4.
    const [pair] = all(nonConsecutiveForcingCells, position(NC, { 40: [3, 4] }));
    expect(pair!.technique).toBe('non-consecutive-forcing-cell');
    expect(pair!.tenths).toBe(24);
    expect(pair!.pattern).toEqual({ kind: 'non-consecutive-cell', cell: 40, digits: 0b1100 });
    expect(removed(pair!)).toEqual(
      ['r4c5-3', 'r4c5-4', 'r5c4-3', 'r5c4-4', 'r5c6-3', 'r5c6-4', 'r6c5-3', 'r6c5-4'].sort(),
    );
    // r1c1 holds 3/5 (a corner: two neighbours): 4 is next to both.
    const [gap] = all(nonConsecutiveForcingCells, position(NC, { 0: [3, 5] }));
    expect(removed(gap!)).toEqual(['r1c2-4', 'r2c1-4']);
    // 6/7/8: 7 is equal or next to each.
    const [three] = all(nonConsecutiveForcingCells, position(NC, { 8: [6, 7, 8] }));
    expect(removed(three!)).toEqual(['r1c8-7', 'r2c9-7']);
    // The explanation says what happens, in words.
    const step = explainFinding(pair!, position(NC, { 40: [3, 4] }));
    expect(step.name).toBe('Non-consecutive forcing cell');
    expect(step.explanation).toContain('r5c5 holds only 3/4');
    expect(step.highlights.cells).toEqual([40]);
    expect(step.eliminations.length).toBe(8);
  });

  it('does not fire on a wider span, on a neighbourhood with nothing to remove, or under other rules', () => {
    expect(all(nonConsecutiveForcingCells, position(NC, { 40: [3, 5, 7] }))).toEqual([]);
    expect(all(nonConsecutiveForcingCells, position(NC, { 40: [3, 6] }))).toEqual([]);
    expect(all(nonConsecutiveForcingCells, position(NC, { 40: [2, 3, 4, 5] }))).toEqual([]);
    // The neighbours hold no 3 or 4 any more.
    const done = position(NC, { 40: [3, 4], 31: [1, 9], 49: [1, 9], 39: [1, 9], 41: [1, 9] });
    expect(all(nonConsecutiveForcingCells, done)).toEqual([]);
    expect(all(nonConsecutiveForcingCells, position(CLASSIC_GEOMETRY, { 40: [3, 4] }))).toEqual([]);
    const x = geometryOf(tablesOf(SudokuRules.parse('x')));
    expect(all(nonConsecutiveForcingCells, position(x, { 40: [3, 4] }))).toEqual([]);
  });
});

describe('locked non-consecutive', () => {
  /** Row 1 holds 5 only in `cells`; every other cell keeps every digit. */
  function fiveIn(geo: EngineGeometry, cells: readonly number[]): LogicGrid {
    const masks: Record<number, number[]> = {};
    for (let cell = 0; cell < 9; cell++) if (!cells.includes(cell)) masks[cell] = [1, 2, 3, 4, 6, 7, 8, 9];
    return position(geo, masks);
  }

  it('removes the digits next to a locked digit from the cells that touch every place', () => {
    // 5 only in r1c1 and r1c2: whichever is 5, the other is next to it; neither holds 4 or 6.
    const [adjacent] = all(lockedNonConsecutive, fiveIn(NC, [0, 1]));
    expect(adjacent!.technique).toBe('locked-non-consecutive');
    expect(adjacent!.tenths).toBe(25);
    expect(adjacent!.pattern).toEqual({ kind: 'non-consecutive-lock', digit: 5, unit: 0, cells: [0, 1] });
    expect(removed(adjacent!)).toEqual(['r1c1-4', 'r1c1-6', 'r1c2-4', 'r1c2-6']);
    // 5 only in r1c1 and r1c3: r1c2 touches both.
    const [gap] = all(lockedNonConsecutive, fiveIn(NC, [0, 2]));
    expect(removed(gap!)).toEqual(['r1c2-4', 'r1c2-6']);
    const step = explainFinding(gap!, fiveIn(NC, [0, 2]));
    expect(step.name).toBe('Locked non-consecutive');
    expect(step.explanation).toContain('in row 1, 5 can go only in r1c1 and r1c3');
    expect(step.highlights.units).toEqual(['r1']);
  });

  it('does not fire when no cell touches every place, or under other rules', () => {
    expect(all(lockedNonConsecutive, fiveIn(NC, [0, 4]))).toEqual([]);
    expect(all(lockedNonConsecutive, fiveIn(NC, [0, 1, 2, 3]))).toEqual([]);
    expect(all(lockedNonConsecutive, fiveIn(CLASSIC_GEOMETRY, [0, 1]))).toEqual([]);
  });
});

describe('on the rating paths of the non-consecutive fixture rows', () => {
  const rows = allVariantRows().filter((row) => row.rules === 'non-consecutive' && row.er !== null);

  it('every step of the new techniques keeps the solution, and the techniques are used', () => {
    const rules = SudokuRules.parse('non-consecutive');
    // Quick run: the sparsest rows (where SE needs these techniques) and two others.
    const sorted = rows.slice().sort((a, b) => b.er! - a.er!);
    const chosen = sample(sorted, 5);
    const used = new Map<string, number>();
    for (const row of chosen) {
      const values = Uint8Array.from(row.puzzle, (c) => (c === '.' ? 0 : Number(c)));
      const solution = Array.from(row.solution, Number);
      rateValues(
        values,
        undefined,
        Infinity,
        (f) => {
          if (f.technique !== 'non-consecutive-forcing-cell' && f.technique !== 'locked-non-consecutive')
            return;
          used.set(f.technique, (used.get(f.technique) ?? 0) + 1);
          for (const code of f.removals)
            expect(solution[codeCell(code)], `${row.puzzle} ${f.technique}`).not.toBe(codeDigit(code));
        },
        rules,
      );
    }
    expect(used.get('non-consecutive-forcing-cell') ?? 0).toBeGreaterThan(0);
    expect(used.get('locked-non-consecutive') ?? 0).toBeGreaterThan(0);
  });
});
