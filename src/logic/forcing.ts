/**
 * Forcing chains, for the hardest positions: contradiction, cell and unit forcing chains.
 *
 * Each candidate is assumed true in turn and the consequences are followed by singles (naked and
 * hidden) on a copy of the grid, the way a player tries "what if". Then:
 * - contradiction: an assumption leaves a cell without candidate or a digit without place in a
 *   unit, so the candidate is false;
 * - cell forcing: every candidate of one cell leads to the same placement (or removes the same
 *   candidate), so that conclusion holds whatever the cell is;
 * - unit forcing: the same for every place of a digit in a unit.
 * The outcome of every assumption is computed once per call into typed arrays held by that call
 * alone (729 × 81 values and masks, reused by the next call once this one is done), and the cell
 * and unit checks only compare them.
 */
import { CELL_COUNT, SIZE, UNIT_CELLS, UNIT_COUNT } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import { LogicGrid, candidateCode } from './grid.js';
import {
  cellName,
  digitsText,
  eliminationText,
  lengthTerm,
  makeStep,
  unitName,
  type LogicStep,
} from './technique.js';

/** The outcomes of one finder call and its settings. */
class Forcing {
  /** The values after each assumption, 81 per candidate code. */
  readonly outValues = new Uint8Array(729 * CELL_COUNT);
  /** The masks after each assumption, 81 per candidate code. */
  readonly outMasks = new Uint16Array(729 * CELL_COUNT);
  /** Per candidate code: -2 not computed, -1 consistent, else the broken spot. */
  readonly outBroken = new Int16Array(729);
  /** Per candidate code: placements the assumption led to, plus one (capped at 255). */
  readonly outLength = new Uint8Array(729);
  /** The what-if grid. */
  readonly work = new LogicGrid();
  /** Placements made by the last {@link propagate}. */
  placedCount = 0;
  /** Whether propagation also applies locked candidates (pointing and claiming). */
  deep = false;
  /** Which forcing chains to report: bit 0 contradiction, bit 1 cell, bit 2 unit. */
  kinds = 0b111;
}

/**
 * Singles (and, when `f.deep`, locked candidates) until a fixed point; -1, or the broken spot
 * (see {@link LogicGrid.propagateSingles}). Counts the placements in `f.placedCount`.
 */
function propagate(f: Forcing, grid: LogicGrid): number {
  const emptyBefore = grid.emptyCount();
  let broken = grid.propagateSingles();
  while (broken < 0 && f.deep && lockedCandidates(grid)) broken = grid.propagateSingles();
  f.placedCount = emptyBefore - grid.emptyCount();
  return broken;
}

/** One round of pointing and claiming on `grid`; true when something was removed. */
function lockedCandidates(grid: LogicGrid): boolean {
  let removed = false;
  for (let box = 0; box < 9; box++) {
    for (let band = 0; band < 3; band++) {
      // The three cells of row `band` of the box and of column `band` of the box.
      const top = ((box / 3) | 0) * 3;
      const left = (box % 3) * 3;
      const row = top + band;
      const column = left + band;
      let inRow = 0;
      let outRowBox = 0;
      let inColumn = 0;
      let outColumnBox = 0;
      let rowElsewhere = 0;
      let columnElsewhere = 0;
      for (let k = 0; k < 9; k++) {
        const boxCell = UNIT_CELLS[(18 + box) * SIZE + k]!;
        const m = grid.masks[boxCell]!;
        if (((boxCell / 9) | 0) === row) inRow |= m;
        else outRowBox |= m;
        if (boxCell % 9 === column) inColumn |= m;
        else outColumnBox |= m;
        const rowCell = row * 9 + k;
        if (((k / 3) | 0) !== box % 3) rowElsewhere |= grid.masks[rowCell]!;
        const columnCell = k * 9 + column;
        if (((k / 3) | 0) !== ((box / 3) | 0)) columnElsewhere |= grid.masks[columnCell]!;
      }
      // Pointing: digits of the box only on this row (column) leave the rest of the row (column).
      const rowPointing = inRow & ~outRowBox & rowElsewhere;
      const columnPointing = inColumn & ~outColumnBox & columnElsewhere;
      // Claiming: digits of the row (column) only in this box leave the rest of the box.
      const rowClaiming = inRow & ~rowElsewhere & outRowBox;
      const columnClaiming = inColumn & ~columnElsewhere & outColumnBox;
      if ((rowPointing | columnPointing | rowClaiming | columnClaiming) === 0) continue;
      removed = true;
      for (let k = 0; k < 9; k++) {
        if (((k / 3) | 0) !== box % 3) grid.masks[row * 9 + k] = grid.masks[row * 9 + k]! & ~rowPointing;
        if (((k / 3) | 0) !== ((box / 3) | 0))
          grid.masks[k * 9 + column] = grid.masks[k * 9 + column]! & ~columnPointing;
        const boxCell = UNIT_CELLS[(18 + box) * SIZE + k]!;
        if (((boxCell / 9) | 0) !== row) grid.masks[boxCell] = grid.masks[boxCell]! & ~rowClaiming;
        if (boxCell % 9 !== column) grid.masks[boxCell] = grid.masks[boxCell]! & ~columnClaiming;
      }
    }
  }
  return removed;
}

function outcome(f: Forcing, grid: LogicGrid, code: number): void {
  f.work.copyFrom(grid);
  f.work.place((code / 9) | 0, (code % 9) + 1);
  f.outBroken[code] = propagate(f, f.work);
  f.outLength[code] = Math.min(255, f.placedCount + 1);
  f.outValues.set(f.work.values, code * CELL_COUNT);
  f.outMasks.set(f.work.masks, code * CELL_COUNT);
}

function brokenText(spot: number): string {
  if (spot < CELL_COUNT) return `${cellName(spot)} would have no candidate left`;
  const unit = ((spot - CELL_COUNT) / 9) | 0;
  return `${((spot - CELL_COUNT) % 9) + 1} would have no place left in ${unitName(unit)}`;
}

/** Conclusions common to the outcomes of `codes`: placements if any, else eliminations. */
function common(
  f: Forcing,
  grid: LogicGrid,
  codes: readonly number[],
): { placements: number[]; eliminations: number[] } {
  const placements: number[] = [];
  const eliminations: number[] = [];
  const live = codes.filter((code) => f.outBroken[code] === -1);
  if (live.length === 0) return { placements, eliminations };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (grid.values[cell] !== 0) continue;
    const v = f.outValues[live[0]! * CELL_COUNT + cell]!;
    if (v !== 0 && live.every((code) => f.outValues[code * CELL_COUNT + cell] === v)) {
      placements.push(candidateCode(cell, v));
      continue;
    }
    let removed = grid.masks[cell]!;
    for (const code of live) {
      const base = code * CELL_COUNT + cell;
      const value = f.outValues[base]!;
      removed &= value === 0 ? ~f.outMasks[base]! : ~(1 << (value - 1));
    }
    for (let m = removed & 0x1ff; m !== 0; m &= m - 1)
      eliminations.push(candidateCode(cell, LOWEST_DIGIT[m & -m]!));
  }
  return { placements, eliminations };
}

function chainLength(f: Forcing, codes: readonly number[]): number {
  let length = 0;
  for (const code of codes) length = Math.max(length, f.outLength[code]!);
  return length;
}

/**
 * Forcing chains finder: contradiction first, then cell, then unit forcing chains; first with
 * singles alone, then with singles and locked candidates (rated 0.5 higher).
 */
export function findForcingChain(grid: LogicGrid, which: number = 0b111): LogicStep | null {
  const f = grid.takeScratch('forcing', () => new Forcing());
  f.kinds = which;
  f.deep = false;
  try {
    const step = forcingPass(f, grid);
    if (step !== null) return step;
    f.deep = true;
    return forcingPass(f, grid);
  } finally {
    grid.shelve('forcing', f);
  }
}

function forcingPass(f: Forcing, grid: LogicGrid): LogicStep | null {
  const follow = f.deep ? 'the singles and locked candidates that follow' : 'the singles that follow';
  const extra = f.deep ? 0.5 : 0;
  f.outBroken.fill(-2);
  // Bivalue cells first (the shortest what-ifs a player tries), then the rest; the first
  // contradiction ends the search.
  let best = -1;
  for (let pass = 0; pass < 2 && best < 0; pass++) {
    for (let cell = 0; cell < CELL_COUNT && best < 0; cell++) {
      const mask = grid.masks[cell]!;
      if (mask === 0 || (POPCOUNT[mask] === 2) !== (pass === 0)) continue;
      for (let m = mask; m !== 0; m &= m - 1) {
        const code = candidateCode(cell, LOWEST_DIGIT[m & -m]!);
        outcome(f, grid, code);
        if (f.outBroken[code]! >= 0 && (f.kinds & 1) !== 0) {
          best = code;
          break;
        }
      }
    }
  }
  if (best >= 0) {
    const cell = (best / 9) | 0;
    const digit = (best % 9) + 1;
    return makeStep('contradiction-forcing-chain', {
      eliminations: [best],
      cells: [cell],
      candidates: [best],
      difficulty: round(7.5 + extra + lengthTerm(f.outLength[best]!)),
      explanation: `Contradiction forcing chain: if ${cellName(cell)} were ${digit}, ${follow} (${f.outLength[best]! - 1} placements) mean ${brokenText(f.outBroken[best]!)}; so ${eliminationText([best])}.`,
      small: `Try ${digit} in ${cellName(cell)} and follow the consequences.`,
      big: `Placing ${digit} in ${cellName(cell)} leads to a contradiction.`,
    });
  }
  for (let cell = 0; cell < CELL_COUNT && (f.kinds & 2) !== 0; cell++) {
    const mask = grid.masks[cell]!;
    if (POPCOUNT[mask]! < 2) continue;
    const codes: number[] = [];
    for (let m = mask; m !== 0; m &= m - 1) codes.push(candidateCode(cell, LOWEST_DIGIT[m & -m]!));
    const found = common(f, grid, codes);
    if (found.placements.length === 0 && found.eliminations.length === 0) continue;
    const digits = codes.map((code) => (code % 9) + 1);
    const conclusion = conclusionText(found);
    return makeStep('cell-forcing-chain', {
      ...conclusionParts(found),
      cells: [cell],
      candidates: codes,
      difficulty: round(8.2 + extra + lengthTerm(chainLength(f, codes))),
      explanation: `Cell forcing chain: ${cellName(cell)} is ${digitsText(digits)}, and in each case ${follow} ${conclusion}; so ${conclusion}.`,
      small: `Try each candidate of ${cellName(cell)} in turn.`,
      big: `Every candidate of ${cellName(cell)} leads to the same conclusion.`,
    });
  }
  for (let unit = 0; unit < UNIT_COUNT && (f.kinds & 4) !== 0; unit++) {
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(unit, digit);
      if (POPCOUNT[positions]! < 2) continue;
      const codes: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((positions & (1 << k)) !== 0) codes.push(candidateCode(UNIT_CELLS[unit * SIZE + k]!, digit));
      }
      const found = common(f, grid, codes);
      if (found.placements.length === 0 && found.eliminations.length === 0) continue;
      const conclusion = conclusionText(found);
      return makeStep('unit-forcing-chain', {
        ...conclusionParts(found),
        cells: codes.map((code) => (code / 9) | 0),
        candidates: codes,
        units: [unit],
        difficulty: round(8.2 + extra + lengthTerm(chainLength(f, codes))),
        explanation: `Unit forcing chain: ${digit} goes in one of ${codes.length} places of ${unitName(unit)}, and in each case ${follow} ${conclusion}; so ${conclusion}.`,
        small: `Try each place of ${digit} in ${unitName(unit)} in turn.`,
        big: `Every place of ${digit} in ${unitName(unit)} leads to the same conclusion.`,
      });
    }
  }
  return null;
}

function conclusionParts(found: { placements: number[]; eliminations: number[] }): {
  placements: number[];
  eliminations: number[];
} {
  return found.placements.length > 0
    ? { placements: [found.placements[0]!], eliminations: [] }
    : { placements: [], eliminations: found.eliminations };
}

function conclusionText(found: { placements: number[]; eliminations: number[] }): string {
  const parts = conclusionParts(found);
  if (parts.placements.length > 0) {
    const code = parts.placements[0]!;
    return `place ${(code % 9) + 1} in ${cellName((code / 9) | 0)}`;
  }
  return eliminationText(parts.eliminations);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
