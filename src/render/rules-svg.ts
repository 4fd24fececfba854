/**
 * What a picture draws for a variant rule set. Internal; `picture.ts` calls it for a picture
 * under rules other than the classic ones, so classic pictures keep their bytes.
 *
 * - Extra regions are light fills under everything else, one colour a kind: the four windows of
 *   windoku (the five groups they imply are not shaded), the asterisk, the girandola, the centre
 *   dot and custom regions; the disjoint groups take the nine region colours (group k the k-th),
 *   as "colour Sudoku" is printed.
 * - The diagonals of `x` are two lines from corner to corner, under the digits.
 * - A jigsaw layout has thick borders between cells of different regions instead of the box
 *   lines, and with `jigsawColours` each region its own colour (not with disjoint groups, which
 *   already use them); a Latin square has no box lines.
 * - The neighbour rules (anti-knight, anti-king, non-consecutive) have no marks: the pictures
 *   name them in their title and description ({@link rulesLabel}, {@link rulesSentence}).
 * - Killer cages are dashed outlines with their sums, over the grid lines (`cages-svg.ts`).
 */
import type { SudokuRules } from '../rules/rule-set.js';
import { drawCages } from './cages-svg.js';
import { CELL, edge, num, rect } from './svg.js';
import { ruleStyles, type SudokuSvgTheme } from './themes.js';

/** The parts of a picture its rules change. */
export interface RulesDrawing {
  /** The fills' layer (`''` without fills). */
  readonly fills: string;
  /** The diagonals' layer (`''` without `x`). */
  readonly diagonals: string;
  /**
   * Without the boxes, the thin lines' path data (every line) and the thick lines' element: the
   * jigsaw borders, `''` for a Latin square. Undefined with the boxes: the classic lines.
   */
  readonly grid: readonly [string, string] | undefined;
  /** The killer cages' layer (`''` without cages). */
  readonly cages: string;
  /** Style rules for the fills and lines used. */
  readonly style: string;
}

/** Cells as rectangles, a run of neighbours in a row as one. */
export function cellRects(cells: readonly number[]): string {
  const sorted = cells.slice().sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1 && (end + 1) % 9 !== 0) end = sorted[++i]!;
    out += rect(edge(start % 9), edge((start / 9) | 0), (end - start + 1) * CELL, CELL);
  }
  return out;
}

/**
 * The lines between orthogonal neighbours `a` and `b` where `split(a, b)`, as path data: runs
 * down each column line (`M…V…`) and along each row line (`M…H…`).
 */
function borders(split: (a: number, b: number) => boolean): string {
  let d = '';
  for (let k = 1; k < 9; k++) {
    const at = num(edge(k));
    for (const vertical of [true, false]) {
      let from = -1;
      for (let j = 0; j <= 9; j++) {
        const a = vertical ? j * 9 + k - 1 : (k - 1) * 9 + j;
        const on = j < 9 && split(a, vertical ? a + 1 : a + 9);
        if (on && from < 0) from = j;
        if (!on && from >= 0) {
          d += vertical
            ? `M${at} ${num(edge(from))}V${num(edge(j))}`
            : `M${num(edge(from))} ${at}H${num(edge(j))}`;
          from = -1;
        }
      }
    }
  }
  return d;
}

/** The drawing of `rules` (not the classic rules) in `theme`. */
export function drawRules(rules: SudokuRules, theme: SudokuSvgTheme, jigsawColours: boolean): RulesDrawing {
  const groups = new Map<string, number[]>();
  const add = (name: string, cells: readonly number[]): void => {
    const list = groups.get(name);
    if (list === undefined) groups.set(name, cells.slice());
    else list.push(...cells);
  };
  const disjoint = rules.extraRegions.includes('disjoint-groups');
  for (const { kind, index, cells } of rules.regions) {
    if (kind === 'jigsaw' && jigsawColours && !disjoint) add(`region-${index + 1}`, cells);
    else if (kind === 'disjoint-group') add(`region-${index + 1}`, cells);
    else if (kind === 'window' && index < 4) add('window', cells);
    else if (kind === 'asterisk' || kind === 'girandola' || kind === 'centre-dot' || kind === 'custom')
      add(kind, cells);
  }
  let fills = '';
  for (const [name, cells] of groups) fills += `<g class="sudoku-${name}">${cellRects(cells)}</g>`;
  const x = rules.extraRegions.includes('x');
  const layout = rules.jigsaw;
  return {
    fills: fills === '' ? '' : `<g class="sudoku-regions">${fills}</g>`,
    diagonals: x
      ? // From corner to corner of the grid (PAD to PAD + 9 * CELL).
        '<path class="sudoku-diagonal" d="M6 6L906 906M906 6L6 906"/>'
      : '',
    grid:
      rules.layout === 'boxes'
        ? undefined
        : [
            borders(() => true),
            layout === undefined
              ? ''
              : `<path class="sudoku-thick" stroke-linecap="square" d="${borders((a, b) => layout[a] !== layout[b])}"/>`,
          ],
    cages: rules.isKiller ? drawCages(rules.cages) : '',
    style: ruleStyles(theme, [...groups.keys()], x, rules.isKiller),
  };
}

const NAMES: Readonly<Record<string, string>> = {
  latin: 'Latin square',
  jigsaw: 'jigsaw',
  x: 'X (diagonals)',
  'disjoint-groups': 'disjoint groups',
  'centre-dot': 'centre dot',
};

const MEANINGS: Readonly<Record<string, string>> = {
  'anti-knight': "cells a knight's move apart never hold the same digit",
  'anti-king': "cells a king's move apart never hold the same digit",
  'non-consecutive': 'orthogonal neighbours never differ by 1',
};

/** `X (diagonals), windoku, anti-knight`: the parts of `rules` in words. */
export function rulesLabel(rules: SudokuRules): string {
  const parts: string[] = rules.layout === 'boxes' ? [] : [NAMES[rules.layout]!];
  for (const name of [...rules.extraRegions, ...rules.neighbourRules]) parts.push(NAMES[name] ?? name);
  const custom = rules.customRegions.length;
  if (custom > 0) parts.push(`${custom} custom region${custom === 1 ? '' : 's'}`);
  const cages = rules.cages.length;
  if (cages > 0) parts.push(`killer (${cages} cage${cages === 1 ? '' : 's'})`);
  return parts.join(', ');
}

/** `Rules: X (diagonals), anti-knight. Anti-knight: cells a knight's move apart …`. */
export function rulesSentence(rules: SudokuRules): string {
  let out = `Rules: ${rulesLabel(rules)}.`;
  for (const name of rules.neighbourRules)
    out += ` ${name[0]!.toUpperCase()}${name.slice(1)}: ${MEANINGS[name]!}.`;
  if (rules.isKiller)
    out += ' Killer: the digits of a cage are distinct and add up to the sum in its corner.';
  return out;
}
