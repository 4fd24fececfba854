/**
 * The explainers of the engine's chain findings (the `cycle`, `chain` and `forcing` patterns): the
 * chain written out, each branch of a forcing chain with what it assumes. Internal; only
 * `prose.ts` imports it, so it loads with the hints and `rateBoard(…, { steps: true })` only.
 *
 * Notation: a *potential* is a candidate said true or false, `r2c3=4` ("r2c3 is 4") or `r2c3≠4`
 * ("r2c3 is not 4"); a chain is potentials joined by `→`, each implying the next: `=` to `≠` by
 * seeing (same cell, or a peer with the same digit), `≠` to `=` by a bivalue cell or a digit with
 * two places left in a unit (for the dynamic chains, on the grid as it stands in that branch).
 * A nested forcing chain's explanation is several lines joined by `\n`: a first sentence with
 * what the step concludes and why, the branches, then the inner chains its branches rest on as a
 * list, each line starting with `• ` (the contract with renderers: such a line is a list item):
 * the candidates the inner chain removes in its branch, the chain (or what its branches show), and
 * the candidates the branch removed that it needs. Every other explanation is one line. A forcing
 * chain whose branches cannot be replayed on the grid given still names its assumptions.
 */
import { cellName } from '../board/geometry.js';
import { OFF } from './engine/chains/potentials.js';
import { branchesOf, type ChainBranch, type InnerUse } from './engine/chains/replay.js';
import { NO_NUMBERS, conclusionText, listOr, shownCandidates, type StepText } from './prose-words.js';
import type { ChainPattern, CyclePattern, Finding, ForcingPattern } from './engine/finding.js';
import { codeCell, codeDigit, type LogicGrid } from './grid.js';
import { TECHNIQUE_INFO, article, cellsText, listText, unitName } from './technique.js';

/** A longer branch line is shortened to its first and last potentials and its length. */
const LINE_LIMIT = 8;
/** A nested step names at most this many of its inner chains (and counts the others). */
const INNER_LIMIT = 3;

/** `r2c3=4` or `r2c3≠4`. */
function potentialText(node: number): string {
  const code = node % OFF;
  return `${cellName(codeCell(code))}${node < OFF ? '=' : '≠'}${codeDigit(code)}`;
}

/** `r2c3 is 4` or `r2c3 is not 4`. */
function potentialWords(node: number): string {
  const code = node % OFF;
  return `${cellName(codeCell(code))} is ${node < OFF ? '' : 'not '}${codeDigit(code)}`;
}

/** A chain in arrow notation; a long one shortened to its ends and its link count. */
function lineText(line: readonly number[], limit: number = Infinity): string {
  if (line.length <= limit) return line.map(potentialText).join(' → ');
  const head = line.slice(0, 3).map(potentialText).join(' → ');
  const tail = line.slice(-2).map(potentialText).join(' → ');
  return `${head} → … → ${tail} (${String(line.length - 1)} links)`;
}

/** The candidates a chain passes through, each once. */
function chainCandidates(lines: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (const line of lines)
    for (const node of line) {
      const code = node % OFF;
      if (!out.includes(code)) out.push(code);
    }
  return out;
}

/** Cells of a chain in order, each once. */
function chainCells(line: readonly number[]): number[] {
  const out: number[] = [];
  for (const node of line) {
    const cell = ((node % OFF) / 9) | 0;
    if (!out.includes(cell)) out.push(cell);
  }
  return out;
}

/** The digit every potential of `line` is about, or 0 when it changes (Y-links). */
function singleDigit(line: readonly number[]): number {
  const digit = ((line[0]! % OFF) % 9) + 1;
  for (const node of line) if (((node % OFF) % 9) + 1 !== digit) return 0;
  return digit;
}

// =============================================================================================
// Cycles and forcing X-/XY-chains: the chain is recorded on the finding

/** A cycle: every link holds both ways, so what sees both ends of a link is false. */
export function cycleText(f: Finding, p: CyclePattern): StepText {
  const { chain } = p;
  const name = TECHNIQUE_INFO[f.technique].name;
  const digit = singleDigit(chain);
  const title = digit > 0 ? `${name} on ${String(digit)}` : name;
  const cells = chainCells(chain);
  return {
    explanation:
      `${title}: ${lineText(chain)} closes a loop, so every link in it holds both ways and of ` +
      `two linked candidates exactly one is true; a candidate that sees both is false: ${conclusionText(f)}.`,
    small: `Look for ${article(digit > 0 ? `${name} on ${String(digit)}` : name)} through ${cellName(cells[0]!)}.`,
    big: `The loop through ${cellsText(cells)} alternates strong and weak links; what sees both ends of a link?`,
    cells: p.cells,
    candidates: chainCandidates([chain]),
    units: NO_NUMBERS,
  };
}

/** A forcing X- or XY-chain: its assumption implies its opposite. */
export function chainText(f: Finding, p: ChainPattern): StepText {
  const { chain } = p;
  const name = TECHNIQUE_INFO[f.technique].name;
  const start = chain[0]!;
  const digit = singleDigit(chain);
  const title = digit > 0 ? `${name} on ${String(digit)}` : name;
  const cell = cellName(((start % OFF) / 9) | 0);
  const d = String(((start % OFF) % 9) + 1);
  const on = start < OFF;
  const suppose = on ? `${cell} were ${d}` : `${cell} were not ${d}`;
  const through = chainCells(chain).slice(1, 4);
  return {
    explanation:
      `${title}: ${lineText(chain)}; if ${suppose}, it would ${on ? 'not ' : ''}be ${d}, ` +
      `so ${conclusionText(f)}.`,
    small: on
      ? `Try ${d} in ${cell} and follow the chain.`
      : `Suppose ${cell} is not ${d} and follow the chain.`,
    big:
      `If ${suppose}, a chain of ${String(chain.length - 1)} links` +
      `${through.length > 0 ? ` through ${cellsText(through)}` : ''} would make it ${on ? 'not ' : ''}${d}.`,
    cells: p.cells,
    candidates: chainCandidates([chain]),
    units: NO_NUMBERS,
  };
}

// =============================================================================================
// Nishio, multiple and dynamic forcing chains: the branches are replayed on the grid

/** The kind of a multiple chain, read from its assumptions. */
type Kind = 'contradiction' | 'both' | 'cell' | 'unit';

function kindOf(p: ForcingPattern): Kind {
  const { assumptions } = p;
  if (assumptions.length === 1) return 'contradiction';
  if (assumptions.length === 2 && assumptions[1] === assumptions[0]! + OFF) return 'both';
  return p.unit >= 0 ? 'unit' : 'cell';
}

/** `if 2: r4c4=2 → … → r6c6≠3`: one branch, shortened when long. */
function branchText(branch: ChainBranch): string {
  return lineText(branch.line, LINE_LIMIT);
}

/** Whether a branch line goes from "is not" to "is not" (a dynamic (+) step, on its branch's grid). */
function offAfterOff(lines: readonly (readonly number[])[]): boolean {
  return lines.some((line) => line.some((node, i) => i > 0 && node >= OFF && line[i - 1]! >= OFF));
}

/**
 * A Nishio, multiple or dynamic forcing chain, nested or not: what it assumes, its branches
 * replayed on the grid, and what they all conclude.
 */
export function forcingText(f: Finding, p: ForcingPattern, grid: LogicGrid): StepText {
  const { assumptions } = p;
  const name = TECHNIQUE_INFO[f.technique].name;
  const branches = branchesOf(grid, f);
  const kind = kindOf(p);
  const first = assumptions[0]!;
  const code = first % OFF;
  const cell = cellName(codeCell(code));
  const d = String(codeDigit(code));
  const conclusion = conclusionText(f);
  const lines = branchLines(branches);
  const shown = {
    cells: p.cells,
    candidates: branches === null ? shownCandidates(f, p.cells, grid) : chainCandidates(lines),
    units: p.unit >= 0 ? [p.unit] : NO_NUMBERS,
  };
  const clue = clueText(f, kind, p);
  if (f.technique.startsWith('nested-'))
    return { explanation: nestedExplanation(f, kind, p, branches, lines), ...clue, ...shown };
  const size = branches === null ? '' : ` (${String(f.complexity)} candidates in all)`;
  // Dynamic (+) steps may go from "is not" to "is not" by a basic technique on the branch's grid.
  const plus = offAfterOff(lines)
    ? " (A ≠ after a ≠ follows from pointing, claiming, a pair or an X-Wing on that branch's grid.)"
    : '';
  let explanation: string;
  switch (kind) {
    case 'contradiction': {
      const suppose = first < OFF ? `${cell} were ${d}` : `${cell} were not ${d}`;
      let follow: string;
      if (branches !== null) {
        const b = branches[0]!;
        follow =
          `, then ${lineText(b.line, LINE_LIMIT)}, and ${lineText(b.opposite!, LINE_LIMIT)}: ` +
          `${bothWords(b)}${size}${plus}`;
      } else follow = ', the chains would end in a contradiction';
      explanation = `${name}: if ${suppose}${follow}; so ${conclusion}.`;
      break;
    }
    case 'both': {
      const cases =
        branches === null
          ? ''
          : ` If it is: ${branchText(branches[0]!)}. If it is not: ${branchText(branches[1]!)}.`;
      explanation = `${name}: ${cell} is ${d} or it is not.${cases}${plus} Either way${size}, ${conclusion}.`;
      break;
    }
    case 'cell': {
      const digits = assumptions.map((n) => String((n % 9) + 1));
      const cases =
        branches === null ? '' : branches.map((b, i) => ` If ${digits[i]!}: ${branchText(b)}.`).join('');
      explanation = `${name}: ${cell} is ${listOr(digits)}.${cases}${plus} Either way${size}, ${conclusion}.`;
      break;
    }
    case 'unit': {
      const unit = unitName(p.unit);
      const places = assumptions.map((n) => cellName((n / 9) | 0));
      const cases =
        branches === null ? '' : branches.map((b, i) => ` If ${places[i]!}: ${branchText(b)}.`).join('');
      explanation = `${name}: ${d} goes in ${listOr(places)} in ${unit}.${cases}${plus} Either way${size}, ${conclusion}.`;
      break;
    }
  }
  return { explanation, ...clue, ...shown };
}

/** Every line of the branches (a contradiction's two), or none when they cannot be replayed. */
function branchLines(branches: readonly ChainBranch[] | null): (readonly number[])[] {
  return branches === null
    ? []
    : branches.flatMap((b) => (b.opposite === null ? [b.line] : [b.line, b.opposite]));
}

/** `r1c2 would both be and not be 4`: where a contradiction's two lines meet. */
function bothWords(b: ChainBranch): string {
  const end = b.line[b.line.length - 1]!;
  return `${cellName(((end % OFF) / 9) | 0)} would both be and not be ${String((end % 9) + 1)}`;
}

/** The graded clues of a Nishio, multiple or dynamic forcing chain, nested or not. */
function clueText(f: Finding, kind: Kind, p: ForcingPattern): { small: string; big: string } {
  const { assumptions } = p;
  const first = assumptions[0]!;
  const code = first % OFF;
  const cell = cellName(codeCell(code));
  const d = String(codeDigit(code));
  switch (kind) {
    case 'contradiction': {
      const on = first < OFF;
      return {
        small: on
          ? `Try ${d} in ${cell} and follow the consequences.`
          : `Suppose ${cell} is not ${d} and follow the consequences.`,
        big: on
          ? `Placing ${d} in ${cell} leads to a contradiction.`
          : `Removing ${d} from ${cell} leads to a contradiction.`,
      };
    }
    case 'both':
      return {
        small: `Try ${d} in ${cell}, then try without it.`,
        big: `Whether or not ${cell} is ${d}, ${targetWords(f)}.`,
      };
    case 'cell': {
      const digits = assumptions.map((n) => String((n % 9) + 1));
      return {
        small: `Try each candidate of ${cell} in turn.`,
        big: `Whichever of ${digits.join('/')} goes in ${cell}, ${targetWords(f)}.`,
      };
    }
    case 'unit': {
      const unit = unitName(p.unit);
      return {
        small: `Try each place of ${d} in ${unit} in turn.`,
        big: `Wherever ${d} goes in ${unit}, ${targetWords(f)}.`,
      };
    }
  }
}

/**
 * A nested step's explanation, lines joined by `\n`: a first sentence with what the step
 * concludes and why; the branches, with the candidates the step takes in all; then, when the
 * branches rest on inner chains, a sentence counting them and one line per inner chain shown,
 * each starting with `• ` (a list item to a renderer).
 */
function nestedExplanation(
  f: Finding,
  kind: Kind,
  p: ForcingPattern,
  branches: readonly ChainBranch[] | null,
  lines: readonly (readonly number[])[],
): string {
  const { assumptions } = p;
  const name = TECHNIQUE_INFO[f.technique].name;
  const first = assumptions[0]!;
  const code = first % OFF;
  const cell = cellName(codeCell(code));
  const d = String(codeDigit(code));
  const conclusion = conclusionText(f);
  // The branch labels of the inner chains' lines, and the first sentence's reason.
  let labels: string[];
  let why: string;
  let cases = '';
  switch (kind) {
    case 'contradiction': {
      const suppose = first < OFF ? `${cell} were ${d}` : `${cell} were not ${d}`;
      labels = [''];
      if (branches !== null) {
        const b = branches[0]!;
        why = `if ${suppose}, ${bothWords(b)}`;
        cases = `If ${suppose}: ${lineText(b.line, LINE_LIMIT)}; and ${lineText(b.opposite!, LINE_LIMIT)}.`;
      } else why = `if ${suppose}, the chains would end in a contradiction`;
      break;
    }
    case 'both': {
      labels = [`If ${cell} is ${d}`, `If ${cell} is not ${d}`];
      why = `it follows whether or not ${cell} is ${d}`;
      if (branches !== null)
        cases = `If ${cell} is ${d}: ${branchText(branches[0]!)}. If it is not: ${branchText(branches[1]!)}.`;
      break;
    }
    case 'cell': {
      const digits = assumptions.map((n) => String((n % 9) + 1));
      labels = digits.map((digit) => `If ${cell} is ${digit}`);
      why = `it follows whichever of ${listOr(digits)} goes in ${cell}`;
      if (branches !== null) cases = branches.map((b, i) => `If ${digits[i]!}: ${branchText(b)}.`).join(' ');
      break;
    }
    case 'unit': {
      const places = assumptions.map((n) => cellName((n / 9) | 0));
      labels = places.map((place) => `If ${place} is ${d}`);
      why = `it follows wherever ${d} goes in ${unitName(p.unit)}: ${listOr(places)}`;
      if (branches !== null) cases = branches.map((b, i) => `If ${places[i]!}: ${branchText(b)}.`).join(' ');
      break;
    }
  }
  const out = [`${name}: ${conclusion}, because ${why}.`];
  if (branches === null) return out[0]!;
  // Dynamic steps may go from "is not" to "is not" by a basic technique or an inner chain.
  const plus = offAfterOff(lines)
    ? " A ≠ after a ≠ follows from pointing, claiming, a pair, an X-Wing or an inner chain on that branch's grid."
    : '';
  out.push(
    `${cases}${plus} With its inner chains, the step takes ${String(f.complexity)} candidates in all.`,
  );
  out.push(...innerLines(branches, labels, kind === 'contradiction'));
  return out.join('\n');
}

/**
 * The inner chains of a nested step's branches (none when no branch rests on one): a sentence
 * counting them, then one `• ` line for each of the first few, with the candidates it removes in
 * its branch, how it was found on that branch's grid (the grid with the candidates the branch
 * removed before it erased), and which of those removals it needs. `labels` name the branches
 * (`If r2c9 is 3`; empty for a contradiction's one branch).
 */
function innerLines(branches: readonly ChainBranch[], labels: readonly string[], one: boolean): string[] {
  const uses: string[] = [];
  let count = 0;
  for (let i = 0; i < branches.length; i++) {
    // One inner chain that removes several candidates of the branch is named once, with them all.
    const groups = new Map<InnerUse['finding'], InnerUse[]>();
    for (const use of branches[i]!.inner) {
      const group = groups.get(use.finding);
      if (group === undefined) groups.set(use.finding, [use]);
      else group.push(use);
    }
    for (const group of groups.values()) {
      count++;
      if (uses.length < INNER_LIMIT) {
        const label = labels[i] ?? '';
        uses.push(`• ${label === '' ? '' : `${label}, `}${innerUseText(group)}.`);
      }
    }
  }
  if (count === 0) return [];
  const what = count === 1 ? 'an inner chain removes' : `${String(count)} inner chains remove`;
  const more =
    count > uses.length
      ? `; ${String(uses.length)} are shown, ${String(count - uses.length)} more are not`
      : '';
  const where = one ? "On that branch's grid" : "On the branches' grids";
  return [`${where}, ${what} what the branch${one ? '' : 'es'} need${one ? 's' : ''}${more}:`, ...uses];
}

/**
 * `r7c7≠6 by a Forcing X-chain on 6: r7c7=6 → … → r7c7≠6; it needs r8c9≠4 from the branch`: the
 * candidates one inner chain removes in a branch, how, and which removals of the branch it needs.
 */
function innerUseText(group: readonly InnerUse[]): string {
  const f = group[0]!.finding;
  const name = TECHNIQUE_INFO[f.technique].name;
  const nodes = group.map((use) => use.node);
  const parents: number[] = [];
  for (const use of group) for (const q of use.parents) if (!parents.includes(q)) parents.push(q);
  const p = f.pattern;
  let how: string;
  if (p.kind === 'cycle' || p.kind === 'chain') {
    const digit = singleDigit(p.chain);
    how = `${article(digit > 0 ? `${name} on ${String(digit)}` : name)}: ${lineText(p.chain, LINE_LIMIT)}`;
  } else if (p.kind === 'forcing') {
    how = `${article(name)}: ${innerCases(p, nodes)}`;
  } else how = article(name); // inner chains are chains: not met
  const needs = parents.slice(0, 3).map(potentialText);
  if (parents.length > needs.length) needs.push(`${String(parents.length - needs.length)} more`);
  return `${listText(nodes.map(potentialText))} by ${how}${needs.length > 0 ? `; it needs ${listText(needs)} from the branch` : ''}`;
}

/** What an inner multiple chain shows, in words: `wherever 9 goes in row 2, r7c7 is not 6`. */
function innerCases(p: ForcingPattern, nodes: readonly number[]): string {
  const { assumptions } = p;
  const first = assumptions[0]!;
  const code = first % OFF;
  const cell = cellName(codeCell(code));
  const d = String(codeDigit(code));
  const fact = listText(nodes.map(potentialWords));
  switch (kindOf(p)) {
    case 'contradiction':
      return `if ${potentialWords(first)}, a contradiction follows, so ${fact}`;
    case 'both':
      return `whether or not ${cell} is ${d}, ${fact}`;
    case 'cell':
      return `whichever of ${assumptions.map((n) => String((n % 9) + 1)).join('/')} goes in ${cell}, ${fact}`;
    case 'unit':
      return `wherever ${d} goes in ${unitName(p.unit)}, ${fact}`;
  }
}

/** The conclusion of a multiple chain as a fact: `r6c6 is 3`, `r6c6 is not 3`. */
function targetWords(f: Finding): string {
  return f.cell >= 0 ? potentialWords(f.cell * 9 + f.digit - 1) : potentialWords(OFF + f.removals[0]!);
}
