/**
 * The unique loops’ search (classic and variant rules) prunes as it walks (a cell whose unit already
 * holds a loop cell of its parity is never entered) and tests validity as loops close. Checked
 * here against the plain walk (Sudoku Explainer's, written out again: every loop of cells holding
 * both digits, at most two with extra digits, the region type of the last link skipped) followed
 * by the validity test: the same loops, in the same order, on positions dense in loop cells.
 */
import { describe, expect, it } from 'vitest';
import { SeededRandomSource, SudokuRules } from '../../src/index.js';
import { findLoops } from '../../src/logic/engine/loop-search.js';
import type { EngineGeometry } from '../../src/logic/engine/geometry.js';
import { engineGeometry } from '../../src/rating/rate.js';

/**
 * A loop is valid when the units of its even-placed cells and of its odd-placed cells are the
 * same set, and no unit holds two cells of the same parity.
 */
function isValid(geo: EngineGeometry, loop: readonly number[]): boolean {
  const sides = [new Set<number>(), new Set<number>()] as const;
  for (let i = 0; i < loop.length; i++) {
    for (let j = geo.cellUnitStart[loop[i]!]!; j < geo.cellUnitStart[loop[i]! + 1]!; j++) {
      const side = sides[i & 1]!;
      if (side.has(geo.cellUnits[j]!)) return false;
      side.add(geo.cellUnits[j]!);
    }
  }
  return sides[0].size === sides[1].size && [...sides[0]].every((unit) => sides[1].has(unit));
}

function plainWalk(
  geo: EngineGeometry,
  masks: Uint16Array,
  start: number,
  v: number,
): number[][] | undefined {
  const results: number[][] = [];
  const loop: number[] = [];
  const popcount = (m: number): number => {
    let n = 0;
    for (let x = m; x !== 0; x &= x - 1) n++;
    return n;
  };
  let budget = 200_000;
  const walk = (cell: number, allowedEx: number, exIn: number, lastKind: number): void => {
    if (--budget < 0) return;
    loop.push(cell);
    let ex = exIn;
    for (let j = geo.cellUnitStart[cell]!; j < geo.cellUnitStart[cell + 1]!; j++) {
      const u = geo.cellUnits[j]!;
      const t = geo.unitType[u]!;
      if (t === lastKind) continue;
      for (let k = 0; k < 9; k++) {
        const next = geo.unitCells[u * 9 + k]!;
        if (next === loop[0] && loop.length >= 4) results.push(loop.slice());
        else if (!loop.includes(next) && (masks[next]! & v) === v) {
          ex = (ex | masks[next]!) & ~v;
          const card = popcount(masks[next]!);
          if (card === 2 || popcount(ex) === 1 || allowedEx > 0)
            walk(next, card > 2 ? allowedEx - 1 : allowedEx, ex, t);
        }
      }
    }
    loop.pop();
  };
  walk(start, 2, 0, -1);
  // Past the budget the walk is cut short (as the library's is), at another place: no answer.
  return budget < 0 ? undefined : results.filter((found) => isValid(geo, found));
}

describe('the unique loops’ search, classic and variant rules', () => {
  it('finds the valid loops of the plain walk, in its order', () => {
    let loops = 0;
    let searches = 0;
    let cut = 0;
    for (const text of ['x', 'windoku', 'x+windoku', 'disjoint-groups', 'anti-knight', 'classic']) {
      const geo = engineGeometry(text === 'classic' ? undefined : SudokuRules.parse(text));
      const random = new SeededRandomSource(text);
      for (let position = 0; position < 25; position++) {
        // Digits 1 and 2 in about 9 cells, a third of them with more digits; other cells
        // without them.
        const masks = new Uint16Array(81);
        for (let cell = 0; cell < 81; cell++) {
          const r = random.nextInt(81);
          masks[cell] = r < 9 ? (r < 3 ? 0b111 : 0b11) | (r < 1 ? 0b1000 : 0) : 0b111111000;
        }
        for (let start = 0; start < 81; start++) {
          if (masks[start] !== 0b11) continue;
          const expected = plainWalk(geo, masks, start, 0b11);
          if (expected === undefined) {
            cut++;
            continue;
          }
          expect(findLoops(geo, masks, start, 0b11)).toEqual(expected);
          loops += expected.length;
          searches++;
        }
      }
    }
    expect(loops).toBeGreaterThan(100);
    expect(cut).toBeLessThan(searches / 10);
  });
});
