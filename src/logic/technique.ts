/**
 * The vocabulary of techniques (the public ids, names, base ratings) and the contract of the hint
 * order. The techniques themselves, their ids, ratings and orders, are the catalogue's
 * (`catalogue.ts`), their names the prose side's (`prose-names.ts`); this module joins them.
 *
 * Every technique is found by one finder of the engine (`engine/`), which streams bare findings
 * to a sink, shared with the rating. The hint order (`registry.ts`) wraps each finder as a
 * {@link Technique}: a function from the working grid ({@link LogicGrid}) to the first finding of
 * its technique, or null; the prose layer (`prose.ts`) explains it as a `SudokuStep`. Techniques
 * only read the grid (they never mutate it), and each is sound on its own for any grid whose
 * candidates are a superset of the truth: it does not assume that cheaper techniques were
 * exhausted first.
 *
 * Findings name candidates by candidate code (`cell * 9 + digit − 1`, see grid.ts) and units by
 * unit number (rows 0–8, columns 9–17, boxes 18–26).
 */
import { cellName } from '../board/geometry.js';
import { activeGeometry } from './engine/geometry.js';
import { CATALOGUE, SudokuTechniqueId, type TechniqueId } from './catalogue.js';
import { TECHNIQUE_NAMES } from './prose-names.js';
import { codeCell, codeDigit, type LogicGrid } from './grid.js';
import type { Finding } from './engine/finding.js';
import type { Polled } from '../internal/deadline.js';

export { SudokuTechniqueId };

/**
 * Ids of 0.1.0 whose techniques are now found by the engine's Sudoku Explainer finders, with the
 * ids that replace them. Not technique ids any more: the logic solver names the replacement when
 * it is given one.
 */
export const RETIRED_TECHNIQUE_IDS: Readonly<Record<string, readonly SudokuTechniqueId[]>> = {
  'unique-rectangle-1': ['unique-rectangle'],
  'unique-rectangle-2': ['unique-rectangle'],
  'unique-rectangle-3': ['unique-rectangle', 'unique-loop'],
  'unique-rectangle-4': ['unique-rectangle'],
  'bug-plus-one': ['bivalue-universal-grave'],
  'x-chain': ['forcing-x-chain', 'x-cycle'],
  'xy-chain': ['forcing-xy-chain', 'y-cycle'],
  'alternating-inference-chain': ['forcing-xy-chain', 'xy-cycle'],
  'contradiction-forcing-chain': ['nishio-forcing-chain', 'dynamic-forcing-chain'],
  'cell-forcing-chain': ['multiple-forcing-chain', 'dynamic-forcing-chain'],
  'unit-forcing-chain': ['multiple-forcing-chain', 'dynamic-forcing-chain'],
};

/** Name and base rating (Sudoku Explainer scale) of a technique. */
export interface TechniqueInfo {
  /** Human name, as in the explanations. */
  readonly name: string;
  /** Rating of the simplest instance; chains and loops add a length term. */
  readonly score: number;
  /** True when the rating (Sudoku Explainer 1.2.1's order) uses it. */
  readonly rated: boolean;
}

/**
 * Names (`prose-names.ts`), base ratings and whether the rating uses each technique (the catalogue's
 * `tenths` and `se` columns), in catalogue order.
 */
export const TECHNIQUE_INFO: Readonly<Record<SudokuTechniqueId, TechniqueInfo>> =
  /* @__PURE__ */ buildTechniqueInfo();

function buildTechniqueInfo(): Readonly<Record<SudokuTechniqueId, TechniqueInfo>> {
  // The catalogue's ids are the public ones (`keyedIds` in catalogue.ts checks it): indexing the
  // names by them compiles only while that holds.
  const rows: readonly { readonly id: SudokuTechniqueId & TechniqueId; tenths: number; se: number | null }[] =
    CATALOGUE;
  return Object.fromEntries(
    rows.map(({ id, tenths, se }) => [
      id,
      { name: TECHNIQUE_NAMES[id], score: tenths / 10, rated: se !== null },
    ]),
  ) as Record<SudokuTechniqueId, TechniqueInfo>;
}

/**
 * A technique of the hint order: the first finding of its technique in `grid`, or null. Never
 * mutates `grid`. (The engine's finders stream every finding to a sink; see `registry.ts`.) The
 * chaining finders poll `deadline` (the caller's `AbortSignal`, or a `Deadline` with a timeout:
 * `internal/deadline.ts`) and throw its reason once it has passed: a nested search takes seconds
 * on the hardest puzzles.
 */
export type TechniqueFinder = (grid: LogicGrid, deadline?: Polled) => Finding | null;

/** A technique in the registry: its id and its finder. */
export interface Technique {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** The finder (one finder may report several ids, e.g. unique rectangles and loops; this is the first). */
  readonly find: TechniqueFinder;
  /**
   * True for techniques that are sound only when the puzzle has a single solution (the
   * catalogue's `unique: 'assumes'`).
   */
  readonly assumesUniqueness?: boolean;
  /**
   * True for techniques tried only on a puzzle with a single solution, though sound on any: the
   * nested forcing chains, which Sudoku Explainer uses only there, and whose search on a board
   * with many solutions (the empty board) runs for minutes and decides nothing (the catalogue's
   * `unique: 'only'`).
   */
  readonly uniqueOnly?: boolean;
  /** Every id the finder may report, when more than {@link Technique.id}. */
  readonly reports?: readonly SudokuTechniqueId[];
  /** The finder limited to the `wanted` ids among {@link Technique.reports}. */
  readonly restrict?: (wanted: ReadonlySet<string>) => TechniqueFinder;
}

/**
 * `row 4`, `column 2`, `box 5`: a unit for the explanations. Under another rule set, the active
 * geometry's name of its region: `jigsaw region 4`, `the main diagonal`, `window group 2`…
 */
export function unitName(unit: number): string {
  const geo = activeGeometry();
  if (!geo.classic) return geo.unitNames[unit] ?? `region ${unit + 1}`;
  const kind = unit < 9 ? 'row' : unit < 18 ? 'column' : 'box';
  return `${kind} ${(unit % 9) + 1}`;
}

/** `a, b and c`. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** `r4c5, r4c6 and r5c1`. */
export function cellsText(cells: readonly number[]): string {
  return listText(cells.map(cellName));
}

/** `3/7` for a set of digits. */
export function digitsText(digits: readonly number[]): string {
  return digits.join('/');
}

/** `remove 3 from r1c1 and r1c2, and 7 from r2c2`: eliminations grouped by digit. */
export function eliminationText(codes: readonly number[]): string {
  const byDigit = new Map<number, number[]>();
  for (const code of codes) {
    const digit = codeDigit(code);
    let cells = byDigit.get(digit);
    if (cells === undefined) byDigit.set(digit, (cells = []));
    cells.push(codeCell(code));
  }
  // Digits removed from the same cells are named together: `remove 1 and 2 from r8c7`.
  const byCells = new Map<string, number[]>();
  for (const digit of [...byDigit.keys()].sort((a, b) => a - b)) {
    const cells = cellsText(byDigit.get(digit)!.sort((a, b) => a - b));
    let digits = byCells.get(cells);
    if (digits === undefined) byCells.set(cells, (digits = []));
    digits.push(digit);
  }
  const parts = [...byCells].map(([cells, digits]) => `${listText(digits.map(String))} from ${cells}`);
  return `remove ${parts.length > 2 ? parts.join('; ') : parts.join(', and ')}`;
}

/** `a` or `an` before a technique name: `an X-Wing`, `an empty rectangle`, `a unique rectangle`. */
export function article(name: string): string {
  return /^[aeiouxAEIOUX]/.test(name) && !/^uni/i.test(name) ? `an ${name}` : `a ${name}`;
}
