/**
 * The techniques of killer cages (a cage's digits are distinct and add up to its sum). Internal.
 *
 * - **Cage combination** (2.0 on the killer scale): the digit sets of the cage's size and sum
 *   that its placed digits and its cells' candidates still allow (each open cell must take a
 *   digit of the set, all different); a candidate in no such set leaves its cell.
 * - **Cage forced digit** (2.2): a digit every set left for a cage holds must go in one of the
 *   cage's cells that can hold it; a cell outside the cage that sees all those cells loses it.
 * - **Innie/outie** (2.5): the 45 rule. The digits of a region add up to 45; when the cages
 *   that lie wholly inside a region leave one of its cells uncovered (an innie), that cell holds
 *   45 minus their sums; when the cages that meet a region cover it and one cell outside (an
 *   outie), that cell holds their sums minus 45.
 *
 * The 45 rule over groups of regions, cage/unit interactions, virtual cages, innie–outie
 * differences and cage splits are in `killer-sums.ts`.
 *
 * Cages in the order they were given; regions in the geometry's order (rows, columns, boxes,
 * then the extras). Every finder returns at once under rules without cages.
 */
import { CELL_COUNT, SIZE } from '../../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { SUM_KEYS } from '../../rules/cages.js';
import { finding, type FindingSink } from './finding.js';
import type { FamilyFinders } from './finders.js';
import {
  cageSplits,
  cageUnitInteractions,
  groupInnieOuties,
  innieOutieDifferences,
  virtualCages,
} from './killer-sums.js';

/** Can the `open` cells take distinct digits of `avail`, each one of its candidates, using all? */
function fits(masks: Uint16Array, open: readonly number[], avail: number, failed: Set<number>): boolean {
  const i = open.length - POPCOUNT[avail]!;
  if (i === open.length) return true;
  if (failed.has(avail)) return false;
  for (let m = masks[open[i]!]! & avail; m !== 0; m &= m - 1)
    if (fits(masks, open, avail & ~(m & -m), failed)) return true;
  failed.add(avail);
  return false;
}

/** A cage's state: its cells, its open cells, its placed digits and the digit sets it can still hold. */
interface CageState {
  readonly cells: number[];
  readonly open: number[];
  readonly placed: number;
  readonly sets: number[];
}

function cageState(grid: LogicGrid, k: number): CageState | null {
  const t = grid.geo.killer!;
  const { values, masks } = grid;
  const cells: number[] = [];
  const open: number[] = [];
  let placed = 0;
  for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++) {
    const cell = t.cageCells[i]!;
    cells.push(cell);
    if (values[cell] !== 0) placed |= 1 << (values[cell]! - 1);
    else open.push(cell);
  }
  if (open.length === 0) return null;
  const key = cells.length * SUM_KEYS + t.cageSums[k]!;
  const sets: number[] = [];
  for (let j = t.comboStart[key]!; j < t.comboStart[key + 1]!; j++) {
    const set = t.combos[j]!;
    if ((set & placed) !== placed) continue;
    if (fits(masks, open, set & ~placed, new Set())) sets.push(set);
  }
  return { cells, open, placed, sets };
}

/**
 * Cage combinations: for each cage, the candidates of its open cells that no digit set left for
 * the cage holds. The pattern: the cage, its cells and sum, and the sets left.
 */
export function cageCombinations(grid: LogicGrid, sink: FindingSink): boolean {
  const t = grid.geo.killer;
  if (t === null) return false;
  const { masks } = grid;
  for (let k = 0; k < t.cageCount; k++) {
    const state = cageState(grid, k);
    if (state === null || state.sets.length === 0) continue;
    let allowed = 0;
    for (const set of state.sets) allowed |= set;
    allowed &= ~state.placed;
    const removals: number[] = [];
    for (const cell of state.open)
      for (let hit = masks[cell]! & ~allowed; hit !== 0; hit &= hit - 1)
        removals.push(cell * 9 + LOWEST_DIGIT[hit & -hit]! - 1);
    if (removals.length === 0) continue;
    removals.sort((a, b) => a - b);
    const found = finding({
      technique: 'cage-combination',
      removals,
      pattern: { kind: 'cage', cage: k, cells: state.cells, sum: t.cageSums[k]!, sets: state.sets, digit: 0 },
    });
    if (sink(found, null)) return true;
  }
  return false;
}

/**
 * Cage forced digits: for each cage and each digit not yet placed in it that every set left
 * holds, the cells outside the cage that see all the cage's cells that can hold it lose it.
 */
export function cageForcedDigits(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = grid.geo;
  const t = geo.killer;
  if (t === null) return false;
  const { masks, values } = grid;
  for (let k = 0; k < t.cageCount; k++) {
    const state = cageState(grid, k);
    if (state === null || state.sets.length === 0) continue;
    let required = 0x1ff;
    for (const set of state.sets) required &= set;
    required &= ~state.placed;
    for (let r = required; r !== 0; r &= r - 1) {
      const bit = r & -r;
      const digit = LOWEST_DIGIT[bit]!;
      const places = state.open.filter((cell) => (masks[cell]! & bit) !== 0);
      if (places.length === 0) continue;
      const removals: number[] = [];
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (values[cell] !== 0 || (masks[cell]! & bit) === 0 || t.cageOf[cell] === k) continue;
        if (places.every((place) => geo.sees[place * CELL_COUNT + cell] === 1))
          removals.push(cell * 9 + digit - 1);
      }
      if (removals.length === 0) continue;
      const found = finding({
        technique: 'cage-forced-digit',
        removals,
        pattern: { kind: 'cage', cage: k, cells: state.cells, sum: t.cageSums[k]!, sets: state.sets, digit },
      });
      if (sink(found, null)) return true;
    }
  }
  return false;
}

/**
 * Innies and outies (the 45 rule) of each region: a single cell left out of the cages inside a
 * region, or a single cell outside it that the cages meeting it cover, is forced to the sum's
 * difference. The pattern: the region, the cages counted and the cell.
 */
export function innieOuties(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = grid.geo;
  const t = geo.killer;
  if (t === null) return false;
  const { values, masks } = grid;
  const inside = new Uint8Array(t.cageCount);
  for (let unit = 0; unit < geo.unitCount; unit++) {
    const cells = geo.unitCells.subarray(unit * SIZE, unit * SIZE + SIZE);
    const met: number[] = [];
    let covered = true;
    for (const cell of cells) {
      const k = t.cageOf[cell]!;
      if (k < 0) covered = false;
      else if (!met.includes(k)) met.push(k);
    }
    // Innie: the cages wholly inside the region, and the cells of the region they leave out.
    const whole: number[] = [];
    let innerSum = 0;
    for (const k of met) {
      let all = true;
      for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++)
        if (geo.unitHas[unit * CELL_COUNT + t.cageCells[i]!] !== 1) all = false;
      inside[k] = all ? 1 : 0;
      if (all) {
        whole.push(k);
        innerSum += t.cageSums[k]!;
      }
    }
    const left = Array.from(cells).filter((cell) => t.cageOf[cell]! < 0 || inside[t.cageOf[cell]!] === 0);
    if (left.length === 1) {
      const cell = left[0]!;
      const digit = 45 - innerSum;
      if (values[cell] === 0 && digit >= 1 && digit <= 9 && (masks[cell]! & (1 << (digit - 1))) !== 0) {
        const found = finding({
          technique: 'innie-outie',
          cell,
          digit,
          pattern: { kind: 'innie-outie', unit, cages: whole, cell, outie: false },
        });
        if (sink(found, null)) return true;
      }
    }
    if (!covered) continue;
    // Outie: the cages that meet the region cover it and one cell outside.
    let outerSum = 0;
    const outside: number[] = [];
    for (const k of met) {
      outerSum += t.cageSums[k]!;
      for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++) {
        const cell = t.cageCells[i]!;
        if (geo.unitHas[unit * CELL_COUNT + cell] !== 1) outside.push(cell);
      }
    }
    if (outside.length === 1) {
      const cell = outside[0]!;
      const digit = outerSum - 45;
      if (values[cell] === 0 && digit >= 1 && digit <= 9 && (masks[cell]! & (1 << (digit - 1))) !== 0) {
        const found = finding({
          technique: 'innie-outie',
          cell,
          digit,
          pattern: { kind: 'innie-outie', unit, cages: met.slice(), cell, outie: true },
        });
        if (sink(found, null)) return true;
      }
    }
  }
  return false;
}

/** The room's finders by technique (`finders.ts`). */
export const KILLER_FINDERS: FamilyFinders<'killer'> = {
  'cage-combination': { find: cageCombinations },
  'cage-forced-digit': { find: cageForcedDigits },
  'innie-outie': { find: innieOuties },
  'innie-outie-group': { find: groupInnieOuties },
  'cage-unit-interaction': { find: cageUnitInteractions },
  'virtual-cage': { find: virtualCages },
  'innie-outie-difference': { find: innieOutieDifferences },
  'cage-split': { find: cageSplits },
};
