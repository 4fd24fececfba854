/**
 * Uniqueness techniques: unique rectangles (types 1–4) and BUG+1.
 *
 * They rest on the puzzle having exactly one solution: a "deadly pattern" (four cells on two
 * rows, two columns and two boxes holding only the same two digits) could swap its digits and
 * give a second solution, so it cannot occur. The solver enables these finders only after its
 * oracle has confirmed a unique solution.
 *
 * Rectangles are enumerated by pairs of rows and pairs of columns spanning exactly two boxes.
 * The "floor" is the pair of corners holding only {x,y}; the "roof" the two others:
 * - type 1: three corners are {x,y}: x and y leave the fourth;
 * - type 2: both roof cells are {x,y,z}: z leaves every cell that sees both;
 * - type 3: the roof's extra digits with other cells of a shared unit form a naked set;
 * - type 4: x's only places in a unit shared by the roof are the roof: y leaves the roof.
 * BUG+1: every empty cell is bivalue except one trivalue cell; the digit appearing three times in
 * that cell's units is the cell's digit.
 */
import { BOX_OF, COLUMN_OF, ROW_OF, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT, digitsOf } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import {
  cellName,
  cellsText,
  digitsText,
  eliminationText,
  makeStep,
  unitName,
  type LogicStep,
  type SudokuTechniqueId,
} from './technique.js';
import { commonPeerEliminations } from './wings.js';

function codesOf(grid: LogicGrid, cells: readonly number[]): number[] {
  const out: number[] = [];
  for (const cell of cells) for (const d of digitsOf(grid.masks[cell]!)) out.push(candidateCode(cell, d));
  return out;
}

/** Units shared by two distinct cells. */
function sharedUnits(a: number, b: number): number[] {
  const units: number[] = [];
  if (ROW_OF[a] === ROW_OF[b]) units.push(ROW_OF[a]!);
  if (COLUMN_OF[a] === COLUMN_OF[b]) units.push(9 + COLUMN_OF[a]!);
  if (BOX_OF[a] === BOX_OF[b]) units.push(18 + BOX_OF[a]!);
  return units;
}

function urStep(
  technique: SudokuTechniqueId,
  grid: LogicGrid,
  corners: readonly number[],
  pair: number,
  eliminations: number[],
  detail: string,
  difficulty?: number,
): LogicStep {
  const digits = digitsText(digitsOf(pair));
  eliminations.sort((a, b) => a - b);
  return makeStep(technique, {
    eliminations,
    cells: [...corners],
    candidates: codesOf(grid, corners),
    explanation: `Unique rectangle on ${digits} in ${cellsText([...corners].sort((a, b) => a - b))}: ${detail}, so ${eliminationText(eliminations)}.`,
    small: `Look for a unique rectangle on ${digits}.`,
    big: `Four cells ${cellsText([...corners].sort((a, b) => a - b))} must not be able to swap ${digits}.`,
    ...(difficulty === undefined ? {} : { difficulty }),
  });
}

const corners = [0, 0, 0, 0];

/** Unique rectangles of type 1 to 4 (the first found, cheapest type first per rectangle). */
export function findUniqueRectangle(grid: LogicGrid, types: number = 0b1111): LogicStep | null {
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = ((r1 / 3) | 0) === ((r2 / 3) | 0);
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (sameBand === (((c1 / 3) | 0) === ((c2 / 3) | 0))) continue;
          const a = r1 * 9 + c1;
          const b = r1 * 9 + c2;
          const c = r2 * 9 + c1;
          const d = r2 * 9 + c2;
          const common = grid.masks[a]! & grid.masks[b]! & grid.masks[c]! & grid.masks[d]!;
          if (POPCOUNT[common]! < 2) continue;
          for (let m1 = common; m1 !== 0; m1 &= m1 - 1) {
            for (let m2 = m1 & (m1 - 1); m2 !== 0; m2 &= m2 - 1) {
              const pair = (m1 & -m1) | (m2 & -m2);
              corners[0] = a;
              corners[1] = b;
              corners[2] = c;
              corners[3] = d;
              const found = rectangle(grid, corners, pair, types);
              if (found !== null) return found;
            }
          }
        }
      }
    }
  }
  return null;
}

function rectangle(
  grid: LogicGrid,
  corners: readonly number[],
  pair: number,
  types: number,
): LogicStep | null {
  let exactCorners = 0;
  for (const cell of corners) if (grid.masks[cell] === pair) exactCorners++;
  // Type 1 needs three exact corners, types 2–4 two (a floor); anything else is no rectangle.
  if (exactCorners === 3 ? (types & 1) === 0 : exactCorners !== 2 || (types & 0b1110) === 0) return null;
  const masks = corners.map((cell) => grid.masks[cell]!);
  const exact = masks.map((m) => m === pair);
  const exactCount = exact.filter(Boolean).length;
  if (exactCount === 3) {
    // Type 1 (the caller checked that type 1 is wanted).
    const i = exact.indexOf(false);
    const target = corners[i]!;
    const eliminations = digitsOf(pair).map((digit) => candidateCode(target, digit));
    return urStep(
      'unique-rectangle-1',
      grid,
      corners,
      pair,
      eliminations,
      `${cellName(target)} must hold a third digit`,
    );
  }

  // Floor and roof: the two exact corners must be adjacent (same row or column) for types 2–4.
  const roof = corners.filter((_, i) => !exact[i]);
  const [p, q] = roof as [number, number];
  if (ROW_OF[p] !== ROW_OF[q] && COLUMN_OF[p] !== COLUMN_OF[q]) return null;
  const extraP = grid.masks[p]! & ~pair;
  const extraQ = grid.masks[q]! & ~pair;
  // Type 2: one shared extra digit.
  if ((types & 2) !== 0 && extraP === extraQ && POPCOUNT[extraP] === 1) {
    const z = LOWEST_DIGIT[extraP]!;
    const eliminations = commonPeerEliminations(grid, z, [p, q]);
    if (eliminations.length > 0) {
      return urStep(
        'unique-rectangle-2',
        grid,
        corners,
        pair,
        eliminations,
        `${cellsText([p, q])} cannot both avoid ${z}`,
      );
    }
  }
  const units = sharedUnits(p, q);
  // Type 3: the extras act as one cell of a naked set within a shared unit.
  const extras = extraP | extraQ;
  if ((types & 4) !== 0) {
    for (const unit of units) {
      const others: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        if (cell !== p && cell !== q && grid.values[cell] === 0) others.push(cell);
      }
      for (let size = 1; size <= 3; size++) {
        const found = nakedWithExtras(grid, others, extras, size, 0, [], 0);
        if (found === null) continue;
        const union = found.union;
        const eliminations: number[] = [];
        for (const cell of others) {
          if (found.cells.includes(cell)) continue;
          for (const digit of digitsOf(grid.masks[cell]! & union))
            eliminations.push(candidateCode(cell, digit));
        }
        if (eliminations.length === 0) continue;
        return urStep(
          'unique-rectangle-3',
          grid,
          corners,
          pair,
          eliminations,
          `one of ${cellsText([p, q])} holds ${digitsText(digitsOf(extras))}, so that cell and ${cellsText(found.cells)} form a naked set ${digitsText(digitsOf(union))} in ${unitName(unit)}`,
          4.5 + 0.1 * size,
        );
      }
    }
  }
  // Type 4: one pair digit locked in the roof within a shared unit.
  for (const unit of (types & 8) !== 0 ? units : []) {
    for (const digit of digitsOf(pair)) {
      const positions = grid.positions(unit, digit);
      if (POPCOUNT[positions] !== 2) continue;
      const other = LOWEST_DIGIT[pair & ~(1 << (digit - 1))]!;
      const eliminations = [candidateCode(p, other), candidateCode(q, other)];
      return urStep(
        'unique-rectangle-4',
        grid,
        corners,
        pair,
        eliminations,
        `${digit} in ${unitName(unit)} must be in ${cellsText([p, q])}`,
      );
    }
  }
  return null;
}

/** `size` cells of `others` whose candidates together with `extras` make size + 1 digits. */
function nakedWithExtras(
  grid: LogicGrid,
  others: readonly number[],
  extras: number,
  size: number,
  start: number,
  picked: number[],
  union: number,
): { cells: number[]; union: number } | null {
  if (picked.length === size) {
    const all = union | extras;
    return POPCOUNT[all] === size + 1 ? { cells: [...picked], union: all } : null;
  }
  for (let i = start; i < others.length; i++) {
    const mask = grid.masks[others[i]!]!;
    if (POPCOUNT[mask | union | extras]! > size + 1) continue;
    picked.push(others[i]!);
    const found = nakedWithExtras(grid, others, extras, size, i + 1, picked, union | mask);
    picked.pop();
    if (found !== null) return found;
  }
  return null;
}

/** BUG+1 finder. */
export function findBugPlusOne(grid: LogicGrid): LogicStep | null {
  let triple = -1;
  for (let cell = 0; cell < 81; cell++) {
    if (grid.values[cell] !== 0) continue;
    const n = POPCOUNT[grid.masks[cell]!]!;
    if (n === 2) continue;
    if (n !== 3 || triple >= 0) return null;
    triple = cell;
  }
  if (triple < 0) return null;
  // Every unplaced digit of every unit must appear exactly twice, except in the triple cell's units.
  for (let unit = 0; unit < 27; unit++) {
    const withTriple =
      unit === ROW_OF[triple] || unit === 9 + COLUMN_OF[triple]! || unit === 18 + BOX_OF[triple]!;
    if (withTriple) continue;
    for (let digit = 1; digit <= 9; digit++) {
      const n = POPCOUNT[grid.positions(unit, digit)]!;
      if (n !== 0 && n !== 2) return null;
    }
  }
  let answer = 0;
  for (const digit of digitsOf(grid.masks[triple]!)) {
    const three =
      POPCOUNT[grid.positions(ROW_OF[triple]!, digit)] === 3 &&
      POPCOUNT[grid.positions(9 + COLUMN_OF[triple]!, digit)] === 3 &&
      POPCOUNT[grid.positions(18 + BOX_OF[triple]!, digit)] === 3;
    if (three) {
      if (answer !== 0) return null;
      answer = digit;
    }
  }
  if (answer === 0) return null;
  // Without `answer` in the triple cell, every digit of its units must appear exactly twice too.
  for (const unit of [ROW_OF[triple]!, 9 + COLUMN_OF[triple]!, 18 + BOX_OF[triple]!]) {
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === answer) continue;
      const n = POPCOUNT[grid.positions(unit, digit)]!;
      if (n !== 0 && n !== 2) return null;
    }
  }
  const code = candidateCode(triple, answer);
  return makeStep('bug-plus-one', {
    placements: [code],
    cells: [triple],
    candidates: [code],
    explanation: `BUG+1: every empty cell but ${cellName(triple)} has two candidates; without ${answer} there, the grid could be solved two ways, so ${cellName(triple)} is ${answer}.`,
    small: 'Look at the one cell with three candidates.',
    big: `Every other cell has two candidates; which digit of ${cellName(triple)} appears three times in its row, column and box?`,
  });
}
