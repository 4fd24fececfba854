/**
 * The rules questions of `SudokuValidator` under any rule set, on raw cell values and the tables
 * of `rule-set.ts` (`RuleTables`). The classic rules never come here: the validator keeps its
 * own walk over the fixed geometry for them, so classic results and speed stay as they were.
 *
 * A cell's digit may not appear among its peers (its regions, and its knight's or king's moves
 * under those rules); under non-consecutive, an orthogonal neighbour may not hold the digit ± 1.
 * The peer walk covers the first two; the orthogonal lists the third.
 *
 * Killer cages (only when the tables have some): a cage's cells are peers, so a repeated digit is
 * a clash of the peer walk (reported with the unit `'cage'`); a full cage whose digits do not add
 * up to its sum is a clash of every cell in it; a cell's candidates are the digits of the cage's
 * digit sets that avoid its placed digits and add up to what they leave of the sum.
 */
import type { SudokuConflict, SudokuConflictUnit } from './conflict.js';
import type { RuleTables } from './rule-set.js';
import { ALL } from '../internal/bits.js';
import { SUM_KEYS } from './cages.js';

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
  if (tables.killer && tables.cageOf[cell]! >= 0) return ALL & ~seen & cageDigits(values, tables, cell);
  return ALL & ~seen;
}

/** The digits `cell` may take for its cage: those of the digit sets that fit the cage's placed digits. */
function cageDigits(values: Uint8Array, tables: RuleTables, cell: number): number {
  const k = tables.cageOf[cell]!;
  let placed = 0;
  let sum = 0;
  let open = 0;
  for (let j = tables.cageStart[k]!, end = tables.cageStart[k + 1]!; j < end; j++) {
    const v = values[tables.cageCells[j]!]!;
    if (v === 0 || tables.cageCells[j] === cell) open++;
    else {
      placed |= 1 << (v - 1);
      sum += v;
    }
  }
  const rest = tables.cageSums[k]! - sum;
  if (rest <= 0 || rest > 45) return 0;
  const key = open * SUM_KEYS + rest;
  let digits = 0;
  for (let c = tables.comboStart[key]!, end = tables.comboStart[key + 1]!; c < end; c++) {
    const set = tables.combos[c]!;
    if ((set & placed) === 0) digits |= set;
  }
  return digits;
}

/** Whether `value` at `cell` fills its cage (the other cells all hold digits) with a wrong total. */
function cageMisses(values: Uint8Array, tables: RuleTables, cell: number, value: number): boolean {
  const k = tables.cageOf[cell]!;
  if (k < 0) return false;
  let total = value;
  for (let j = tables.cageStart[k]!, end = tables.cageStart[k + 1]!; j < end; j++) {
    const other = tables.cageCells[j]!;
    if (other === cell) continue;
    const v = values[other]!;
    if (v === 0) return false;
    total += v;
  }
  return total !== tables.cageSums[k];
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
  return tables.killer && cageMisses(values, tables, cell, value);
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
  if (tables.killer) cageConflicts(values, tables, conflicts);
  return conflicts;
}

/**
 * The clashes of each cage, in the order of the cages: each repeated digit (the cells holding
 * it), then, for a full cage whose digits do not add up to its sum, every cell and the total.
 */
function cageConflicts(values: Uint8Array, tables: RuleTables, out: SudokuConflict[]): void {
  const { cageStart, cageCells, cageSums } = tables;
  for (let k = 0; k < tables.cageCount; k++) {
    const start = cageStart[k]!;
    const end = cageStart[k + 1]!;
    const sum = cageSums[k]!;
    let seen = 0;
    let repeated = 0;
    let total = 0;
    let full = true;
    for (let j = start; j < end; j++) {
      const v = values[cageCells[j]!]!;
      if (v === 0) {
        full = false;
        continue;
      }
      total += v;
      if ((seen & (1 << v)) !== 0) repeated |= 1 << v;
      seen |= 1 << v;
    }
    for (let value = 1; repeated !== 0 && value <= 9; value++) {
      if ((repeated & (1 << value)) === 0) continue;
      const cells: number[] = [];
      for (let j = start; j < end; j++) if (values[cageCells[j]!] === value) cells.push(cageCells[j]!);
      out.push(Object.freeze({ unit: 'cage', unitIndex: k, value, cells: Object.freeze(cells), sum }));
    }
    if (full && total !== sum) {
      const cells = Array.from(cageCells.subarray(start, end));
      out.push(
        Object.freeze({ unit: 'cage', unitIndex: k, value: total, cells: Object.freeze(cells), sum, total }),
      );
    }
  }
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
