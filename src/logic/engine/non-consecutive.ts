/**
 * The techniques of the non-consecutive rule (orthogonal neighbours never differ by 1), as
 * Sudoku Explainer (SukakuExplainer) finds and rates them under `--isNC=1`. Internal.
 *
 * - **Non-consecutive forcing cell** (2.4): a cell whose candidates are two or three digits
 *   within a span of three (`a/a+1`, `a/a+2`, `a/a+1/a+2`). An orthogonal neighbour shares a row
 *   or a column with the cell, so it can hold neither the cell's digit nor a digit next to it;
 *   what every candidate of the cell rules out is ruled out: `a` and `a+1` for `a/a+1`, the
 *   middle digit `a+1` for the other two.
 * - **Locked non-consecutive** (2.5): a digit whose places in a region all lie within one
 *   cell's reach: each cell that is one of those places or an orthogonal neighbour of all of
 *   them cannot hold the digits next to it, wherever the digit goes.
 *
 * SE's scan orders: forcing cells in reading order; locked non-consecutive digit by digit (1 to
 * 9), and for each digit the windows (the four of windoku), the columns, the rows, then the
 * boxes (none under `latin`; a jigsaw region plays a box's part, as everywhere in the engine).
 * SE tries both right after the naked single, before the direct hidden triple, and never inside
 * its chains. Both finders return at once under a rule set without the non-consecutive rule.
 */
import { CELL_COUNT, SIZE } from '../../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../../internal/bits.js';
import type { LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import type { EngineGeometry } from './geometry.js';
import type { FamilyFinders } from './finders.js';

/** True when cells a and b are the same cell or orthogonal neighbours. */
function touches(a: number, b: number): boolean {
  if (a === b) return true;
  const dr = Math.abs(((a / SIZE) | 0) - ((b / SIZE) | 0));
  const dc = Math.abs((a % SIZE) - (b % SIZE));
  return dr + dc === 1;
}

/** The cell and its orthogonal neighbours (up, down, right, left, as SE lists them). */
function closedNeighbourhood(geo: EngineGeometry, cell: number): number[] {
  const out: number[] = [];
  for (let k = geo.ncStart[cell]!; k < geo.ncStart[cell + 1]!; k++) out.push(geo.nc[k]!);
  out.push(cell);
  return out;
}

/**
 * Non-consecutive forcing cells, in reading order: each finding removes, from the cell's
 * orthogonal neighbours, the digits every candidate of the cell rules out there. The pattern:
 * the forcing cell and the removed digits.
 */
export function nonConsecutiveForcingCells(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = grid.geo;
  if (!geo.nonConsecutive) return false;
  const { values, masks } = grid;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const m = masks[cell]!;
    const count = POPCOUNT[m]!;
    if (count !== 2 && count !== 3) continue;
    const low = LOWEST_DIGIT[m & -m]!;
    const high = 32 - Math.clz32(m);
    let ruledOut: number;
    if (high - low === count - 1 && count === 2) ruledOut = m;
    else if (high - low === 2) ruledOut = 1 << low;
    else continue;
    const removals: number[] = [];
    for (let k = geo.ncStart[cell]!; k < geo.ncStart[cell + 1]!; k++) {
      const other = geo.nc[k]!;
      for (let hit = masks[other]! & ruledOut; hit !== 0; hit &= hit - 1)
        removals.push(other * 9 + LOWEST_DIGIT[hit & -hit]! - 1);
    }
    if (removals.length === 0) continue;
    removals.sort((a, b) => a - b);
    const found = finding({
      technique: 'non-consecutive-forcing-cell',
      removals,
      pattern: { kind: 'non-consecutive-cell', cell, digits: ruledOut },
    });
    if (sink(found, null)) return true;
  }
  return false;
}

/** SE's units for locked non-consecutive, by geometry: windows 1–4, columns, rows, boxes. */
const LOCK_UNITS = new WeakMap<EngineGeometry, Uint8Array>();

function lockUnits(geo: EngineGeometry): Uint8Array {
  let units = LOCK_UNITS.get(geo);
  if (units === undefined) {
    const list: number[] = [];
    const windows: number[] = [];
    for (let u = 0; u < geo.unitCount; u++)
      if (geo.unitKind[u] === 'window' && geo.unitIndex[u]! < 4) windows.push(u);
    windows.sort((a, b) => geo.unitIndex[a]! - geo.unitIndex[b]!);
    list.push(...windows);
    for (const kind of ['column', 'row'] as const)
      for (let u = 0; u < geo.unitCount; u++) if (geo.unitKind[u] === kind) list.push(u);
    for (let u = 0; u < geo.unitCount; u++)
      if (geo.unitKind[u] === 'box' || geo.unitKind[u] === 'jigsaw') list.push(u);
    units = Uint8Array.from(list);
    LOCK_UNITS.set(geo, units);
  }
  return units;
}

/**
 * Locked non-consecutive: for each digit, each region where the digit's places (at most three
 * in a row or column, five in a box or window) are all within reach of some cells, each of them
 * a place or an orthogonal neighbour of every place; those cells lose the digits next to the
 * digit. The pattern: the digit, the region and the digit's places.
 */
export function lockedNonConsecutive(grid: LogicGrid, sink: FindingSink): boolean {
  const geo = grid.geo;
  if (!geo.nonConsecutive) return false;
  const { masks } = grid;
  const units = lockUnits(geo);
  const unitCells = geo.unitCells;
  const places: number[] = [];
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    const next = (d > 1 ? 1 << (d - 2) : 0) | (d < 9 ? 1 << d : 0);
    for (let i = 0; i < units.length; i++) {
      const unit = units[i]!;
      const type = geo.unitType[unit]!;
      const most = type === 0 || type === 4 ? 5 : 3;
      places.length = 0;
      for (let k = 0; k < SIZE; k++) {
        const cell = unitCells[unit * SIZE + k]!;
        if ((masks[cell]! & bit) !== 0) places.push(cell);
      }
      if (places.length === 0 || places.length > most) continue;
      const reach = closedNeighbourhood(geo, places[0]!).filter((cell) =>
        places.every((place) => touches(place, cell)),
      );
      const removals: number[] = [];
      for (const cell of reach)
        for (let hit = masks[cell]! & next; hit !== 0; hit &= hit - 1)
          removals.push(cell * 9 + LOWEST_DIGIT[hit & -hit]! - 1);
      if (removals.length === 0) continue;
      removals.sort((a, b) => a - b);
      const found = finding({
        technique: 'locked-non-consecutive',
        removals,
        pattern: { kind: 'non-consecutive-lock', digit: d, unit, cells: places.slice() },
      });
      if (sink(found, null)) return true;
    }
  }
  return false;
}

/** The room's finders by technique (`finders.ts`). */
export const NON_CONSECUTIVE_FINDERS: FamilyFinders<'non-consecutive'> = {
  'non-consecutive-forcing-cell': { find: nonConsecutiveForcingCells },
  'locked-non-consecutive': { find: lockedNonConsecutive },
};
