/**
 * Naked and hidden sets (pairs, triples, quads), with Sudoku Explainer 1.2.1's own scan order and
 * conditions (a hidden set of size n is only looked for in units with more than 2n empty cells),
 * SE's "direct" hidden pair and triple, and SE's generalized naked set (what its dynamic chains
 * "(+)" apply under variant rules). Internal.
 *
 * Every instance is streamed in SE's order, with the removed candidates that justify it on a
 * what-if grid when the initial candidates are given (see `intersections.ts`).
 */
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { activeGeometry, unitCellsOf } from './geometry.js';
import type { FamilyFinders } from './finders.js';
import { markUnitQuiet, quietTable, unitIsQuiet } from './quiet.js';

// Module-local bindings, not imported ones (see `singles.ts`); the geometry's tables are read on entry.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

/** Every k-subset of 0..n-1 as bit masks, in lexicographic order, by k (1–4) and n (≤ 9). */
export const COMBOS: readonly (readonly number[])[] = /* @__PURE__ */ buildCombos();

function buildCombos(): number[][] {
  const combos: number[][] = [[], [], [], [], []];
  for (let k = 1; k <= 4; k++) {
    const out: number[] = [];
    const rec = (start: number, left: number, acc: number): void => {
      if (left === 0) {
        out.push(acc);
        return;
      }
      for (let i = start; i < 9; i++) rec(i + 1, left - 1, acc | (1 << i));
    };
    rec(0, k, 0);
    combos[k] = out;
  }
  return combos;
}

/**
 * `COMBINATIONS[n * 10 + k]`: the combinations (index arrays, in lexicographic order) of `k`
 * among `n` ≤ 9, built once: the unique loops' type 3 and BUG type 3 searches (`uniqueness.ts`) ask for them at every
 * step, and building them each time was a fifth of what a rating allocated.
 */
const COMBINATIONS: readonly (readonly (readonly number[])[])[] = /* @__PURE__ */ buildCombinations();

function buildCombinations(): (readonly (readonly number[])[])[] {
  const table: (readonly (readonly number[])[])[] = [];
  for (let n = 0; n <= 9; n++) for (let k = 0; k <= 9; k++) table[n * 10 + k] = enumerate(n, k);
  return table;
}

/** Combinations (as index arrays) of `k` among `n`. */
export function combinations(n: number, k: number): readonly (readonly number[])[] {
  return n <= 9 && k <= 9 ? COMBINATIONS[n * 10 + k]! : enumerate(n, k);
}

function enumerate(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number): void => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < n; i++) {
      cur.push(i);
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

// Ids by degree: index degree − 2.
const HIDDEN_IDS = ['hidden-pair', 'hidden-triple', 'hidden-quad'] as const;
const NAKED_IDS = ['naked-pair', 'naked-triple', 'naked-quad'] as const;

function emptyCount(unitCells: Uint8Array, values: Uint8Array, unit: number): number {
  let n = 0;
  for (let k = 0; k < SIZE; k++) if (values[unitCells[unit * SIZE + k]!] === 0) n++;
  return n;
}

/** The variant of a set finder (degree 2–4) in its table of quiet units (`quiet.ts`): 9 variants. */
function quietVariant(naked: boolean, degree: number, direct: boolean): number {
  return (naked ? 6 : direct ? 3 : 0) + degree - 2;
}

/** The table of quiet units of `geo`'s set finders (`quiet.ts`). */
function setsQuiet(geo: { readonly unitCount: number }): Int32Array {
  return quietTable(geo, 'sets', 9 * geo.unitCount * SIZE);
}

/**
 * Hidden sets of `degree` digits (3.4, 4.0, 5.4), or with `direct` SE's direct hidden pair (2.0)
 * and triplet (2.5): a hidden set after which another digit has one place left in the unit.
 */
export function hiddenSets(
  grid: LogicGrid,
  degree: number,
  direct: boolean,
  sink: FindingSink,
  initial?: Uint16Array,
): boolean {
  const geo = activeGeometry();
  const unitCells = geo.unitCells;
  const { values, masks } = grid;
  const pos = new Int32Array(10);
  const combos = COMBOS[degree]!;
  const quiet = setsQuiet(geo);
  const variant = quietVariant(false, degree, direct) * geo.unitCount;
  for (const unit of geo.setOrder) {
    const empty = emptyCount(unitCells, values, unit);
    if (!(empty > degree * 2 || (direct && empty > degree))) continue;
    const base = unit * SIZE;
    const at = (variant + unit) * SIZE;
    if (unitIsQuiet(quiet, at, unitCells, base, values, masks)) continue;
    let found = false;
    // Each digit's places in the unit, from one pass over its cells (filled cells have mask 0).
    pos.fill(0);
    for (let k = 0; k < SIZE; k++) {
      for (let m = masks[unitCells[base + k]!]!; m !== 0; m &= m - 1) pos[LOWEST_DIGIT[m & -m]!]! |= 1 << k;
    }
    // A digit of a hidden set has 1 to `degree` places: the others cannot be in one.
    let usable = 0;
    for (let d = 1; d <= 9; d++) {
      const n = POPCOUNT[pos[d]!]!;
      if (n !== 0 && n <= degree) usable |= 1 << (d - 1);
    }
    if (POPCOUNT[usable]! < degree) {
      markUnitQuiet(quiet, at, unitCells, base, values, masks);
      continue;
    }
    for (let c = 0; c < combos.length; c++) {
      const combo = combos[c]!;
      if ((combo & ~usable) !== 0) continue;
      let union = 0;
      for (let m = combo; m !== 0; m &= m - 1) union |= pos[LOWEST_DIGIT[m & -m]!]!;
      if (POPCOUNT[union] !== degree) continue;
      if (direct) {
        for (let d = 1; d <= 9; d++) {
          if ((combo & (1 << (d - 1))) !== 0) continue;
          const p = pos[d]!;
          if (POPCOUNT[p]! <= 1) continue;
          const rest = p & ~union;
          if (POPCOUNT[rest] === 1) {
            // Only the placement, as SE applies it.
            const f = finding({
              technique: degree === 2 ? 'direct-hidden-pair' : 'direct-hidden-triple',
              cell: unitCells[base + LOWEST_DIGIT[rest]! - 1]!,
              digit: d,
              pattern: { kind: 'subset', naked: false, unit, cells: unitCellsOf(unit, union), digits: combo },
            });
            found = true;
            if (sink(f, null)) return true;
            break;
          }
        }
        continue;
      }
      const removals: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((union & (1 << k)) === 0) continue;
        const cell = unitCells[base + k]!;
        for (let m = masks[cell]! & ~combo; m !== 0; m &= m - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
      }
      if (removals.length > 0) {
        let parents: number[] | null = null;
        if (initial !== undefined) {
          parents = [];
          for (let m = combo; m !== 0; m &= m - 1) {
            const b = m & -m;
            const digit = LOWEST_DIGIT[b]!;
            for (let k = 0; k < SIZE; k++) {
              if ((union & (1 << k)) !== 0) continue;
              const cell = unitCells[base + k]!;
              if ((initial[cell]! & b) !== 0 && (masks[cell]! & b) === 0) parents.push(cell * 9 + digit - 1);
            }
          }
        }
        const f = finding({
          technique: HIDDEN_IDS[degree - 2]!,
          removals,
          pattern: { kind: 'subset', naked: false, unit, cells: unitCellsOf(unit, union), digits: combo },
        });
        found = true;
        if (sink(f, parents)) return true;
      }
    }
    if (!found) markUnitQuiet(quiet, at, unitCells, base, values, masks);
  }
  return false;
}

/** The 9-bit position of `cell` in `unit`, or 0 when the unit does not hold it. */
function positionOfCell(unitCells: Uint8Array, unit: number, cell: number): number {
  for (let k = 0; k < SIZE; k++) if (unitCells[unit * SIZE + k] === cell) return 1 << k;
  return 0;
}

/**
 * Naked sets of `degree` cells (3.0, 3.6, 5.0). With `general`, SE's generalized naked set (what
 * its dynamic chains "(+)" use under variant rules): every unit, and a digit of the set leaves
 * every cell that sees all the set's cells holding it.
 */
export function nakedSets(
  grid: LogicGrid,
  degree: number,
  sink: FindingSink,
  initial?: Uint16Array,
  general = false,
): boolean {
  const geo = activeGeometry();
  const unitCells = geo.unitCells;
  const sees = geo.sees;
  const { values, masks } = grid;
  // The generalized set removes outside its unit: no unit is known quiet for it.
  const quiet = general ? null : setsQuiet(geo);
  const variant = quietVariant(true, degree, false) * geo.unitCount;
  for (const unit of general ? geo.setOrder : geo.nakedOrder) {
    // SE looks in a unit with at least 2 × degree empty cells.
    if (!geo.classic && emptyCount(unitCells, values, unit) < degree * 2) continue;
    const base = unit * SIZE;
    const at = (variant + unit) * SIZE;
    if (quiet !== null && unitIsQuiet(quiet, at, unitCells, base, values, masks)) continue;
    let found = false;
    // Candidate cells of the unit: empty, 2..degree candidates.
    let avail = 0;
    for (let k = 0; k < SIZE; k++) {
      const n = POPCOUNT[masks[unitCells[unit * SIZE + k]!]!]!;
      if (n >= 2 && n <= degree) avail |= 1 << k;
    }
    if (POPCOUNT[avail]! < degree) {
      if (quiet !== null) markUnitQuiet(quiet, at, unitCells, base, values, masks);
      continue;
    }
    for (const combo of COMBOS[degree]!) {
      if ((combo & avail) !== combo) continue;
      let union = 0;
      for (let m = combo; m !== 0; m &= m - 1)
        union |= masks[unitCells[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!]!;
      if (POPCOUNT[union] !== degree) continue;
      const removals: number[] = [];
      if (general) {
        // SE's generalized naked set: each digit leaves every cell that sees all its holders.
        for (let cell = 0; cell < CELL_COUNT; cell++) {
          if ((combo & positionOfCell(unitCells, unit, cell)) !== 0) continue;
          for (let m = masks[cell]! & union; m !== 0; m &= m - 1) {
            const bit = m & -m;
            let all = true;
            for (let c = combo; c !== 0; c &= c - 1) {
              const holder = unitCells[unit * SIZE + LOWEST_DIGIT[c & -c]! - 1]!;
              if ((masks[holder]! & bit) !== 0 && sees[holder * CELL_COUNT + cell] !== 1) all = false;
            }
            if (all) removals.push(cell * 9 + LOWEST_DIGIT[bit]! - 1);
          }
        }
        removals.sort((a, b) => a - b);
      } else {
        for (let k = 0; k < SIZE; k++) {
          if ((combo & (1 << k)) !== 0) continue;
          const cell = unitCells[unit * SIZE + k]!;
          for (let m = masks[cell]! & union; m !== 0; m &= m - 1)
            removals.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
        }
      }
      if (removals.length === 0) continue;
      let parents: number[] | null = null;
      if (initial !== undefined) {
        parents = [];
        for (let m = combo; m !== 0; m &= m - 1) {
          const cell = unitCells[unit * SIZE + LOWEST_DIGIT[m & -m]! - 1]!;
          for (let g = initial[cell]! & ~masks[cell]!; g !== 0; g &= g - 1)
            parents.push(cell * 9 + LOWEST_DIGIT[g & -g]! - 1);
        }
      }
      const f = finding({
        technique: NAKED_IDS[degree - 2]!,
        removals,
        pattern: { kind: 'subset', naked: true, unit, cells: unitCellsOf(unit, combo), digits: union },
      });
      found = true;
      if (sink(f, parents)) return true;
    }
    if (!found && quiet !== null) markUnitQuiet(quiet, at, unitCells, base, values, masks);
  }
  return false;
}

/** The room's finders by technique (`finders.ts`). */
export const SUBSET_FINDERS: FamilyFinders<'subsets'> = {
  'naked-pair': { find: (grid, sink) => nakedSets(grid, 2, sink) },
  'naked-triple': { find: (grid, sink) => nakedSets(grid, 3, sink) },
  'naked-quad': { find: (grid, sink) => nakedSets(grid, 4, sink) },
  'hidden-pair': { find: (grid, sink) => hiddenSets(grid, 2, false, sink) },
  'hidden-triple': { find: (grid, sink) => hiddenSets(grid, 3, false, sink) },
  'hidden-quad': { find: (grid, sink) => hiddenSets(grid, 4, false, sink) },
  'direct-hidden-pair': { find: (grid, sink) => hiddenSets(grid, 2, true, sink) },
  'direct-hidden-triple': { find: (grid, sink) => hiddenSets(grid, 3, true, sink) },
};
