/**
 * The prose layer: turns a bare {@link Finding} into an explained `SudokuStep` (sentence,
 * graded clues, highlights). Internal; imported by the logic solver (`solver.ts`, the hints) and
 * by the rating for `rateBoard(…, { steps: true })` (`rating/rate.ts`), where only that option
 * calls it: a bundle that rates without steps, and the generator, drop it and carry no sentence.
 *
 * The sentence is built from what the finding reports — technique, pattern cells and units, the
 * placement and the removals — and from the grid *before* the step (for the digits of the
 * pattern). One template per family keeps the wording uniform across the engine.
 */
import { PEER_COUNT, PEERS, UNIT_CELLS, cellName } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, digitsOf } from '../internal/bits.js';
import { codeCell, type LogicGrid } from './grid.js';
import {
  TECHNIQUE_INFO,
  article,
  cellsText,
  digitsText,
  eliminationText,
  listText,
  unitName,
} from './technique.js';
import { makeStep, type SudokuStep } from './step.js';
import { sees } from './engine/geometry.js';
import type { Finding } from './engine/finding.js';
import { chainFindingText } from './prose-chains.js';
import { findingLinks } from './links.js';

/** Digits removed by the finding, as a mask. */
function removedMask(f: Finding): number {
  let mask = 0;
  for (const code of f.removals) mask |= 1 << (code % 9);
  return mask;
}

/** `claiming`, `unique rectangle`, but `X-cycle`, `XY-Wing`, `BUG+1`: a name inside a sentence. */
function lowerName(name: string): string {
  return /^[A-Z][A-Z]|^[A-Z]-/.test(name) ? name : name[0]!.toLowerCase() + name.slice(1);
}

/** What the finding concludes, as the end of a sentence. */
function conclusion(f: Finding): string {
  const others = f.cell >= 0 ? f.removals.filter((code) => codeCell(code) !== f.cell) : f.removals;
  const parts: string[] = [];
  if (f.cell >= 0) parts.push(`${cellName(f.cell)} is ${f.digit}`);
  if (others.length > 0) parts.push(eliminationText(others));
  return parts.join(', and ');
}

/**
 * The sentence explaining an intersection or a direct hidden set, before the conclusion (the
 * other families have sentences of their own).
 */
function patternText(f: Finding): string {
  const { cells, units } = f;
  /** The pattern's digit, for single-digit patterns. */
  const digit = LOWEST_DIGIT[f.digits & -f.digits]!;
  switch (f.technique) {
    case 'direct-pointing':
    case 'direct-claiming':
    case 'pointing':
    case 'claiming': {
      const lock = `in ${unitName(units[0]!)} the ${digit}s lie only in ${unitName(units[1]!)} (${cellsText(cells)}), so ${unitName(units[1]!)} holds no other ${digit}`;
      return units.length > 2 ? `${lock}; then ${digit} has one place left in ${unitName(units[2]!)}` : lock;
    }
    case 'direct-hidden-pair':
    case 'direct-hidden-triple': {
      const set = `in ${unitName(units[0]!)}, ${digitsText(digitsOf(f.digits))} can only go in ${cellsText(cells)}, so those cells hold nothing else`;
      return f.cell >= 0 ? `${set}; then ${f.digit} has one place left in ${unitName(units[0]!)}` : set;
    }
    default:
      // Every other finding the engine makes has a sentence of its own (the singles, the sets,
      // fish and wings, the hint-only families, and the chains, loops, BUG and exclusions with
      // the details they carry, `prose-chains.ts`); this names the pattern of any other.
      return `the pattern of ${cells.length > 0 ? cellsText(cells) : units.length > 0 ? unitName(units[0]!) : 'the grid'} applies`;
  }
}

/** Capitalised: `Row 3`. */
function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/**
 * The sentence and graded clues of a single, or null for other techniques. Singles are the
 * steps a beginner meets most, so their clues point at the one unit (or row) to scan and then ask
 * the question that finds the digit, rather than naming the technique.
 */
function singleText(f: Finding): { explanation: string; small: string; big: string } | null {
  const cell = cellName(f.cell);
  switch (f.technique) {
    case 'full-house': {
      const unit = unitName(f.units[0]!);
      return {
        explanation: `Full house: ${cell} is the last empty cell of ${unit}, so it is ${f.digit}.`,
        small: `Look at ${unit}.`,
        big: `${capital(unit)} has one empty cell left.`,
      };
    }
    case 'hidden-single-box':
    case 'hidden-single-line': {
      const unit = unitName(f.units[0]!);
      return {
        explanation: `Hidden single: in ${unit}, ${f.digit} fits only in ${cell}.`,
        small: `Look for a hidden single in ${unit}.`,
        big: `Where can ${f.digit} go in ${unit}?`,
      };
    }
    case 'naked-single':
      return {
        explanation: `Naked single: ${f.digit} is the only candidate left in ${cell}.`,
        small: `Look for a cell with a single candidate in row ${((f.cell / 9) | 0) + 1}.`,
        big: `Which digits can still go in ${cell}?`,
      };
    default:
      return null;
  }
}

/**
 * The sentence of a naked or hidden set or a basic fish, or null for other techniques: the
 * pattern named first, as in `Naked pair 3/7 in r4c2 and r4c8: remove 3 and 7 from r4c1, …`.
 */
function namedSentence(f: Finding, grid: LogicGrid): string | null {
  switch (f.technique) {
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad': {
      const set = `${TECHNIQUE_INFO[f.technique].name} ${digitsText(digitsOf(f.digits))} in ${cellsText(f.cells)}`;
      const removed = eliminationText(f.removals);
      return f.technique.startsWith('naked')
        ? `${set}: ${removed}.`
        : `${set}: in ${unitName(f.units[0]!)} these digits fit only there, so ${removed}.`;
    }
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const digit = LOWEST_DIGIT[f.digits & -f.digits]!;
      const half = f.units.length / 2;
      return `${TECHNIQUE_INFO[f.technique].name} on ${digit}: in ${linesText(f.units.slice(0, half))}, ${digit} lies only in ${linesText(f.units.slice(half))}, so ${eliminationText(f.removals)}.`;
    }
    case 'xy-wing':
    case 'xyz-wing': {
      const [pivot, a, b] = f.cells as [number, number, number];
      const show = (c: number): string => `${cellName(c)} (${digitsText(digitsOf(grid.masks[c]!))})`;
      return `${TECHNIQUE_INFO[f.technique].name}: pivot ${show(pivot)} with pincers ${show(a)} and ${show(b)}; one of them is ${LOWEST_DIGIT[f.digits]!}, so ${eliminationText(f.removals)}.`;
    }
    default:
      return null;
  }
}

/** `rows 1 and 7`, `columns 2, 5 and 8`: lines of one kind. */
function linesText(lines: readonly number[]): string {
  return `${lines[0]! < 9 ? 'rows' : 'columns'} ${listText(lines.map((u) => String((u % 9) + 1)))}`;
}

/** Is the technique a basic fish (X-Wing, Swordfish, Jellyfish)? */
function isFish(technique: string): boolean {
  return technique === 'x-wing' || technique === 'swordfish' || technique === 'jellyfish';
}

/**
 * The cells of a fish: every candidate of its digit in its base lines (the engine's fish
 * findings carry their lines only, so the rating never builds cell lists).
 */
function fishCells(f: Finding, grid: LogicGrid): readonly number[] {
  const cells: number[] = [];
  for (const line of f.units.slice(0, f.units.length / 2))
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[line * 9 + k]!;
      if ((grid.masks[cell]! & f.digits) !== 0) cells.push(cell);
    }
  return cells;
}

/**
 * Graded clues of the families that have their own (intersections: where the digit can go, then
 * the unit it is confined to), or null for the generic "look at" and "look for" clues.
 */
function familyClues(f: Finding): { small: string; big: string } | null {
  switch (f.technique) {
    case 'pointing':
    case 'claiming':
    case 'direct-pointing':
    case 'direct-claiming': {
      const digit = LOWEST_DIGIT[f.digits & -f.digits]!;
      const base = unitName(f.units[0]!);
      return {
        small: `Look at where ${digit} can go in ${base}.`,
        big: `In ${base}, ${digit} is confined to ${unitName(f.units[1]!)}.`,
      };
    }
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad': {
      const set = `${lowerName(TECHNIQUE_INFO[f.technique].name)} in ${unitName(f.units[0]!)}`;
      return {
        small: `Look for ${article(set)}.`,
        big: `Look for ${article(set)} on ${digitsText(digitsOf(f.digits))}.`,
      };
    }
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const fish = `${article(TECHNIQUE_INFO[f.technique].name)} on ${LOWEST_DIGIT[f.digits & -f.digits]!}`;
      return {
        small: `Look for ${fish}.`,
        big: `Look for ${fish} in ${linesText(f.units.slice(0, f.units.length / 2))}.`,
      };
    }
    case 'xy-wing':
    case 'xyz-wing': {
      const wing = article(TECHNIQUE_INFO[f.technique].name);
      const pivot = cellName(f.cells[0]!);
      return {
        small: `Look for ${wing} around ${pivot}.`,
        big: `Look for ${wing} with pivot ${pivot} eliminating ${LOWEST_DIGIT[f.digits]!}.`,
      };
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Hint-only families: finned fish, skyscraper, two-string kite, empty rectangle, W-Wing and simple
// colouring (`engine/finned-fish.ts`, `single-digit.ts`, `w-wing.ts`, `colouring.ts`). Each names
// its pattern's cells, units and digit, then the conclusion; the highlights are the pattern's
// cells with the candidates it acts on.

/** The candidate codes of `digit` in `cells`. */
function codesOf(cells: readonly number[], digit: number): number[] {
  return cells.map((cell) => cell * 9 + digit - 1);
}

/** The explained step of a hint-only finding, or null for the other techniques. */
function hintOnlyStep(f: Finding, grid: LogicGrid): SudokuStep | null {
  const digit = LOWEST_DIGIT[f.digits & -f.digits]!;
  // The step with the finding's removals, cells and units; the candidates shown are the digit's
  // in the cells, unless the family gives its own.
  const step = (parts: {
    cells?: readonly number[];
    candidates?: readonly number[];
    explanation: string;
    small: string;
    big: string;
  }): SudokuStep =>
    makeStep(f.technique, {
      eliminations: f.removals,
      cells: f.cells,
      candidates: codesOf(parts.cells ?? f.cells, digit),
      units: f.units,
      score: f.tenths / 10,
      ...parts,
    });
  switch (f.technique) {
    case 'finned-x-wing':
    case 'finned-swordfish': {
      // Units: the n base lines, the n cover lines, then the fins' box.
      const n = (f.units.length - 1) / 2;
      const lines = f.units.slice(0, n);
      const covers = f.units.slice(n, 2 * n);
      const box = f.units[2 * n]! - 17;
      const fins = f.cells.filter((c) => !covers.includes(lines[0]! < 9 ? 9 + (c % 9) : (c / 9) | 0));
      const fish = TECHNIQUE_INFO[f.technique].name.slice('Finned '.length);
      return step({
        explanation: `Finned ${fish} on ${digit}: in ${linesText(lines)}, ${digit} lies only in ${linesText(covers)} apart from the fin${fins.length > 1 ? 's' : ''} ${cellsText(fins)} in box ${box}; fin or fish, ${eliminationText(f.removals)}.`,
        small: `Look for a finned ${fish} on ${digit}.`,
        big: `Look for a finned ${fish} on ${digit} in ${linesText(lines)}, with fins in box ${box}.`,
      });
    }
    case 'skyscraper': {
      const [baseA, topA, baseB, topB] = f.cells as [number, number, number, number];
      const [u, v] = f.units.map(unitName) as [string, string];
      return step({
        explanation: `Skyscraper on ${digit}: ${u} and ${v} hold ${digit} only twice, with ${cellName(baseA)} and ${cellName(baseB)} in line; so ${cellName(topA)} or ${cellName(topB)} is ${digit}: ${eliminationText(f.removals)}.`,
        small: `Look for a skyscraper on ${digit}.`,
        big: `Look for a skyscraper on ${digit} in ${u} and ${v}.`,
      });
    }
    case 'two-string-kite': {
      const [endR, inBoxR, inBoxC, endC] = f.cells as [number, number, number, number];
      const [row, column, box] = f.units.map(unitName) as [string, string, string];
      return step({
        explanation: `Two-string kite on ${digit}: ${row} and ${column} hold ${digit} only twice, joined in ${box} (${cellsText([inBoxR, inBoxC])}); so ${cellName(endR)} or ${cellName(endC)} is ${digit}: ${eliminationText(f.removals)}.`,
        small: `Look for a two-string kite on ${digit}.`,
        big: `Look at ${digit} in ${row} and ${column}.`,
      });
    }
    case 'empty-rectangle': {
      // Cells: the box's candidates, then the pair's end on the box's row or column (outside the
      // box), then its other end.
      const boxCells = f.cells.slice(0, -2);
      const [near, far] = f.cells.slice(-2) as [number, number];
      const [box, line] = f.units.map(unitName) as [string, string];
      const target = cellName((f.removals[0]! / 9) | 0);
      return step({
        explanation: `Empty rectangle on ${digit}: in ${box}, ${digit} lies on one row and one column (${cellsText(boxCells)}), and ${line} holds it only in ${cellsText([near, far])}; if ${target} were ${digit}, ${cellName(far)} would not be, ${cellName(near)} would, and ${box} would have no place left: ${eliminationText(f.removals)}.`,
        small: `Look for an empty rectangle on ${digit}.`,
        big: `Look at ${digit} in ${box} and ${line}.`,
      });
    }
    case 'w-wing': {
      // Cells: the two bivalue cells, then the link's ends (the first sees the first cell).
      const [a, b, endA, endB] = f.cells as [number, number, number, number];
      const y = (f.removals[0]! % 9) + 1;
      const x = LOWEST_DIGIT[f.digits & ~(1 << (y - 1))]!;
      const pair = digitsText(digitsOf(f.digits));
      const unit = unitName(f.units[0]!);
      const candidates: number[] = [];
      for (const cell of [a, b])
        for (const d of digitsOf(grid.masks[cell]!)) candidates.push(cell * 9 + d - 1);
      candidates.push(endA * 9 + x - 1, endB * 9 + x - 1);
      return step({
        candidates,
        explanation: `W-Wing: ${cellsText([a, b])} both hold ${pair}, and ${x} in ${unit} is either ${cellName(endA)} or ${cellName(endB)}; so one of the two cells is ${y}: ${eliminationText(f.removals)}.`,
        small: `Look for a W-Wing on ${pair}.`,
        big: `${cellsText([a, b])} hold ${pair}; look at ${x} in ${unit}.`,
      });
    }
    case 'simple-colouring': {
      // Cells: the cluster's first colour, then its second (`firstColour` cells in the first).
      const split = f.firstColour!;
      const colours = [f.cells.slice(0, split), f.cells.slice(split)] as const;
      const cells = [...f.cells].sort((p, q) => p - q);
      const start = cellName(cells[0]!);
      const first = (f.removals[0]! / 9) | 0;
      // A wrap removes one colour; show two of its cells that see each other.
      for (const group of colours) {
        if (!group.includes(first)) continue;
        const [pair] = group.flatMap((a, i) =>
          group.slice(i + 1).flatMap((b) => (sees(a, b) ? [[a, b] as const] : [])),
        );
        return step({
          cells,
          explanation: `Simple colouring on ${digit}: colouring the conjugate pairs of ${digit} puts ${cellName(pair![0])} and ${cellName(pair![1])}, which see each other, in the same colour, so that colour is false: ${eliminationText(f.removals)}.`,
          small: `Colour the conjugate pairs of ${digit}.`,
          big: `Colour the conjugate pairs of ${digit} starting at ${start}: one colour contradicts itself.`,
        });
      }
      // A trap: the first removed cell sees a cell of each colour (the last of each in peer order).
      const seen = colours.map((group) => {
        let last = -1;
        for (let k = 0; k < PEER_COUNT; k++) {
          const peer = PEERS[first * PEER_COUNT + k]!;
          if (group.includes(peer)) last = peer;
        }
        return cellName(last);
      });
      return step({
        cells,
        explanation: `Simple colouring on ${digit}: the conjugate pairs of ${digit} through ${cellsText(cells)} take two colours, one of which holds ${digit}; a cell seeing both colours cannot hold it (${cellName(first)} sees ${seen[0]!} and ${seen[1]!}): ${eliminationText(f.removals)}.`,
        small: `Colour the conjugate pairs of ${digit}.`,
        big: `Colour the conjugate pairs of ${digit} starting at ${start}: some cells see both colours.`,
      });
    }
    default:
      return null;
  }
}

/**
 * The explained step of a non-consecutive forcing cell or a locked non-consecutive, or null for
 * other techniques. The forcing cell shows its candidates; the lock shows its digit's places.
 */
function nonConsecutiveStep(f: Finding, grid: LogicGrid): SudokuStep | null {
  // Every finding comes here: the other techniques leave before any text is built.
  if (f.technique !== 'non-consecutive-forcing-cell' && f.technique !== 'locked-non-consecutive') return null;
  const targets = [...new Set(f.removals.map(codeCell))].sort((a, b) => a - b);
  const removed = eliminationText(f.removals);
  const near = (digits: readonly number[]): string =>
    digits.length === 1
      ? String(digits[0])
      : `${digits.slice(0, -1).join(', ')} or ${digits[digits.length - 1]!}`;
  switch (f.technique) {
    case 'non-consecutive-forcing-cell': {
      const cell = f.cells[0]!;
      const name = cellName(cell);
      const own = digitsOf(grid.masks[cell]!);
      const ruled = digitsOf(f.digits);
      return makeStep(f.technique, {
        eliminations: f.removals,
        cells: f.cells,
        candidates: own.map((d) => cell * 9 + d - 1),
        score: f.tenths / 10,
        explanation: `Non-consecutive forcing cell: ${name} holds only ${digitsText(own)}. A cell next to it (above, below, left or right) shares its row or column, so it can neither hold the same digit nor a digit one away; whichever digit ${name} holds, its neighbours cannot hold ${near(ruled)}: ${removed}.`,
        small: `Look at the cells next to ${name}.`,
        big: `${name} holds only ${digitsText(own)}: which digits can the cells next to it not hold?`,
      });
    }
    case 'locked-non-consecutive': {
      const digit = LOWEST_DIGIT[f.digits]!;
      const unit = unitName(f.units[0]!);
      const next = [digit - 1, digit + 1].filter((d) => d >= 1 && d <= 9);
      const places = cellsText(f.cells);
      const one = targets.length === 1;
      return makeStep(f.technique, {
        eliminations: f.removals,
        cells: f.cells,
        candidates: f.cells.map((c) => c * 9 + digit - 1),
        units: f.units,
        score: f.tenths / 10,
        explanation: `Locked non-consecutive on ${digit}: in ${unit}, ${digit} can go only in ${places}. ${capital(cellsText(targets))} ${one ? 'is' : 'are each'} one of those cells or next to all of them (above, below, left or right), so wherever the ${digit} goes, ${one ? 'it' : 'they'} cannot hold ${near(next)}: ${removed}.`,
        small: `Look at where ${digit} can go in ${unit}.`,
        big: `In ${unit}, ${digit} can go only in ${places}: which cells touch all of them?`,
      });
    }
    default:
      return null;
  }
}

/** The explained step of a finding; `grid` is the grid before the finding is applied. */
export function explainFinding(f: Finding, grid: LogicGrid): SudokuStep {
  const step = explainPattern(f, grid);
  const links = findingLinks(f, grid);
  return links.length === 0 ? step : Object.freeze({ ...step, links });
}

function explainPattern(f: Finding, grid: LogicGrid): SudokuStep {
  const own = hintOnlyStep(f, grid) ?? nonConsecutiveStep(f, grid);
  if (own !== null) return own;
  const name = TECHNIQUE_INFO[f.technique].name;
  const placements = f.cell >= 0 ? [f.cell * 9 + f.digit - 1] : [];
  const eliminations = f.cell >= 0 ? f.removals.filter((code) => codeCell(code) !== f.cell) : f.removals;
  // A wing shows every candidate of its three cells; other patterns the digits they act on.
  let digits = f.technique === 'xy-wing' || f.technique === 'xyz-wing' ? ALL : removedMask(f);
  if (f.cell >= 0) digits |= 1 << (f.digit - 1);
  const cells = isFish(f.technique) ? fishCells(f, grid) : f.cells;
  const candidates: number[] = [];
  for (const cell of cells) {
    for (let m = grid.masks[cell]! & digits; m !== 0; m &= m - 1)
      candidates.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  }
  const single = singleText(f);
  if (single !== null) {
    return makeStep(f.technique, {
      placements,
      cells: f.cells,
      candidates,
      units: f.units,
      score: f.tenths / 10,
      ...single,
    });
  }
  // Chains, unique loops, BUG and aligned exclusions that carry their details: written out.
  const told = chainFindingText(f, grid);
  if (told !== null) {
    return makeStep(f.technique, {
      placements,
      eliminations,
      cells,
      candidates: told.candidates ?? candidates,
      units: told.units ?? f.units,
      score: f.tenths / 10,
      explanation: told.explanation,
      small: told.small,
      big: told.big,
    });
  }
  const where =
    f.units.length > 0 ? unitName(f.units[0]!) : f.cells.length > 0 ? cellName(f.cells[0]!) : 'the grid';
  return makeStep(f.technique, {
    placements,
    eliminations,
    cells,
    candidates,
    units: f.units,
    score: f.tenths / 10,
    explanation: namedSentence(f, grid) ?? `${name}: ${patternText(f)}: ${conclusion(f)}.`,
    ...(familyClues(f) ?? {
      small: `Look at ${where}.`,
      big: `Look for ${article(lowerName(name))} in ${where}.`,
    }),
  });
}
