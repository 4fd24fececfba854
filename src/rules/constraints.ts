/**
 * The rules questions of `SudokuValidator` under any rule set, on raw cell values and the tables
 * of `rule-set.ts` (`RuleTables`). The classic rules never come here: the validator keeps its
 * own walk over the fixed geometry for them, so classic results and speed stay as they were.
 *
 * A cell's digit may not appear among its peers (its regions, and its knight's or king's moves
 * under those rules); under non-consecutive, an orthogonal neighbour may not hold the digit ± 1.
 * The peer walk covers the first two; the orthogonal lists the third.
 */
import type { SudokuConflict, SudokuConflictUnit } from './conflict.js';
import type { RuleTables } from './rule-set.js';
import { ALL } from '../internal/bits.js';

const CELLS = 81;

/** The digits (bit d − 1) `cell` may still take: none of its peers' and, under non-consecutive, no digit next to an orthogonal neighbour's. */
export function rulesLegalMask(values: Uint8Array, tables: RuleTables, cell: number): number {
  const { peers, peerStart } = tables;
  let seen = 0;
  for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++) {
    const v = values[peers[k]!]!;
    if (v !== 0) seen |= 1 << (v - 1);
  }
  if (tables.nonConsecutive) {
    const { ortho, orthoStart } = tables;
    for (let k = orthoStart[cell]!, end = orthoStart[cell + 1]!; k < end; k++) {
      const v = values[ortho[k]!]!;
      // Digits v + 1 and v − 1 are bits v and v − 2 (none below digit 1; bit 9 is cut by ALL).
      if (v !== 0) seen |= (1 << v) | ((1 << v) >>> 2);
    }
  }
  return ALL & ~seen;
}

/** Would `value` (1–9) at `cell` break a rule against the other cells of `values`? */
export function rulesClash(values: Uint8Array, tables: RuleTables, cell: number, value: number): boolean {
  const { peers, peerStart } = tables;
  for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++)
    if (values[peers[k]!] === value) return true;
  if (tables.nonConsecutive) {
    const { ortho, orthoStart } = tables;
    for (let k = orthoStart[cell]!, end = orthoStart[cell + 1]!; k < end; k++) {
      const v = values[ortho[k]!]!;
      if (v !== 0 && (v === value + 1 || v === value - 1)) return true;
    }
  }
  return false;
}

/** Marks in `out` (length 81) every cell in a clash; returns whether any was found. */
export function markRulesConflicts(values: Uint8Array, tables: RuleTables, out: Uint8Array): boolean {
  let any = false;
  for (let cell = 0; cell < CELLS; cell++) {
    const value = values[cell]!;
    if (value !== 0 && rulesClash(values, tables, cell, value)) {
      out[cell] = 1;
      any = true;
    }
  }
  return any;
}

/** Every clash under the rules: regions in the rules' order, then knight, king and consecutive pairs. */
export function rulesConflicts(values: Uint8Array, tables: RuleTables): SudokuConflict[] {
  const conflicts: SudokuConflict[] = [];
  const { regions, regionCells } = tables;
  for (let r = 0; r < regions.length; r++) {
    let seen = 0;
    let repeated = 0;
    for (let k = 0; k < 9; k++) {
      const bit = 1 << values[regionCells[r * 9 + k]!]!;
      if (bit === 1) continue;
      if ((seen & bit) !== 0) repeated |= bit;
      seen |= bit;
    }
    for (let value = 1; repeated !== 0 && value <= 9; value++) {
      if ((repeated & (1 << value)) === 0) continue;
      const cells: number[] = [];
      for (let k = 0; k < 9; k++) {
        const cell = regionCells[r * 9 + k]!;
        if (values[cell] === value) cells.push(cell);
      }
      const region = regions[r]!;
      conflicts.push(conflict(region.kind, region.index, value, cells));
    }
  }
  pairs(values, tables.knightStart, tables.knight, 'knight', conflicts);
  pairs(values, tables.kingStart, tables.king, 'king', conflicts);
  if (tables.nonConsecutive) pairs(values, tables.orthoStart, tables.ortho, 'consecutive', conflicts);
  return conflicts;
}

function conflict(
  unit: SudokuConflictUnit,
  unitIndex: number,
  value: number,
  cells: number[],
): SudokuConflict {
  return Object.freeze({ unit, unitIndex, value, cells: Object.freeze(cells) });
}

/** The clashing pairs (a < b) of one neighbour rule, by first cell then second. */
function pairs(
  values: Uint8Array,
  start: Uint16Array,
  list: Uint8Array,
  unit: 'knight' | 'king' | 'consecutive',
  out: SudokuConflict[],
): void {
  for (let a = 0; a < CELLS; a++) {
    const va = values[a]!;
    if (va === 0) continue;
    for (let k = start[a]!, end = start[a + 1]!; k < end; k++) {
      const b = list[k]!;
      if (b < a) continue;
      const vb = values[b]!;
      if (unit === 'consecutive') {
        if (vb !== 0 && (vb === va + 1 || vb === va - 1))
          out.push(conflict(unit, a, Math.min(va, vb), [a, b]));
      } else if (vb === va) out.push(conflict(unit, a, va, [a, b]));
    }
  }
}

/** Full and conflict-free under the rules. */
export function rulesComplete(values: Uint8Array, tables: RuleTables): boolean {
  for (let cell = 0; cell < CELLS; cell++) if (values[cell] === 0) return false;
  return !markRulesConflicts(values, tables, new Uint8Array(CELLS));
}
