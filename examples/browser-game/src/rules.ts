/**
 * The page's rule sets: the Rules menu, what the page draws for a rule set (the layout's thick
 * lines, the diagonals, the shaded extra regions) and the words it shows under the board.
 *
 * A rule set is a `SudokuRules` value; it travels as its text (`SudokuRules.toString()`: `x`,
 * `windoku`, `jigsaw:<81 region ids>`, `anti-knight`, …) in the address (`&rules=`), in the
 * messages to the workers and, inside the saved game, in the address's `#` part. Everything drawn
 * here comes from the rule set's own tables (`SudokuRules.regions`), so a rule set parsed from a
 * link is drawn exactly as the library plays it.
 */
import { SudokuRules } from './engine.js';

/** An entry of the Rules menu: the value sent with a new game, and its name. */
export interface RulesChoice {
  /**
   * The rules text, `jigsaw` for a fresh random layout at every new game, or `killer` for fresh
   * cages at every new game.
   */
  readonly value: string;
  readonly label: string;
}

/** The Rules menu, in its order. */
export const RULES_CHOICES: readonly RulesChoice[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'x', label: 'Diagonal' },
  { value: 'windoku', label: 'Windoku' },
  { value: 'jigsaw', label: 'Jigsaw' },
  { value: 'killer', label: 'Killer' },
  { value: 'anti-knight', label: 'Anti-knight' },
  { value: 'anti-king', label: 'Anti-king' },
  { value: 'non-consecutive', label: 'Non-consecutive' },
  { value: 'disjoint-groups', label: 'Disjoint groups' },
  { value: 'asterisk', label: 'Asterisk' },
  { value: 'girandola', label: 'Girandola' },
  { value: 'centre-dot', label: 'Centre dot' },
];

/**
 * The menu value of a rule set: its text, `jigsaw` for a jigsaw layout alone, `killer` for cages on
 * the classic rules, or null when not listed.
 */
export function choiceOf(rules: SudokuRules): string | null {
  if (rules.isKiller && rules.withCages([]).isClassic) return 'killer';
  if (rules.layout === 'jigsaw' && rules.toString() === `jigsaw:${rules.jigsaw!}`) return 'jigsaw';
  const text = rules.toString();
  return RULES_CHOICES.some((choice) => choice.value === text) ? text : null;
}

/** Each part of a rule set: its name, and what it asks of the player. */
const PARTS: Readonly<Record<string, readonly [string, string]>> = {
  latin: ['Latin square', 'no boxes: every row and column holds 1–9 once.'],
  jigsaw: ['Jigsaw', 'the regions in thick lines replace the boxes: each holds 1–9 once.'],
  x: ['Diagonal', 'each of the two long diagonals holds 1–9 once.'],
  windoku: ['Windoku', 'each of the four shaded windows holds 1–9 once.'],
  'disjoint-groups': [
    'Disjoint groups',
    'cells at the same place in their boxes (all the top-left cells, …) hold 1–9 once.',
  ],
  asterisk: ['Asterisk', 'the nine shaded cells hold 1–9 once.'],
  girandola: ['Girandola', 'the nine shaded cells hold 1–9 once.'],
  'centre-dot': ['Centre dot', 'the nine shaded box centres hold 1–9 once.'],
  'anti-knight': ['Anti-knight', "cells a chess knight's move apart never hold the same digit."],
  'anti-king': [
    'Anti-king',
    "cells a chess king's move apart (diagonal neighbours too) never hold the same digit.",
  ],
  'non-consecutive': [
    'Non-consecutive',
    'cells side by side never hold consecutive digits (such as 4 and 5).',
  ],
  region: ['Custom regions', 'each shaded region holds 1–9 once.'],
  killer: ['Killer', 'the digits of each dashed cage differ and add up to the small number in its corner.'],
};

/**
 * The names of a rule set's parts, in canonical order (`region` once for every custom region,
 * `killer` once for all the cages).
 */
function partNames(rules: SudokuRules): string[] {
  const parts: string[] = [];
  if (rules.layout !== 'boxes') parts.push(rules.layout);
  parts.push(...rules.extraRegions, ...rules.neighbourRules);
  if (rules.customRegions.length > 0) parts.push('region');
  if (rules.isKiller) parts.push('killer');
  return parts;
}

/** A rule set's short name: `Classic`, `Diagonal`, `Diagonal + Windoku`, … */
export function rulesName(rules: SudokuRules): string {
  const parts = partNames(rules);
  return parts.length === 0 ? 'Classic' : parts.map((part) => PARTS[part]![0]).join(' + ');
}

/** What a rule set adds to the classic rules, one sentence a part; empty for the classic rules. */
export function rulesText(rules: SudokuRules): string {
  return partNames(rules)
    .map((part) => `${PARTS[part]![0]}: ${PARTS[part]![1]}`)
    .join(' ');
}

/** How the page draws a rule set on its grid of 81 cells. */
export interface RulesDrawing {
  /** Cells with a thick line on their right: the layout's regions (boxes or jigsaw) meet there. */
  readonly right: readonly boolean[];
  /** Cells with a thick line at their bottom. */
  readonly bottom: readonly boolean[];
  /** The layout region of each cell (0–8: box or jigsaw region), or -1 without one (Latin square). */
  readonly region: readonly number[];
  /** Cells of a shaded extra region (windows, asterisk, girandola, centre dot, custom regions). */
  readonly shaded: readonly boolean[];
  /** True when both long diagonals are regions (`x`). */
  readonly diagonals: boolean;
  /** The peers of each cell (every cell that may not hold its digit). */
  readonly peers: readonly ReadonlySet<number>[];
}

/** The extra regions drawn shaded; the rest is drawn otherwise (diagonals) or not at all. */
const SHADED_KINDS: ReadonlySet<string> = new Set(['asterisk', 'girandola', 'centre-dot', 'custom']);

/** Computes what to draw for `rules` from its regions. */
export function drawingOf(rules: SudokuRules): RulesDrawing {
  const region = Array.from({ length: 81 }, () => -1);
  const shaded = Array.from({ length: 81 }, () => false);
  let diagonals = false;
  for (const { kind, index, cells } of rules.regions) {
    if (kind === 'box' || kind === 'jigsaw') for (const cell of cells) region[cell] = index;
    // Windoku's windows are groups 0–3; groups 4–8 follow from them and are not drawn.
    else if (SHADED_KINDS.has(kind) || (kind === 'window' && index < 4))
      for (const cell of cells) shaded[cell] = true;
    else if (kind === 'diagonal') diagonals = true;
  }
  const right = region.map((id, cell) => cell % 9 < 8 && id !== region[cell + 1]);
  const bottom = region.map((id, cell) => cell < 72 && id !== region[cell + 9]);
  const peers = region.map((_, cell) => new Set(rules.peersOf(cell)));
  return { right, bottom, region, shaded, diagonals, peers };
}

/** The rules of a rules text from an address or a message; `null` (and a warning) when unreadable. */
export function readRules(text: string | null): SudokuRules | null {
  if (text === null || text === '') return SudokuRules.classic;
  try {
    return SudokuRules.parse(text);
  } catch (error) {
    console.warn(`the rules ${JSON.stringify(text)} cannot be read: ${String(error)}`);
    return null;
  }
}
