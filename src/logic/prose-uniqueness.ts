/**
 * The prose of the uniqueness findings (unique rectangles and loops, BUG): the type of the deadly
 * pattern, what breaks it and what follows: the explainers of the `loop` and `bug` patterns.
 * Internal; `prose.ts` maps them.
 */
import { cellName } from '../board/geometry.js';
import { LOWEST_DIGIT, digitsOf } from '../internal/bits.js';
import type { BugPattern, Finding, LoopPattern } from './engine/finding.js';
import type { LogicGrid } from './grid.js';
import { NO_NUMBERS, conclusionText, listOr, shownCandidates, type StepText } from './prose-words.js';
import { TECHNIQUE_INFO, cellsText, digitsText, unitName } from './technique.js';

/** A unique rectangle or loop of type 1–4: what breaks the pattern, and what follows. */
export function loopText(f: Finding, u: LoopPattern, grid: LogicGrid): StepText {
  const name = TECHNIQUE_INFO[f.technique].name;
  const [a, b] = digitsOf(u.digits) as [number, number];
  const pair = `${String(a)}/${String(b)}`;
  const loop = u.cells;
  const where = `${name} type ${String(u.type)} on ${pair} in ${cellsText(loop)}`;
  const conclusion = conclusionText(f);
  const extra = u.extraCells;
  let detail: string;
  switch (u.type) {
    case 1:
      detail = `${cellName(extra[0]!)} must hold a third digit, or the ${String(loop.length)} cells could swap ${String(a)} and ${String(b)} in a second solution`;
      break;
    case 2:
      detail = `${listOr(extra.map(cellName))} must hold ${String(u.digit)}, or the loop would have two solutions; so no cell seeing ${extra.length > 2 ? 'them all' : 'both'} is ${String(u.digit)}`;
      break;
    case 3: {
      const extras = digitsOf((grid.masks[extra[0]!]! | grid.masks[extra[1]!]!) & ~u.digits);
      let set = 0;
      for (const d of extras) set |= 1 << (d - 1);
      for (const c of u.setCells) set |= grid.masks[c]!;
      detail = `one of ${cellsText(extra)} holds ${listOr(extras.map(String))}, or the loop would have two solutions; so together they act as one cell holding ${digitsText(extras)}, which with ${cellsText(u.setCells)} makes a naked set ${digitsText(digitsOf(set))} in ${unitName(u.unit)}`;
      break;
    }
    case 4: {
      const other = u.digit === a ? b : a;
      detail = `${String(u.digit)} in ${unitName(u.unit)} must be in ${listOr(extra.map(cellName))}, so neither can be ${String(other)}: the other would be ${String(u.digit)} and the loop would have two solutions`;
      break;
    }
  }
  return {
    explanation: `${where}: ${detail}; ${conclusion}.`,
    small: `Look for ${name === 'Unique loop' ? 'a unique loop' : 'a unique rectangle'} on ${pair}.`,
    big: `The cells ${cellsText(loop)} must not be able to swap ${String(a)} and ${String(b)}: look at ${cellsText(extra)}.`,
    ...shown(f, u, loop, grid),
  };
}

/** A BUG of type 1–4: which extra digits keep the grid from two solutions, and what follows. */
export function bugText(f: Finding, u: BugPattern, grid: LogicGrid): StepText {
  const name = TECHNIQUE_INFO[f.technique].name;
  const extra = u.extraCells;
  const grave =
    'every empty cell would have two candidates and every digit two places in each unit, a pattern with two solutions';
  const conclusion = conclusionText(f);
  let detail: string;
  switch (u.type) {
    case 1: {
      const cell = extra[0]!;
      const keep = digitsOf(u.digits);
      const single = keep.length === 1 ? `, so ${cellName(cell)} is ${String(keep[0]!)}` : '';
      detail = `without ${listOr(keep.map(String))} in ${cellName(cell)}, ${grave}${single}`;
      break;
    }
    case 2:
      detail = `without their extra ${String(u.digit)}, ${grave}; so one of ${cellsText(extra)} is ${String(u.digit)}, and no cell seeing them all is`;
      break;
    case 3: {
      let set = u.digits;
      for (const c of u.setCells) set |= grid.masks[c]!;
      detail = `without their extra digits, ${grave}; so one of ${cellsText(extra)} holds its extra digit (${listOr(digitsOf(u.digits).map(String))}), which with ${cellsText(u.setCells)} makes a naked set ${digitsText(digitsOf(set))} in ${unitName(u.unit)}`;
      break;
    }
    case 4: {
      const removed = new Set(f.removals);
      const own = extra.map((c) => {
        let keep = 0;
        for (let m = grid.masks[c]!; m !== 0; m &= m - 1) {
          const bit = m & -m;
          if (!removed.has(c * 9 + LOWEST_DIGIT[bit]! - 1)) keep |= bit;
        }
        return `${String(LOWEST_DIGIT[keep & ~(1 << (u.digit - 1))]!)} in ${cellName(c)}`;
      });
      detail = `without their extra digits, ${grave}; so ${listOr(own)} is true, and as ${String(u.digit)} in ${unitName(u.unit)} lies only in ${cellsText(extra)}, each of them holds its extra digit or ${String(u.digit)}`;
      break;
    }
  }
  return {
    explanation: `${name} type ${String(u.type)}: ${detail}; ${conclusion}.`,
    small: 'Almost every empty cell has two candidates: look at the cells with more.',
    big: `Without the extra digits of ${cellsText(extra)} the grid would have two solutions.`,
    ...shown(f, u, extra, grid),
  };
}

/** The highlights: the loop's (or BUG's extra) `cells` and a type 3 set's, and the unit of a set or lock. */
function shown(
  f: Finding,
  u: LoopPattern | BugPattern,
  cells: readonly number[],
  grid: LogicGrid,
): { cells: readonly number[]; candidates: readonly number[]; units: readonly number[] } {
  const all = u.setCells.length > 0 ? [...cells, ...u.setCells] : cells;
  return {
    cells: all,
    candidates: shownCandidates(f, all, grid),
    units: u.unit >= 0 ? [u.unit] : NO_NUMBERS,
  };
}
