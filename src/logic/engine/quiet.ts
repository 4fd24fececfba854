/**
 * What a finder found nothing in, remembered so that it is not searched again unchanged. Internal.
 *
 * Between two steps of a rating most of the grid does not change, and the finders of the lower
 * techniques run again at every step. Where a finder's findings depend on one part of the grid
 * only, a part that gave none and is met again in the same state gives none again, and is
 * skipped:
 *
 * - a unit (its nine cells' candidates, and which are empty), for the naked and hidden sets,
 *   which lie within one unit, removals too (`subsets.ts`);
 * - a digit's plane (the cells that may still hold it), for the intersections and the fish, plain
 *   and finned, whose patterns and removals are of one digit (`intersections.ts`, `fish.ts`,
 *   `finned-fish.ts`).
 *
 * The tables are per geometry (its units) and per finder variant, shared by every grid: they hold
 * states, not positions, so a state remembered from one puzzle holds for any other. A finder marks
 * a part quiet only after searching all of it without a finding.
 */
import { SIZE } from '../../board/geometry.js';

const TABLES = new WeakMap<object, Map<string, Int32Array>>();

/** The table `name` of `owner` (a geometry), of `size` entries, made on first use (no state matches it). */
export function quietTable(owner: object, name: string, size: number): Int32Array {
  let tables = TABLES.get(owner);
  if (tables === undefined) {
    tables = new Map();
    TABLES.set(owner, tables);
  }
  let table = tables.get(name);
  if (table === undefined) {
    table = new Int32Array(size).fill(-1);
    tables.set(name, table);
  }
  return table;
}

/** A cell's state in a unit's entry: its candidates, and this bit when it is empty. */
const EMPTY_FLAG = 1024;

/** A cell's state in a unit's entry. */
function cellState(values: Uint8Array, masks: Uint16Array, cell: number): number {
  return masks[cell]! | (values[cell] === 0 ? EMPTY_FLAG : 0);
}

/** True when the unit's cells (from `base` in `unitCells`) are as `table` holds them from `at`. */
export function unitIsQuiet(
  table: Int32Array,
  at: number,
  unitCells: Uint8Array,
  base: number,
  values: Uint8Array,
  masks: Uint16Array,
): boolean {
  for (let k = 0; k < SIZE; k++)
    if (table[at + k] !== cellState(values, masks, unitCells[base + k]!)) return false;
  return true;
}

/** Remembers the unit's cells (from `base` in `unitCells`) in `table` from `at` (9 entries). */
export function markUnitQuiet(
  table: Int32Array,
  at: number,
  unitCells: Uint8Array,
  base: number,
  values: Uint8Array,
  masks: Uint16Array,
): void {
  for (let k = 0; k < SIZE; k++) table[at + k] = cellState(values, masks, unitCells[base + k]!);
}

/**
 * Every digit's plane into `planes` (27 words): `planes[(d − 1) * 3 + b]` holds the cells of band
 * `b` (rows 3b–3b + 2, bit 9 × row-in-band + column) whose candidates include `d`.
 */
export function digitPlanes(masks: Uint16Array, planes: Int32Array): void {
  planes.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    let m = masks[cell]!;
    if (m === 0) continue;
    const band = (cell * 19) >> 9; // cell / 27 for cell < 81
    const bit = 1 << (cell - band * 27);
    for (let d = band; m !== 0; m >>>= 1, d += 3) if ((m & 1) !== 0) planes[d]! |= bit;
  }
}

/** True when digit `d`'s plane (1–9) in `planes` is as `table` holds it from `at` (3 entries). */
export function planeIsQuiet(table: Int32Array, at: number, planes: Int32Array, d: number): boolean {
  const p = (d - 1) * 3;
  return table[at] === planes[p] && table[at + 1] === planes[p + 1] && table[at + 2] === planes[p + 2];
}

/** Remembers digit `d`'s plane in `table` from `at`. */
export function markPlaneQuiet(table: Int32Array, at: number, planes: Int32Array, d: number): void {
  const p = (d - 1) * 3;
  table[at] = planes[p]!;
  table[at + 1] = planes[p + 1]!;
  table[at + 2] = planes[p + 2]!;
}

/** Forgets every quiet part of `owner` (a geometry): its finders search everything again. For tests. */
export function forgetQuiet(owner: object): void {
  TABLES.delete(owner);
}
