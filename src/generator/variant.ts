/**
 * Generation under a variant rule set: the checks of the `rules`, `jigsaw` and `symmetry` options
 * together, and the per-call state the stages use under the rules (`./rules-grid.ts`).
 *
 * ## Which symmetries a rule set allows
 *
 * A symmetric clue pattern is only worth its name when the symmetry maps the puzzle's rules onto
 * themselves: else the pattern is symmetric and the puzzle is not. A symmetry is allowed when its
 * cell mapping sends every region of the rule set onto a region (rows onto rows or columns, each
 * jigsaw region onto a jigsaw region, the diagonals onto diagonals…) and every neighbour pair
 * (knight's and king's moves, and the orthogonal pairs of non-consecutive) onto a pair of the same
 * rule. Computed from the rule set's own tables, so it holds for any combination; in practice the
 * fixed extra regions and the neighbour rules allow every symmetry, and a jigsaw layout or a custom
 * region only those it happens to have.
 */
import { cellName } from '../board/geometry.js';
import { SudokuError, SudokuErrorCode } from '../errors.js';
import { drawJigsawRules } from '../rules/jigsaw-layout.js';
import { regionName, type RuleTables, type SudokuRules } from '../rules/rule-set.js';
import { tablesOf } from '../rules/rules-option.js';
import { RulesEngine } from '../solver/rules-engine.js';
import type { Draw } from './full-grid.js';
import type { SudokuSymmetry } from './profiles.js';
import { NonConsecutiveFill } from './nc-grid.js';
import { BUDGET, FOUND, RulesGridFill, staysUniqueUnder } from './rules-grid.js';
import { symmetryMap } from './symmetry.js';

/**
 * Search states of the first try at a grid; each retry allows 15 % more, 2 % under
 * non-consecutive: its grids are rare and a search that has not found one in 100 states seldom
 * does in a few hundred, so many short tries find one sooner (measured, 200 seeds: 2,500 states
 * a grid on average instead of 4,300; with the fill of `./nc-grid.ts`, 300 seeds, first budgets
 * 40–300 and growth 1.00–1.02 all gave 4,100–4,600). The budget still grows without bound, so
 * that rules with no grid are proved so.
 */
const FIRST_BUDGET = 100;
/**
 * A grid whose search took at least this many states (in all its tries) is rare under its rules
 * (non-consecutive: about 4,000 states on average, 3.5 ms; the other rule sets take 35–220): it
 * serves the call's next attempts too (see {@link VariantGrids.fill}).
 */
const COSTLY_GRID = 1024;
/**
 * Attempts every grid of a non-consecutive rule set serves after the first, at least: even its
 * grids found in fewer than {@link COSTLY_GRID} states took about a millisecond, more than the rest
 * of a medium attempt (measured: 1.09 grids a medium call before, 1.00 after; see
 * bench/results/generate-variants.md).
 */
const NON_CONSECUTIVE_REUSES = 16;
/** Search states of a costly grid per attempt it serves after the first. */
const STATES_PER_REUSE = 64;
/** Attempts a costly grid serves after the first, at most (so that a search sees several grids). */
const MAX_REUSES = 64;

/** The first region or neighbour pair of `tables` that `image` does not map onto its like, described. */
function brokenBy(tables: RuleTables, image: Uint8Array): string | undefined {
  const keys = new Set<string>();
  for (const region of tables.regions) keys.add(region.cells.join(','));
  for (const region of tables.regions) {
    const mapped = region.cells.map((cell) => image[cell]!).sort((a, b) => a - b);
    if (!keys.has(mapped.join(','))) {
      return `${regionName(region.kind, region.index)} (${region.cells.map(cellName).join(' ')}) goes to ${mapped.map(cellName).join(' ')}, which is no region`;
    }
  }
  const pairs: [string, Uint16Array, Uint8Array][] = [
    ['knight', tables.knightStart, tables.knight],
    ['king', tables.kingStart, tables.king],
  ];
  if (tables.nonConsecutive) pairs.push(['orthogonal', tables.orthoStart, tables.ortho]);
  for (const [name, start, list] of pairs) {
    for (let a = 0; a < 81; a++) {
      for (let k = start[a]!; k < start[a + 1]!; k++) {
        const b = list[k]!;
        const ia = image[a]!;
        const ib = image[b]!;
        let kept = false;
        for (let j = start[ia]!; j < start[ia + 1]! && !kept; j++) kept = list[j] === ib;
        if (!kept) {
          return `the ${name} pair ${cellName(a)} ${cellName(b)} goes to ${cellName(ia)} ${cellName(ib)}, which is no such pair`;
        }
      }
    }
  }
  return undefined;
}

/** Throws the `SYMMETRY_BREAKS_RULES` error of `symmetry` under the rules named `text`. */
function symmetryError(symmetry: SudokuSymmetry, text: string, why: string): never {
  throw new SudokuError(
    SudokuErrorCode.SymmetryBreaksRules,
    `options.symmetry '${symmetry}' does not map the rules ${text} onto themselves: ${why}`,
    { value: symmetry },
  );
}

/**
 * Checks the `rules` (variant, or undefined for the classic rules), `jigsaw: 'random'` and
 * `symmetry` options together: a random layout replaces boxes (so the rules must have them) and
 * has no symmetry; a symmetry must map the rules onto themselves.
 */
export function checkVariantOptions(
  rules: SudokuRules | undefined,
  randomJigsaw: boolean,
  symmetry: SudokuSymmetry,
): void {
  if (randomJigsaw) {
    if (rules !== undefined && rules.layout !== 'boxes') {
      throw new TypeError(
        `options.jigsaw 'random' replaces the boxes, so options.rules must have them, received the rules ${rules.toString()}`,
      );
    }
    if (symmetry !== 'none') {
      symmetryError(
        symmetry,
        `jigsaw (a random layout)${rules === undefined ? '' : `+${rules.toString()}`}`,
        'a random jigsaw layout has no symmetry (give a layout of your own that the symmetry maps onto itself)',
      );
    }
    return;
  }
  const image = symmetryMap(symmetry);
  if (rules === undefined || image === undefined) return;
  const why = brokenBy(tablesOf(rules), image);
  if (why !== undefined) symmetryError(symmetry, rules.toString(), why);
}

/**
 * The per-call state of generation under variant rules: the rules (with a random jigsaw layout,
 * the one drawn), their tables, the grid fill and the rules engine that tests uniqueness.
 */
export class VariantGrids {
  readonly engine: RulesEngine = new RulesEngine();
  readonly #fill: RulesGridFill = new RulesGridFill();
  /** The fill of non-consecutive rule sets (`./nc-grid.ts`), made on first use. */
  #ncFill: NonConsecutiveFill | undefined;
  /** The rules puzzles are made under. */
  readonly rules: SudokuRules;
  readonly tables: RuleTables;
  /** The grid found with a random layout, handed out by the first {@link fill}. */
  #pending: Uint8Array | undefined;
  /** The last costly grid found, and how many more attempts it serves. */
  readonly #last: Uint8Array = new Uint8Array(81);
  #reuses = 0;

  /**
   * The rules of a call: `rules`, with the boxes replaced by a layout drawn from `draw` when
   * `randomJigsaw`.
   */
  constructor(rules: SudokuRules, randomJigsaw: boolean, draw: Draw, signal: AbortSignal | undefined) {
    if (randomJigsaw) {
      const grid = new Uint8Array(81);
      this.rules = drawJigsawRules(draw, rules, grid, this.#fill, signal);
      this.#pending = grid;
    } else {
      this.rules = rules;
    }
    this.tables = tablesOf(this.rules);
  }

  /**
   * Fills `grid` with a random complete grid under the rules, retrying with a larger budget; a
   * search that ends within its budget proves there is none (`RULES_CLASH`). Non-consecutive rule
   * sets (alone or joined to others) are searched by `./nc-grid.ts`, every other one by
   * `./rules-grid.ts`.
   *
   * A grid that took at least {@link COSTLY_GRID} search states in all (the rules' grids are rare:
   * non-consecutive) is handed out again by the next `n / STATES_PER_REUSE` calls (n its states;
   * {@link MAX_REUSES} at most), which draw nothing: the attempts of a band search then differ by
   * their removal order, and the grid's cost is shared among them (without it, grids were 95 % of
   * the time of a non-consecutive band search). Under non-consecutive every grid is handed out
   * again, by {@link NON_CONSECUTIVE_REUSES} calls at least. Under other rules grids found within
   * fewer states are never reused, so their puzzles are unchanged by it.
   */
  fill(grid: Uint8Array, draw: Draw, signal: AbortSignal | undefined): void {
    const pending = this.#pending;
    if (pending !== undefined) {
      grid.set(pending);
      this.#pending = undefined;
      return;
    }
    if (this.#reuses > 0) {
      this.#reuses--;
      grid.set(this.#last);
      return;
    }
    let budget = FIRST_BUDGET;
    let states = 0;
    const fill = this.tables.nonConsecutive ? (this.#ncFill ??= new NonConsecutiveFill()) : this.#fill;
    while (true) {
      const found = fill.fill(grid, this.tables, draw, budget, signal);
      states += fill.nodes;
      if (found === FOUND) {
        const nonConsecutive = this.tables.nonConsecutive;
        if (states >= COSTLY_GRID || nonConsecutive) {
          this.#last.set(grid);
          const reuses = Math.floor(states / STATES_PER_REUSE);
          this.#reuses = Math.min(
            MAX_REUSES,
            nonConsecutive ? Math.max(NON_CONSECUTIVE_REUSES, reuses) : reuses,
          );
        }
        return;
      }
      if (found !== BUDGET) {
        throw new SudokuError(
          SudokuErrorCode.RulesClash,
          `the rules ${this.rules.toString()} admit no solution grid (an exhaustive search of the empty grid found none)`,
          { value: this.rules.toString() },
        );
      }
      if (signal?.aborted === true) throw signal.reason;
      budget = Math.ceil(budget * (this.tables.nonConsecutive ? 1.02 : 1.15));
    }
  }

  /** The uniqueness test of clue removal under the rules (see `./rules-grid.ts`). */
  readonly keep = (
    values: Uint8Array,
    solution: Uint8Array,
    cells: Uint8Array,
    from: number,
    to: number,
    signal: AbortSignal | undefined,
  ): boolean => staysUniqueUnder(values, solution, cells, from, to, this.tables, this.engine, signal);

  /** Solutions of `values` under the rules, capped at `limit`. */
  count(values: Uint8Array, limit: number, signal: AbortSignal | undefined): number {
    return this.engine.count(values, this.tables, limit, signal);
  }
}
