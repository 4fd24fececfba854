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
 * The outcome of every assumption is computed once per call into module-level typed arrays
 * (729 × 81 values and masks), and the cell and unit checks only compare them.
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

const outValues = new Uint8Array(729 * CELL_COUNT);
const outMasks = new Uint16Array(729 * CELL_COUNT);
const outBroken = new Int16Array(729); // -2 not computed, -1 consistent, else the broken spot
const outLength = new Uint8Array(729);
const work = new LogicGrid();
let placedCount = 0;

/** Singles until a fixed point; -1, or the broken spot (cell, or 81 + unit * 9 + digit − 1). */
function propagate(grid: LogicGrid): number {
  placedCount = 0;
  let progress = true;
  while (progress) {
    progress = false;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (grid.values[cell] !== 0) continue;
      const mask = grid.masks[cell]!;
      if (mask === 0) return cell;
      if (POPCOUNT[mask] === 1) {
        grid.place(cell, LOWEST_DIGIT[mask]!);
        placedCount++;
        progress = true;
      }
    }
    for (let unit = 0; unit < UNIT_COUNT; unit++) {
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let k = 0; k < SIZE; k++) {
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        const v = grid.values[cell]!;
        if (v !== 0) {
          placed |= 1 << (v - 1);
          continue;
        }
        const mask = grid.masks[cell]!;
        twice |= once & mask;
        once |= mask;
      }
      const missing = 0x1ff & ~placed & ~once;
      if (missing !== 0) return CELL_COUNT + unit * 9 + LOWEST_DIGIT[missing]! - 1;
      const singles = once & ~twice;
      if (singles === 0) continue;
      for (let k = 0; k < SIZE; k++) {
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        const hit = grid.masks[cell]! & singles;
        if (hit === 0) continue;
        if (POPCOUNT[hit]! > 1) return cell;
        grid.place(cell, LOWEST_DIGIT[hit]!);
        placedCount++;
        progress = true;
      }
    }
    if (!progress && deep) progress = lockedCandidates(grid);
  }
  return -1;
}

/** Which forcing chains to report: bit 0 contradiction, bit 1 cell, bit 2 unit. */
let kinds = 0b111;

/** Whether propagation also applies locked candidates (pointing and claiming). */
let deep = false;

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

function outcome(grid: LogicGrid, code: number): void {
  work.copyFrom(grid);
  work.place((code / 9) | 0, (code % 9) + 1);
  outBroken[code] = propagate(work);
  outLength[code] = Math.min(255, placedCount + 1);
  outValues.set(work.values, code * CELL_COUNT);
  outMasks.set(work.masks, code * CELL_COUNT);
}

function brokenText(spot: number): string {
  if (spot < CELL_COUNT) return `${cellName(spot)} would have no candidate left`;
  const unit = ((spot - CELL_COUNT) / 9) | 0;
  return `${((spot - CELL_COUNT) % 9) + 1} would have no place left in ${unitName(unit)}`;
}

/** Conclusions common to the outcomes of `codes`: placements if any, else eliminations. */
function common(grid: LogicGrid, codes: readonly number[]): { placements: number[]; eliminations: number[] } {
  const placements: number[] = [];
  const eliminations: number[] = [];
  const live = codes.filter((code) => outBroken[code] === -1);
  if (live.length === 0) return { placements, eliminations };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (grid.values[cell] !== 0) continue;
    const v = outValues[live[0]! * CELL_COUNT + cell]!;
    if (v !== 0 && live.every((code) => outValues[code * CELL_COUNT + cell] === v)) {
      placements.push(candidateCode(cell, v));
      continue;
    }
    let removed = grid.masks[cell]!;
    for (const code of live) {
      const base = code * CELL_COUNT + cell;
      const value = outValues[base]!;
      removed &= value === 0 ? ~outMasks[base]! : ~(1 << (value - 1));
    }
    for (let m = removed & 0x1ff; m !== 0; m &= m - 1)
      eliminations.push(candidateCode(cell, LOWEST_DIGIT[m & -m]!));
  }
  return { placements, eliminations };
}

function chainLength(codes: readonly number[]): number {
  let length = 0;
  for (const code of codes) length = Math.max(length, outLength[code]!);
  return length;
}

/**
 * Forcing chains finder: contradiction first, then cell, then unit forcing chains; first with
 * singles alone, then with singles and locked candidates (rated 0.5 higher).
 */
export function findForcingChain(grid: LogicGrid, which: number = 0b111): LogicStep | null {
  kinds = which;
  deep = false;
  const step = forcingPass(grid);
  if (step !== null) return step;
  deep = true;
  try {
    return forcingPass(grid);
  } finally {
    deep = false;
  }
}

function forcingPass(grid: LogicGrid): LogicStep | null {
  const follow = deep ? 'the singles and locked candidates that follow' : 'the singles that follow';
  const extra = deep ? 0.5 : 0;
  outBroken.fill(-2);
  // Bivalue cells first (the shortest what-ifs a player tries), then the rest; the first
  // contradiction ends the search.
  let best = -1;
  for (let pass = 0; pass < 2 && best < 0; pass++) {
    for (let cell = 0; cell < CELL_COUNT && best < 0; cell++) {
      const mask = grid.masks[cell]!;
      if (mask === 0 || (POPCOUNT[mask] === 2) !== (pass === 0)) continue;
      for (let m = mask; m !== 0; m &= m - 1) {
        const code = candidateCode(cell, LOWEST_DIGIT[m & -m]!);
        outcome(grid, code);
        if (outBroken[code]! >= 0 && (kinds & 1) !== 0) {
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
      difficulty: round(7.5 + extra + lengthTerm(outLength[best]!)),
      explanation: `Contradiction forcing chain: if ${cellName(cell)} were ${digit}, ${follow} (${outLength[best]! - 1} placements) mean ${brokenText(outBroken[best]!)}; so ${eliminationText([best])}.`,
      small: `Try ${digit} in ${cellName(cell)} and follow the consequences.`,
      big: `Placing ${digit} in ${cellName(cell)} leads to a contradiction.`,
    });
  }
  for (let cell = 0; cell < CELL_COUNT && (kinds & 2) !== 0; cell++) {
    const mask = grid.masks[cell]!;
    if (POPCOUNT[mask]! < 2) continue;
    const codes: number[] = [];
    for (let m = mask; m !== 0; m &= m - 1) codes.push(candidateCode(cell, LOWEST_DIGIT[m & -m]!));
    const found = common(grid, codes);
    if (found.placements.length === 0 && found.eliminations.length === 0) continue;
    const digits = codes.map((code) => (code % 9) + 1);
    const conclusion = conclusionText(found);
    return makeStep('cell-forcing-chain', {
      ...conclusionParts(found),
      cells: [cell],
      candidates: codes,
      difficulty: round(8.2 + extra + lengthTerm(chainLength(codes))),
      explanation: `Cell forcing chain: ${cellName(cell)} is ${digitsText(digits)}, and in each case ${follow} ${conclusion}; so ${conclusion}.`,
      small: `Try each candidate of ${cellName(cell)} in turn.`,
      big: `Every candidate of ${cellName(cell)} leads to the same conclusion.`,
    });
  }
  for (let unit = 0; unit < UNIT_COUNT && (kinds & 4) !== 0; unit++) {
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(unit, digit);
      if (POPCOUNT[positions]! < 2) continue;
      const codes: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((positions & (1 << k)) !== 0) codes.push(candidateCode(UNIT_CELLS[unit * SIZE + k]!, digit));
      }
      const found = common(grid, codes);
      if (found.placements.length === 0 && found.eliminations.length === 0) continue;
      const conclusion = conclusionText(found);
      return makeStep('unit-forcing-chain', {
        ...conclusionParts(found),
        cells: codes.map((code) => (code / 9) | 0),
        candidates: codes,
        units: [unit],
        difficulty: round(8.2 + extra + lengthTerm(chainLength(codes))),
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
