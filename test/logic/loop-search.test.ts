/**
 * The unique loops’ search (classic and variant rules) prunes as it walks (a cell whose unit already
 * holds a loop cell of its parity is never entered) and tests validity as loops close. Checked
 * here against the plain walk (Sudoku Explainer's, written out again: every loop of cells holding
 * both digits, at most two with extra digits, the region type of the last link skipped) followed
 * by the validity test: the same loops, in the same order, on positions dense in loop cells. And
 * type 3 (a naked set of the loop's extra digits) against the plain search of every set of cells.
 */
import { describe, expect, it } from 'vitest';
import { SeededRandomSource, SudokuRules } from '../../src/index.js';
import { findLoops } from '../../src/logic/engine/loop-search.js';
import { combinations } from '../../src/logic/engine/subsets.js';
import { type3Findings, type RankedLoop } from '../../src/logic/engine/uniqueness.js';
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

/**
 * Type 3 of the unique loops as Sudoku Explainer searches it, written out again: for each size from
 * the extra digits' count to 7, each unit holding both extra cells, every set of that many of the
 * unit's places (lexicographic order) that holds c1 and not c2, kept when its cells are empty and
 * their digits, with c1's extra ones, make a naked set of that size removing something.
 */
function plainType3(
  geo: EngineGeometry,
  grid: { values: Uint8Array; masks: Uint16Array },
  loop: readonly number[],
  c1: number,
  c2: number,
  v: number,
  key: string,
): RankedLoop[] {
  const out: RankedLoop[] = [];
  const { values, masks } = grid;
  const popcount = (m: number): number => {
    let n = 0;
    for (let x = m; x !== 0; x &= x - 1) n++;
    return n;
  };
  const extra = (masks[c1]! | masks[c2]!) & ~v;
  const units: number[] = [];
  for (let j = geo.cellUnitStart[c1]!; j < geo.cellUnitStart[c1 + 1]!; j++) {
    const unit = geo.cellUnits[j]!;
    if (geo.unitHas[unit * 81 + c2] === 1) units.push(unit);
  }
  for (let degree = popcount(extra); degree <= 7; degree++) {
    for (const unit of units) {
      const cells = Array.from(geo.unitCells.subarray(unit * 9, unit * 9 + 9));
      if (degree * 2 > cells.filter((c) => values[c] === 0).length) continue;
      for (const combo of combinations(9, degree)) {
        if (!combo.includes(cells.indexOf(c1)) || combo.includes(cells.indexOf(c2))) continue;
        const others = combo.map((i) => cells[i]!).filter((c) => c !== c1);
        if (others.some((c) => masks[c] === 0)) continue;
        let naked = extra & masks[c1]! & masks[c2]!;
        let union = extra;
        for (const c of others) {
          naked |= masks[c]!;
          union |= masks[c]!;
        }
        if (popcount(naked) !== degree || popcount(union) !== degree) continue;
        const removals: number[] = [];
        for (const c of cells) {
          if (c === c1 || c === c2 || others.includes(c)) continue;
          for (let d = 0; d < 9; d++) if ((masks[c]! & union & (1 << d)) !== 0) removals.push(c * 9 + d);
        }
        if (removals.length === 0) continue;
        out.push({
          finding: expect.objectContaining({
            technique: 'unique-loop',
            // 4.5 for a rectangle, 0.1 more for 6 cells, 0.2 for 8, 0.5 for 10; a tenth a digit.
            tenths:
              45 +
              (loop.length >= 10 ? 3 : 0) +
              (loop.length >= 8 ? 2 : loop.length >= 6 ? 1 : 0) +
              degree -
              1,
            removals,
            pattern: expect.objectContaining({
              type: 3,
              extraCells: [c1, c2],
              unit,
              setCells: others,
            }) as unknown,
          }) as RankedLoop['finding'],
          type: 3,
          key: `${key}:3:${String(unit)}`,
        });
      }
    }
  }
  return out;
}

describe('the unique loops’ type 3', () => {
  it('finds the naked sets of the plain search, in its order', () => {
    let found = 0;
    let cases = 0;
    for (const text of ['classic', 'x+windoku']) {
      const geo = engineGeometry(text === 'classic' ? undefined : SudokuRules.parse(text));
      const random = new SeededRandomSource(`type3 ${text}`);
      for (let position = 0; position < 400; position++) {
        // Cells of one to four digits among a few, some of them filled; c1 and c2 share a row and
        // hold the loop digits 1 and 2 and some extra ones.
        const values = new Uint8Array(81);
        const masks = new Uint16Array(81);
        for (let cell = 0; cell < 81; cell++) {
          if (random.nextInt(6) === 0) {
            values[cell] = 9;
            continue;
          }
          let m = 0;
          for (let k = random.nextInt(4); k >= 0; k--) m |= 1 << (2 + random.nextInt(5));
          masks[cell] = m;
        }
        const row = random.nextInt(9);
        const c1 = row * 9 + random.nextInt(4);
        const c2 = row * 9 + 4 + random.nextInt(5);
        values[c1] = values[c2] = 0;
        masks[c1] = 0b11 | (1 << (2 + random.nextInt(5)));
        masks[c2] = 0b11 | (1 << (2 + random.nextInt(5))) | (random.nextInt(2) === 0 ? 1 << 7 : 0);
        const loop = [c1, c2, c2 + 9 * (row < 8 ? 1 : -1), c1 + 9 * (row < 8 ? 1 : -1)];
        const grid = { values, masks };
        const expected = plainType3(geo, grid, loop, c1, c2, 0b11, 'k');
        const actual: RankedLoop[] = [];
        type3Findings(geo, grid as never, loop, c1, c2, 0b11, actual, () => 'k');
        expect(actual).toEqual(expected);
        found += expected.length;
        cases++;
      }
    }
    expect(cases).toBe(800);
    expect(found).toBeGreaterThan(200);
  });
});
