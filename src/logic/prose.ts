/**
 * The prose layer: turns a bare {@link Finding} into an explained `SudokuStep` (sentence,
 * graded clues, highlights). Internal; imported by the logic solver (`solver.ts`, the hints) and
 * by the rating for `rateBoard(…, { steps: true })` (`rating/rate.ts`), where only that option
 * calls it: a bundle that rates without steps, and the generator, drop it and carry no sentence.
 *
 * Each kind of pattern (`Pattern` in `engine/finding.ts`) has its explainer, in {@link EXPLAIN}, a
 * map the compiler checks complete: it builds the sentence, the clues and the highlights from the
 * pattern, the finding's conclusion and the grid *before* the step (for the digits of the
 * pattern). The explainers of the singles, intersections, sets, fish, wings, single-digit
 * patterns, colouring and non-consecutive rules are here; those of the chains, loops and BUG,
 * and aligned exclusions in `prose-chains.ts`, `prose-uniqueness.ts` and `prose-aligned.ts`.
 */
import { BOX_OF, PEER_COUNT, PEERS, UNIT_CELLS, cellName } from '../board/geometry.js';
import { ALL, digitsOf } from '../internal/bits.js';
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
import type {
  ColouringPattern,
  EmptyRectanglePattern,
  Finding,
  FishPattern,
  IntersectionPattern,
  KitePattern,
  NonConsecutiveCellPattern,
  NonConsecutiveLockPattern,
  CagePattern,
  CageUnitPattern,
  InnieOutiePattern,
  KillerSumPattern,
  Pattern,
  SinglePattern,
  SkyscraperPattern,
  SubsetPattern,
  WingPattern,
  WWingPattern,
} from './engine/finding.js';
import { chainText, cycleText, forcingText } from './prose-chains.js';
import { bugText, loopText } from './prose-uniqueness.js';
import { alignedText } from './prose-aligned.js';
import { NO_NUMBERS, conclusionText, shownCandidates, type StepText } from './prose-words.js';
import { findingLinks } from './links.js';

/** The explainer of the patterns of kind `K`. */
type Explainer<K extends Pattern['kind']> = (
  f: Finding,
  p: Extract<Pattern, { readonly kind: K }>,
  grid: LogicGrid,
) => StepText;

/** `claiming`, `unique rectangle`, but `X-cycle`, `XY-Wing`, `BUG+1`: a name inside a sentence. */
function lowerName(name: string): string {
  return /^[A-Z][A-Z]|^[A-Z]-/.test(name) ? name : name[0]!.toLowerCase() + name.slice(1);
}

/** Capitalised: `Row 3`. */
function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** `rows 1 and 7`, `columns 2, 5 and 8`: lines of one kind. */
function linesText(lines: readonly number[]): string {
  return `${lines[0]! < 9 ? 'rows' : 'columns'} ${listText(lines.map((u) => String((u % 9) + 1)))}`;
}

/** The candidate codes of `digit` in `cells`. */
function codesOf(cells: readonly number[], digit: number): number[] {
  return cells.map((cell) => cell * 9 + digit - 1);
}

// =============================================================================================
// Singles, intersections, sets, fish and wings

/**
 * Singles are the steps a beginner meets most, so their clues point at the one unit (or row) to
 * scan and then ask the question that finds the digit, rather than naming the technique.
 */
function singleText(f: Finding, p: SinglePattern, grid: LogicGrid): StepText {
  const cell = cellName(f.cell);
  let explanation: string;
  let small: string;
  let big: string;
  if (p.unit < 0) {
    explanation = `Naked single: ${f.digit} is the only candidate left in ${cell}.`;
    small = `Look for a cell with a single candidate in row ${((f.cell / 9) | 0) + 1}.`;
    big = `Which digits can still go in ${cell}?`;
  } else if (f.technique === 'full-house') {
    const unit = unitName(p.unit);
    explanation = `Full house: ${cell} is the last empty cell of ${unit}, so it is ${f.digit}.`;
    small = `Look at ${unit}.`;
    big = `${capital(unit)} has one empty cell left.`;
  } else {
    const unit = unitName(p.unit);
    explanation = `Hidden single: in ${unit}, ${f.digit} fits only in ${cell}.`;
    small = `Look for a hidden single in ${unit}.`;
    big = `Where can ${f.digit} go in ${unit}?`;
  }
  const cells = [f.cell];
  return {
    explanation,
    small,
    big,
    cells,
    candidates: shownCandidates(f, cells, grid),
    units: p.unit >= 0 ? [p.unit] : NO_NUMBERS,
  };
}

/** Pointing and claiming, direct or not: where the digit can go, then the unit it is confined to. */
function intersectionText(f: Finding, p: IntersectionPattern, grid: LogicGrid): StepText {
  const { digit, cells } = p;
  const base = unitName(p.base);
  // The generalized intersection (no cover unit) is met only inside dynamic chains.
  const cover = p.cover >= 0 ? unitName(p.cover) : cellsText(cells);
  const lock =
    p.cover >= 0
      ? `in ${base} the ${digit}s lie only in ${cover} (${cellsText(cells)}), so ${cover} holds no other ${digit}`
      : `in ${base} the ${digit}s lie only in ${cover}, so no cell that sees them all holds another ${digit}`;
  const text = p.then >= 0 ? `${lock}; then ${digit} has one place left in ${unitName(p.then)}` : lock;
  return {
    cells,
    candidates: shownCandidates(f, cells, grid),
    units: p.cover < 0 ? [p.base] : p.then < 0 ? [p.base, p.cover] : [p.base, p.cover, p.then],
    explanation: `${TECHNIQUE_INFO[f.technique].name}: ${text}: ${conclusionText(f)}.`,
    small: `Look at where ${digit} can go in ${base}.`,
    big: `In ${base}, ${digit} is confined to ${cover}.`,
  };
}

/**
 * Naked and hidden sets, named first (`Naked pair 3/7 in r4c2 and r4c8: remove 3 and 7 from r4c1,
 * …`), with clues naming the set's unit, then its digits; a direct hidden set (a placement),
 * with the generic clues.
 */
function subsetText(f: Finding, p: SubsetPattern, grid: LogicGrid): StepText {
  const name = TECHNIQUE_INFO[f.technique].name;
  const unit = unitName(p.unit);
  const digits = digitsText(digitsOf(p.digits));
  const shown = { cells: p.cells, candidates: shownCandidates(f, p.cells, grid), units: [p.unit] };
  if (f.cell >= 0) {
    return {
      ...shown,
      explanation: `${name}: in ${unit}, ${digits} can only go in ${cellsText(p.cells)}, so those cells hold nothing else; then ${f.digit} has one place left in ${unit}: ${conclusionText(f)}.`,
      small: `Look at ${unit}.`,
      big: `Look for ${article(lowerName(name))} in ${unit}.`,
    };
  }
  const set = `${name} ${digits} in ${cellsText(p.cells)}`;
  const removed = eliminationText(f.removals);
  const look = article(`${lowerName(name)} in ${unit}`);
  return {
    ...shown,
    explanation: p.naked
      ? `${set}: ${removed}.`
      : `${set}: in ${unit} these digits fit only there, so ${removed}.`,
    small: `Look for ${look}.`,
    big: `Look for ${look} on ${digits}.`,
  };
}

/**
 * Basic and finned fish. Their cells are every candidate of the digit in the base lines, read
 * from the grid (the engine's fish findings carry their lines only, so the rating never builds
 * cell lists).
 */
function fishText(f: Finding, p: FishPattern, grid: LogicGrid): StepText {
  const { digit, base, cover, fins } = p;
  const cells: number[] = [];
  for (const line of base)
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[line * 9 + k]!;
      if (grid.has(cell, digit)) cells.push(cell);
    }
  const name = TECHNIQUE_INFO[f.technique].name;
  const candidates = shownCandidates(f, cells, grid);
  if (fins.length === 0) {
    const fish = `${article(name)} on ${digit}`;
    return {
      cells,
      candidates,
      units: [...base, ...cover],
      explanation: `${name} on ${digit}: in ${linesText(base)}, ${digit} lies only in ${linesText(cover)}, so ${eliminationText(f.removals)}.`,
      small: `Look for ${fish}.`,
      big: `Look for ${fish} in ${linesText(base)}.`,
    };
  }
  const box = BOX_OF[fins[0]!]! + 1;
  const fish = name.slice('Finned '.length);
  return {
    cells,
    candidates,
    units: [...base, ...cover, 17 + box],
    explanation: `Finned ${fish} on ${digit}: in ${linesText(base)}, ${digit} lies only in ${linesText(cover)} apart from the fin${fins.length > 1 ? 's' : ''} ${cellsText(fins)} in box ${box}; fin or fish, ${eliminationText(f.removals)}.`,
    small: `Look for a finned ${fish} on ${digit}.`,
    big: `Look for a finned ${fish} on ${digit} in ${linesText(base)}, with fins in box ${box}.`,
  };
}

/** XY- and XYZ-Wings: the pivot and pincers with their candidates; every candidate of the three cells shown. */
function wingText(f: Finding, p: WingPattern, grid: LogicGrid): StepText {
  const { pivot, digit } = p;
  const [a, b] = p.pincers;
  const name = TECHNIQUE_INFO[f.technique].name;
  const show = (c: number): string => `${cellName(c)} (${digitsText(digitsOf(grid.masks[c]!))})`;
  const wing = article(name);
  const cells = [pivot, a, b];
  return {
    cells,
    candidates: shownCandidates(f, cells, grid, ALL),
    units: NO_NUMBERS,
    explanation: `${name}: pivot ${show(pivot)} with pincers ${show(a)} and ${show(b)}; one of them is ${digit}, so ${eliminationText(f.removals)}.`,
    small: `Look for ${wing} around ${cellName(pivot)}.`,
    big: `Look for ${wing} with pivot ${cellName(pivot)} eliminating ${digit}.`,
  };
}

// =============================================================================================
// The hint-only families: W-Wing, skyscraper, two-string kite, empty rectangle and simple
// colouring (`engine/w-wing.ts`, `single-digit.ts`, `colouring.ts`). Each names its pattern's
// cells, units and digit, then the conclusion; the highlights are the pattern's cells with the
// candidates it acts on.

function wWingText(f: Finding, p: WWingPattern, grid: LogicGrid): StepText {
  const [a, b] = p.cells;
  const [endA, endB] = p.ends;
  const x = p.digit;
  const y = (f.removals[0]! % 9) + 1;
  const pair = digitsText(digitsOf(p.digits));
  const unit = unitName(p.unit);
  const candidates: number[] = [];
  for (const cell of [a, b]) for (const d of digitsOf(grid.masks[cell]!)) candidates.push(cell * 9 + d - 1);
  candidates.push(endA * 9 + x - 1, endB * 9 + x - 1);
  return {
    cells: [a, b, endA, endB],
    candidates,
    units: [p.unit],
    explanation: `W-Wing: ${cellsText([a, b])} both hold ${pair}, and ${x} in ${unit} is either ${cellName(endA)} or ${cellName(endB)}; so one of the two cells is ${y}: ${eliminationText(f.removals)}.`,
    small: `Look for a W-Wing on ${pair}.`,
    big: `${cellsText([a, b])} hold ${pair}; look at ${x} in ${unit}.`,
  };
}

function skyscraperText(f: Finding, p: SkyscraperPattern): StepText {
  const { digit } = p;
  const [baseA, baseB] = p.bases;
  const [topA, topB] = p.tops;
  const cells = [baseA, topA, baseB, topB];
  const [u, v] = p.lines.map(unitName) as [string, string];
  return {
    cells,
    candidates: codesOf(cells, digit),
    units: p.lines,
    explanation: `Skyscraper on ${digit}: ${u} and ${v} hold ${digit} only twice, with ${cellName(baseA)} and ${cellName(baseB)} in line; so ${cellName(topA)} or ${cellName(topB)} is ${digit}: ${eliminationText(f.removals)}.`,
    small: `Look for a skyscraper on ${digit}.`,
    big: `Look for a skyscraper on ${digit} in ${u} and ${v}.`,
  };
}

function kiteText(f: Finding, p: KitePattern): StepText {
  const { digit } = p;
  const [endR, endC] = p.ends;
  const cells = [endR, ...p.inBox, endC];
  const [row, column, box] = [p.row, p.column, p.box].map(unitName) as [string, string, string];
  return {
    cells,
    candidates: codesOf(cells, digit),
    units: [p.row, p.column, p.box],
    explanation: `Two-string kite on ${digit}: ${row} and ${column} hold ${digit} only twice, joined in ${box} (${cellsText(p.inBox)}); so ${cellName(endR)} or ${cellName(endC)} is ${digit}: ${eliminationText(f.removals)}.`,
    small: `Look for a two-string kite on ${digit}.`,
    big: `Look at ${digit} in ${row} and ${column}.`,
  };
}

function emptyRectangleText(f: Finding, p: EmptyRectanglePattern): StepText {
  const { digit, near, far } = p;
  const cells = [...p.boxCells, near, far];
  const [box, line] = [unitName(p.box), unitName(p.line)];
  const target = cellName((f.removals[0]! / 9) | 0);
  return {
    cells,
    candidates: codesOf(cells, digit),
    units: [p.box, p.line],
    explanation: `Empty rectangle on ${digit}: in ${box}, ${digit} lies on one row and one column (${cellsText(p.boxCells)}), and ${line} holds it only in ${cellsText([near, far])}; if ${target} were ${digit}, ${cellName(far)} would not be, ${cellName(near)} would, and ${box} would have no place left: ${eliminationText(f.removals)}.`,
    small: `Look for an empty rectangle on ${digit}.`,
    big: `Look at ${digit} in ${box} and ${line}.`,
  };
}

/** A colour wrap (one colour sees itself) or a colour trap (cells seeing both colours). */
function colouringText(f: Finding, p: ColouringPattern): StepText {
  const { digit, colours } = p;
  const cells = [...colours[0], ...colours[1]].sort((a, b) => a - b);
  const start = cellName(cells[0]!);
  const first = (f.removals[0]! / 9) | 0;
  const shown = { cells, candidates: codesOf(cells, digit), units: NO_NUMBERS };
  // A wrap removes one colour; show two of its cells that see each other.
  for (const group of colours) {
    if (!group.includes(first)) continue;
    const [pair] = group.flatMap((a, i) =>
      group.slice(i + 1).flatMap((b) => (sees(a, b) ? [[a, b] as const] : [])),
    );
    return {
      ...shown,
      explanation: `Simple colouring on ${digit}: colouring the conjugate pairs of ${digit} puts ${cellName(pair![0])} and ${cellName(pair![1])}, which see each other, in the same colour, so that colour is false: ${eliminationText(f.removals)}.`,
      small: `Colour the conjugate pairs of ${digit}.`,
      big: `Colour the conjugate pairs of ${digit} starting at ${start}: one colour contradicts itself.`,
    };
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
  return {
    ...shown,
    explanation: `Simple colouring on ${digit}: the conjugate pairs of ${digit} through ${cellsText(cells)} take two colours, one of which holds ${digit}; a cell seeing both colours cannot hold it (${cellName(first)} sees ${seen[0]!} and ${seen[1]!}): ${eliminationText(f.removals)}.`,
    small: `Colour the conjugate pairs of ${digit}.`,
    big: `Colour the conjugate pairs of ${digit} starting at ${start}: some cells see both colours.`,
  };
}

// =============================================================================================
// Non-consecutive rules: the forcing cell shows its candidates; the lock shows its digit's places.

/** `4`, `4 or 6`, `2, 4 or 6`. */
function nearText(digits: readonly number[]): string {
  return digits.length === 1
    ? String(digits[0])
    : `${digits.slice(0, -1).join(', ')} or ${digits[digits.length - 1]!}`;
}

function nonConsecutiveCellText(f: Finding, p: NonConsecutiveCellPattern, grid: LogicGrid): StepText {
  const { cell } = p;
  const name = cellName(cell);
  const own = digitsOf(grid.masks[cell]!);
  return {
    cells: [cell],
    candidates: own.map((d) => cell * 9 + d - 1),
    units: NO_NUMBERS,
    explanation: `Non-consecutive forcing cell: ${name} holds only ${digitsText(own)}. A cell next to it (above, below, left or right) shares its row or column, so it can neither hold the same digit nor a digit one away; whichever digit ${name} holds, its neighbours cannot hold ${nearText(digitsOf(p.digits))}: ${eliminationText(f.removals)}.`,
    small: `Look at the cells next to ${name}.`,
    big: `${name} holds only ${digitsText(own)}: which digits can the cells next to it not hold?`,
  };
}

function nonConsecutiveLockText(f: Finding, p: NonConsecutiveLockPattern): StepText {
  const { digit } = p;
  const targets = [...new Set(f.removals.map(codeCell))].sort((a, b) => a - b);
  const unit = unitName(p.unit);
  const next = [digit - 1, digit + 1].filter((d) => d >= 1 && d <= 9);
  const places = cellsText(p.cells);
  const one = targets.length === 1;
  return {
    cells: p.cells,
    candidates: codesOf(p.cells, digit),
    units: [p.unit],
    explanation: `Locked non-consecutive on ${digit}: in ${unit}, ${digit} can go only in ${places}. ${capital(cellsText(targets))} ${one ? 'is' : 'are each'} one of those cells or next to all of them (above, below, left or right), so wherever the ${digit} goes, ${one ? 'it' : 'they'} cannot hold ${nearText(next)}: ${eliminationText(f.removals)}.`,
    small: `Look at where ${digit} can go in ${unit}.`,
    big: `In ${unit}, ${digit} can go only in ${places}: which cells touch all of them?`,
  };
}

/** `the 3-cell cage of 7 at r1c1, r1c2 and r2c1` (a cage named by its size, sum and cells). */
function cageText(cells: readonly number[], sum: number): string {
  const at = cells.length === 2 ? `${cellName(cells[0]!)}–${cellName(cells[1]!)}` : cellsText(cells);
  return `the ${cells.length}-cell cage of ${sum} at ${at}`;
}

/** `1+2+4 or 1+3+4` for a cage's digit sets. */
function setsText(sets: readonly number[]): string {
  return listText(sets.map((set) => digitsOf(set).join('+'))).replace(/ and ([^ ]+)$/, ' or $1');
}

function cageCombinationText(f: Finding, p: CagePattern, grid: LogicGrid): StepText {
  const cage = cageText(p.cells, p.sum);
  const one = p.sets.length === 1;
  const codes = f.removals;
  if (p.digit === 0) {
    return {
      cells: p.cells,
      candidates: NO_NUMBERS,
      units: NO_NUMBERS,
      explanation: `Cage combination: ${cage} must hold ${p.cells.length} different digits adding up to ${p.sum}; with the digits its cells can still take, ${one ? 'the only set left is' : 'the sets left are'} ${setsText(p.sets)}, so its cells hold no other digit: ${eliminationText(codes)}.`,
      small: `Look at ${cage}.`,
      big: `Which sets of ${p.cells.length} different digits add up to ${p.sum} in ${cage}?`,
    };
  }
  const places = p.cells.filter(
    (cell) => grid.values[cell] === 0 && (grid.masks[cell]! & (1 << (p.digit - 1))) !== 0,
  );
  return {
    cells: p.cells,
    candidates: codesOf(places, p.digit),
    units: NO_NUMBERS,
    explanation: `Cage forced digit: ${cage} can hold only ${setsText(p.sets)}; ${one ? 'that set holds' : 'every one of them holds'} ${p.digit}, so the cage holds a ${p.digit}, and every cell that sees all the cage's cells that can hold it cannot be ${p.digit}: ${eliminationText(codes)}.`,
    small: `Look at ${cage}.`,
    big: `${capital(cage)} must hold a ${p.digit}: which cells see every place it can go?`,
  };
}

function innieOutieText(f: Finding, p: InnieOutiePattern, grid: LogicGrid): StepText {
  const geo = grid.geo.killer!;
  const unit = unitName(p.unit);
  const cages = p.cages.map((k) => {
    const cells: number[] = [];
    for (let i = geo.cageStart[k]!; i < geo.cageStart[k + 1]!; i++) cells.push(geo.cageCells[i]!);
    return cageText(cells, geo.cageSums[k]!);
  });
  const total = p.cages.reduce((n, k) => n + geo.cageSums[k]!, 0);
  const name = cellName(p.cell);
  const explanation = p.outie
    ? `Innie/outie (45 rule): the digits of ${unit} add up to 45. The cages that meet it (${listText(cages)}) add up to ${total} and cover it and one cell outside it, ${name}, so ${name} holds ${total} − 45 = ${f.digit}.`
    : `Innie/outie (45 rule): the digits of ${unit} add up to 45. The cages wholly inside it${cages.length === 0 ? '' : ` (${listText(cages)})`} add up to ${total} and cover all of it but ${name}, so ${name} holds 45 − ${total} = ${f.digit}.`;
  return {
    cells: [p.cell],
    candidates: [p.cell * 9 + f.digit - 1],
    units: [p.unit],
    explanation,
    small: `Add up the cages of ${unit}.`,
    big: `The digits of ${unit} add up to 45: what do its cages leave for ${name}?`,
  };
}

/** `rows 1–3`, `columns 4 and 5`, `boxes 1 and 2`, `row 7`: a group of regions. */
function groupText(units: readonly number[]): string {
  const names = units.map(unitName);
  if (names.length === 1) return names[0]!;
  const word = names[0]!.replace(/ [^ ]+$/, '');
  const plural = word.endsWith('x') ? `${word}es` : `${word}s`;
  const nums = names.map((name) => name.slice(word.length + 1));
  return names.length === 2
    ? `${plural} ${nums[0]!} and ${nums[1]!}`
    : `${plural} ${nums[0]!}–${nums[nums.length - 1]!}`;
}

/** The cage texts of cages `ks`, and their sums' total. */
function cagesText(grid: LogicGrid, ks: readonly number[]): { text: string; total: number } {
  const t = grid.geo.killer!;
  const texts: string[] = [];
  let total = 0;
  for (const k of ks) {
    const cells: number[] = [];
    for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++) cells.push(t.cageCells[i]!);
    texts.push(cageText(cells, t.cageSums[k]!));
    total += t.cageSums[k]!;
  }
  return { text: listText(texts), total };
}

function killerSumText(f: Finding, p: KillerSumPattern, grid: LogicGrid): StepText {
  const name = TECHNIQUE_INFO[f.technique].name;
  const group = groupText(p.units);
  const all = 45 * p.units.length;
  const whole = cagesText(grid, p.whole);
  const outer = cagesText(grid, p.outer);
  const parts = [`the digits of ${group} add up to ${all}`];
  parts.push(
    p.whole.length === 0
      ? 'no cage lies wholly inside'
      : `the cage${p.whole.length === 1 ? '' : 's'} wholly inside (${whole.text}) add${p.whole.length === 1 ? 's' : ''} up to ${whole.total}`,
  );
  const cells = [...p.innies, ...p.outies];
  let claim: string;
  if (f.technique === 'cage-split') {
    const placed = p.innies.reduce((n, cell) => n + grid.values[cell]!, 0);
    const inside = all - whole.total - placed;
    const cageSum = outer.total;
    const t = grid.geo.killer!;
    const k = p.outer[0]!;
    const part: number[] = [];
    for (let i = t.cageStart[k]!; i < t.cageStart[k + 1]!; i++)
      if (!p.outies.includes(t.cageCells[i]!)) part.push(t.cageCells[i]!);
    const known =
      p.innies.length === 0
        ? ''
        : ` and the placed ${listText(p.innies.map((cell) => `${cellName(cell)} = ${grid.values[cell]!}`))}`;
    claim = `${outer.text} crosses out of ${group}, whose other cells are those cages${known}; so the cage's part inside, ${cellsText(part)}, adds up to ${all} − ${whole.total}${p.innies.length === 0 ? '' : ` − ${placed}`} = ${inside}, and its part outside, ${cellsText(p.outies)}, adds up to ${cageSum} − ${inside} = ${cageSum - inside}`;
  } else {
    if (p.outer.length > 0)
      parts.push(
        `${outer.text} ${p.outer.length === 1 ? 'crosses' : 'cross'} out of it, counted whole (${outer.total}), so ${p.outer.length === 1 ? 'its' : 'their'} ${p.outies.length === 1 ? 'cell outside is an outie' : 'cells outside are outies'}`,
      );
    const counted = whole.total + outer.total;
    if (f.cell >= 0) {
      const cell = cellName(f.cell);
      claim =
        p.outies.length === 1
          ? `so the outie ${cell} holds ${counted} − ${all} = ${f.digit}`
          : `so the innie ${cell} holds ${all} − ${counted} = ${f.digit}`;
    } else {
      const lhs = [
        p.innies.map(cellName).join(' + '),
        ...p.outies.map(
          (cell) => `${p.innies.length === 0 && cell === p.outies[0] ? '' : '− '}${cellName(cell)}`,
        ),
      ]
        .filter((x) => x !== '')
        .join(' ');
      const equation =
        p.innies.length === 0
          ? `${p.outies.map(cellName).join(' + ')} = ${counted} − ${all} = ${-p.total}`
          : `${lhs} = ${all} − ${counted} = ${p.total}`;
      claim = `so ${equation}; with the candidates left (different digits where cells see each other)`;
    }
  }
  const text = `${name}: ${parts.join('; ')}; ${claim}`;
  return {
    cells,
    candidates: f.cell >= 0 ? [f.cell * 9 + f.digit - 1] : NO_NUMBERS,
    units: p.units,
    explanation: f.cell >= 0 ? `${text}.` : `${text}: ${eliminationText(f.removals)}.`,
    small: `Add up the cages of ${group}.`,
    big: `The digits of ${group} add up to ${all}: what do its cages leave for ${cellsText(cells)}?`,
  };
}

function cageUnitText(f: Finding, p: CageUnitPattern, grid: LogicGrid): StepText {
  const cage = cageText(p.cells, p.sum);
  const unit = unitName(p.unit);
  const bit = 1 << (p.digit - 1);
  const places = p.cells.filter((cell) => grid.values[cell] === 0 && (grid.masks[cell]! & bit) !== 0);
  return {
    cells: p.cells,
    candidates: codesOf(places, p.digit),
    units: [p.unit],
    explanation: `Cage/unit interaction: in ${unit}, ${p.digit} can go only in cells of ${cage} (${cellsText(places)}), so the cage holds ${p.digit === 8 ? 'an' : 'a'} ${p.digit}; the only ${p.sets.length === 1 ? 'set' : 'sets'} left for it holding ${p.digit} ${p.sets.length === 1 ? 'is' : 'are'} ${setsText(p.sets)}, so its cells hold no other digit: ${eliminationText(f.removals)}.`,
    small: `Look at where ${p.digit} can go in ${unit}.`,
    big: `In ${unit}, ${p.digit} must go in ${cage}: which of its sets hold ${p.digit}?`,
  };
}

// =============================================================================================

/** Every kind's explainer: the compiler checks that each kind of `Pattern` has one. */
const EXPLAIN: { readonly [K in Pattern['kind']]: Explainer<K> } = {
  single: singleText,
  intersection: intersectionText,
  subset: subsetText,
  fish: fishText,
  wing: wingText,
  'w-wing': wWingText,
  skyscraper: skyscraperText,
  kite: kiteText,
  'empty-rectangle': emptyRectangleText,
  colouring: colouringText,
  loop: loopText,
  bug: bugText,
  aligned: alignedText,
  cycle: cycleText,
  chain: chainText,
  forcing: forcingText,
  'non-consecutive-cell': nonConsecutiveCellText,
  'non-consecutive-lock': nonConsecutiveLockText,
  cage: cageCombinationText,
  'innie-outie': innieOutieText,
  'killer-sum': killerSumText,
  'cage-unit': cageUnitText,
};

/** The explained step of a finding; `grid` is the grid before the finding is applied. */
export function explainFinding(f: Finding, grid: LogicGrid): SudokuStep {
  const p = f.pattern;
  // The map's entry for `p.kind` takes `p`; the compiler cannot pair them through the union.
  const text = (EXPLAIN[p.kind] as Explainer<Pattern['kind']>)(f, p, grid);
  const step = makeStep(f.technique, {
    placements: f.cell >= 0 ? [f.cell * 9 + f.digit - 1] : NO_NUMBERS,
    eliminations: f.cell >= 0 ? f.removals.filter((code) => codeCell(code) !== f.cell) : f.removals,
    cells: text.cells,
    candidates: text.candidates,
    units: text.units,
    explanation: text.explanation,
    small: text.small,
    big: text.big,
    score: f.tenths / 10,
  });
  const links = findingLinks(f, grid);
  return links.length === 0 ? step : Object.freeze({ ...step, links });
}
