/**
 * The unique loops' search (`uniqueness.ts`): Sudoku Explainer's depth-first walk through the cells
 * that hold both loop digits, at most two of them with extra candidates, and the test that a loop
 * closes into a deadly pattern. Internal. Pure functions of the geometry and the candidate masks;
 * the classic walk reads the module's constants (the hottest loop of rating easy puzzles).
 */
import {
  CELL_COUNT as CELL_COUNT_TABLE,
  SE_CELL_UNITS as SE_CELL_UNITS_TABLE,
  SIZE as SIZE_TABLE,
  UNIT_CELLS as UNIT_CELLS_TABLE,
} from '../../board/geometry.js';
import { POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import type { EngineGeometry } from './geometry.js';

// Module-local bindings, not imported ones (see `singles.ts`).
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const SE_CELL_UNITS = SE_CELL_UNITS_TABLE;
const UNIT_CELLS = UNIT_CELLS_TABLE;

/**
 * Guard against pathological candidate patterns (not in SE): a loop search from one cell visits
 * at most this many cells. Real puzzles stay far below it.
 */
const LOOP_VISIT_BUDGET = 200_000;

/**
 * Membership of the loop so far, for the walk's inner test (`loop.includes` cost a tenth of the
 * rating of puzzles up to ER 4.9): one array for every search, all zero between searches (a walk
 * clears each cell it marked as it backs out), since a new one per start cell cost as much as
 * the walk itself in the rating of sparse puzzles.
 */
const IN_LOOP = /* @__PURE__ */ new Uint8Array(CELL_COUNT);

/**
 * The valid loops through `start` whose cells all hold the digits `v` (SE's depth-first search, at
 * most two cells with extra digits), in the order the search closes them. A loop is valid when
 * the units of its even-placed cells and of its odd-placed cells are the same set, and no unit
 * holds two cells of the same parity.
 */
export function findLoops(geo: EngineGeometry, masks: Uint16Array, start: number, v: number): number[][] {
  if (geo.classic) return findLoopsClassic(masks, start, v);
  const unitCells = geo.unitCells;
  const unitType = geo.unitType;
  const cellUnits = geo.cellUnits;
  const cellUnitStart = geo.cellUnitStart;
  // The validity test runs as the walk goes (in some positions under extra regions it closes
  // hundreds of thousands of loops, nearly all invalid: an expert x puzzle's rating took 2 s):
  // `sides` flags each unit's even-placed (2u) and odd-placed (2u + 1) cells, `unmatched` counts
  // the units with one flag of the two. A cell whose unit already holds a cell of its parity
  // makes every loop through it invalid, so the walk never enters it; a loop closes valid when
  // no unit is unmatched. The loops found are those of the plain walk that are valid, in order.
  const sides = new Uint8Array(2 * geo.unitCount);
  let unmatched = 0;
  /** Flags (`on`) or unflags the units of `cell` at `parity`; false when one is flagged already. */
  const mark = (cell: number, parity: number, on: boolean): boolean => {
    const end = cellUnitStart[cell + 1]!;
    if (on) {
      for (let j = cellUnitStart[cell]!; j < end; j++)
        if (sides[2 * cellUnits[j]! + parity] !== 0) return false;
    }
    for (let j = cellUnitStart[cell]!; j < end; j++) {
      const at = 2 * cellUnits[j]!;
      sides[at + parity] = on ? 1 : 0;
      unmatched += sides[at + 1 - parity] !== 0 ? (on ? -1 : 1) : on ? 1 : -1;
    }
    return true;
  };
  const results: number[][] = [];
  const loop: number[] = [];
  const inLoop = IN_LOOP;
  let budget = LOOP_VISIT_BUDGET;
  const walk = (cell: number, allowedEx: number, exIn: number, lastKind: number): void => {
    if (--budget < 0) return;
    loop.push(cell);
    inLoop[cell] = 1;
    const parity = loop.length & 1;
    let ex = exIn;
    const end = cellUnitStart[cell + 1]!;
    for (let j = cellUnitStart[cell]!; j < end; j++) {
      const u = cellUnits[j]!;
      // SE skips the region type of the link that led here.
      const t = unitType[u]!;
      if (t === lastKind) continue;
      for (let k = 0; k < SIZE; k++) {
        const next = unitCells[u * SIZE + k]!;
        if (next === loop[0] && loop.length >= 4) {
          if (unmatched === 0) results.push(loop.slice());
        } else if (inLoop[next] === 0) {
          const m = masks[next]!;
          if ((m & v) === v) {
            ex = (ex | m) & ~v;
            const card = POPCOUNT[m]!;
            if ((card === 2 || POPCOUNT[ex] === 1 || allowedEx > 0) && mark(next, parity, true)) {
              walk(next, card > 2 ? allowedEx - 1 : allowedEx, ex, t);
              mark(next, parity, false);
            }
          }
        }
      }
    }
    loop.pop();
    inLoop[cell] = 0;
  };
  mark(start, 0, true);
  walk(start, 2, 0, -1);
  return results;
}

/**
 * {@link findLoops} under the classic rules: each cell's box, row and column (region types 0, 1,
 * 2, in SE's order) read from the module's constants. The walk is the hottest loop of the rating
 * of easy puzzles (a quarter of rating 300 17-clue puzzles); written over the geometry's tables
 * (unit ranges and types read per cell), it made their rating about 3 % slower.
 */
function findLoopsClassic(masks: Uint16Array, start: number, v: number): number[][] {
  const results: number[][] = [];
  const loop: number[] = [];
  const inLoop = IN_LOOP;
  // The units (bits 0–26) of the even-placed and the odd-placed cells so far: the walk never
  // enters a cell whose unit already holds a cell of its parity, and a loop closes valid when
  // both sets are equal (see `findLoops`).
  const sides = [0, 0];
  let budget = LOOP_VISIT_BUDGET;
  const walk = (cell: number, allowedEx: number, exIn: number, lastKind: number): void => {
    if (--budget < 0) return;
    loop.push(cell);
    inLoop[cell] = 1;
    const parity = loop.length & 1;
    let ex = exIn;
    for (let t = 0; t < 3; t++) {
      if (t === lastKind) continue;
      const u = SE_CELL_UNITS[cell * 3 + t]!;
      for (let k = 0; k < SIZE; k++) {
        const next = UNIT_CELLS[u * SIZE + k]!;
        if (next === loop[0] && loop.length >= 4) {
          if (sides[0] === sides[1]) results.push(loop.slice());
        } else if (inLoop[next] === 0) {
          const m = masks[next]!;
          if ((m & v) === v) {
            ex = (ex | m) & ~v;
            const card = POPCOUNT[m]!;
            if (card === 2 || POPCOUNT[ex] === 1 || allowedEx > 0) {
              const units =
                (1 << SE_CELL_UNITS[next * 3]!) |
                (1 << SE_CELL_UNITS[next * 3 + 1]!) |
                (1 << SE_CELL_UNITS[next * 3 + 2]!);
              const side = sides[parity]!;
              if ((side & units) === 0) {
                sides[parity] = side | units;
                walk(next, card > 2 ? allowedEx - 1 : allowedEx, ex, t);
                sides[parity] = side;
              }
            }
          }
        }
      }
    }
    loop.pop();
    inLoop[cell] = 0;
  };
  sides[0] =
    (1 << SE_CELL_UNITS[start * 3]!) |
    (1 << SE_CELL_UNITS[start * 3 + 1]!) |
    (1 << SE_CELL_UNITS[start * 3 + 2]!);
  walk(start, 2, 0, -1);
  return results;
}
