/**
 * `SudokuSolver`: the public face of the search engine (`./engine.ts`, where the representation
 * and the algorithm are described).
 *
 * The class adds what users need around the raw engine: argument checks, an honest status (a
 * board with duplicate givens is `invalid-board`, found before any search and naming both ends of
 * every clash; a clean board with no completion is `unsolvable`), frozen results built only at the
 * boundary, and abort and time-limit support. Each solver owns its engine (one preallocated stack), so creating
 * one solver and reusing it is the fast path; instances share nothing.
 *
 * Under a `rules` option other than the classic rules, the same calls run the general engine
 * (`./rules-engine.ts`), created on the first such call; the classic rules take the band engine
 * exactly as before, after one check of the option.
 */
import { boardFromStorage, boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { checkInteger, checkOptions, type OptionKeys } from '../internal/args.js';
import { readLimits } from '../internal/deadline.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { readRulesOption, tablesOf as rulesTables } from '../rules/rules-option.js';
import { conflictingCells, conflictingCellsUnder } from '../rules/validator.js';
import { SolverEngine } from './engine.js';
import { RulesEngine } from './rules-engine.js';

/** The outcome of {@link SudokuSolver.solve}. */
export const SudokuSolveStatus: {
  /** A solution was found; it keeps every given. */
  readonly Solved: 'solved';
  /** The board obeys the rules but has no completion. */
  readonly Unsolvable: 'unsolvable';
  /** The givens break a rule: a digit repeated in a row, column, box or other region, or a neighbour rule. */
  readonly InvalidBoard: 'invalid-board';
} = /* @__PURE__ */ Object.freeze({
  Solved: 'solved',
  Unsolvable: 'unsolvable',
  InvalidBoard: 'invalid-board',
});

/** One of the values of {@link SudokuSolveStatus}. */
export type SudokuSolveStatus = (typeof SudokuSolveStatus)[keyof typeof SudokuSolveStatus];

/** How much search a call needed. */
export interface SudokuSolveStats {
  /**
   * Digits tried at branching cells (0 when propagation alone solved the board). Depends on the
   * search order, which may change between versions; the answers do not.
   */
  readonly guesses: number;
  /** Search states visited, the root included. */
  readonly nodes: number;
}

/** The result of {@link SudokuSolver.solve}, discriminated by `status`. Frozen. */
export type SudokuSolveResult =
  | {
      /** The board has a solution (the first one found, which is the only one of a proper puzzle). */
      readonly status: 'solved';
      /** The completed board; it keeps every given. */
      readonly solution: SudokuBoard;
      /** How much search the solve needed. */
      readonly stats: SudokuSolveStats;
    }
  | {
      /** The givens do not clash, yet no completion exists. */
      readonly status: 'unsolvable';
      /** How much search it took to prove that. */
      readonly stats: SudokuSolveStats;
    }
  | {
      /** Two givens clash in a row, column or box; nothing was searched. */
      readonly status: 'invalid-board';
      /** Every clashing cell (0–80, row-major), both ends of each clash, ascending. */
      readonly conflicts: readonly number[];
    };

/** Options of the solver's methods. */
export interface SudokuSolveOptions {
  /**
   * Aborts the call: it throws `signal.reason` (checked on entry and every 4,096 search nodes).
   * A synchronous call holds the thread, so only an abort from elsewhere (another thread, or
   * before the call) can stop it: for a time limit, use `timeout`.
   */
  readonly signal?: AbortSignal;
  /**
   * A time limit in milliseconds (a finite number ≥ 0), kept by the call itself: past it, the call
   * throws a `SudokuError` with code `TIMEOUT` (with `elapsed` and `timeout`). See docs/solver.md.
   */
  readonly timeout?: number;
  /** The rules to solve under (a `SudokuRules`). Default: the classic rules. */
  readonly rules?: SudokuRules;
}

const SOLVE_KEYS: OptionKeys<SudokuSolveOptions> = { signal: true, timeout: true, rules: true };

/** The checked rules and limits of a call's options. */
function readOptions(options: unknown): { rules: SudokuRules | undefined; signal: AbortSignal | undefined } {
  const bag = checkOptions(options, SOLVE_KEYS);
  const rules = readRulesOption(bag.rules);
  return { rules, signal: readLimits(bag) };
}

/** The largest `limit` of {@link SudokuSolver.countSolutions}: any positive safe integer. */
export const MAX_COUNT_LIMIT = 9_007_199_254_740_991; // Number.MAX_SAFE_INTEGER, as a literal so bundles drop it

/**
 * A fast, deterministic Sudoku solver and solution counter. Reuse one instance for speed.
 *
 * @example
 * ```ts
 * import { SudokuBoard, SudokuSolver } from 'open-sudoku-engine';
 *
 * const solver = new SudokuSolver();
 * const puzzle = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * const result = solver.solve(puzzle);
 * if (result.status === 'solved') {
 *   result.solution.toString().slice(0, 9); // → '534678912'
 * }
 * solver.countSolutions(puzzle); // → 1
 * solver.countSolutions(SudokuBoard.empty(), 5); // → 5 (counting stops at the limit)
 * solver.solve(puzzle.with(0, 2, 5)).status; // → 'invalid-board'
 * ```
 */
export class SudokuSolver {
  readonly #engine: SolverEngine = new SolverEngine();
  #rulesEngine: RulesEngine | undefined;

  /** A solver with its own preallocated search state. */
  constructor() {
    Object.freeze(this);
  }

  // The instance engine, or a fresh one for a call made from inside a running search.
  #use(): SolverEngine {
    return this.#engine.busy ? new SolverEngine() : this.#engine;
  }

  // The same for the general engine, created on the first call under variant rules.
  #useRules(): RulesEngine {
    const engine = (this.#rulesEngine ??= new RulesEngine());
    return engine.busy ? new RulesEngine() : engine;
  }

  /**
   * Solves `board`: `solved` with the first solution found (deterministic), `unsolvable`, or
   * `invalid-board` with every cell of every clash. The board is never changed.
   */
  solve(board: SudokuBoard, options?: SudokuSolveOptions): SudokuSolveResult {
    const values = boardStorage(checkBoard(board));
    const { rules, signal } = readOptions(options);
    if (rules !== undefined) return this.#solveUnder(values, rules, signal);
    const engine = this.#use();
    const out = new Uint8Array(81);
    const solved = engine.solve(values, out, signal);
    // The engine notices duplicate givens while it sets up, before any search.
    if (engine.invalid) {
      return Object.freeze({
        status: SudokuSolveStatus.InvalidBoard,
        conflicts: Object.freeze(conflictingCells(values)),
      });
    }
    const stats: SudokuSolveStats = Object.freeze({ guesses: engine.guesses, nodes: engine.nodes });
    return solved
      ? Object.freeze({ status: SudokuSolveStatus.Solved, solution: boardFromStorage(out), stats })
      : Object.freeze({ status: SudokuSolveStatus.Unsolvable, stats });
  }

  #solveUnder(values: Uint8Array, rules: SudokuRules, signal: AbortSignal | undefined): SudokuSolveResult {
    // Clashing givens are found before any search, as the band engine finds them while it sets up.
    const conflicts = conflictingCellsUnder(values, rules);
    if (conflicts.length > 0) {
      return Object.freeze({ status: SudokuSolveStatus.InvalidBoard, conflicts: Object.freeze(conflicts) });
    }
    const engine = this.#useRules();
    const out = new Uint8Array(81);
    const solved = engine.solve(values, rulesTables(rules), out, signal);
    const stats: SudokuSolveStats = Object.freeze({ guesses: engine.guesses, nodes: engine.nodes });
    return solved
      ? Object.freeze({ status: SudokuSolveStatus.Solved, solution: boardFromStorage(out), stats })
      : Object.freeze({ status: SudokuSolveStatus.Unsolvable, stats });
  }

  /**
   * The number of solutions of `board`, capped at `limit` (default 2: 0 none, 1 unique, 2 several);
   * 0 for an invalid board (under `rules`: givens that break them). Stops as soon as `limit` solutions are found. `limit` must be a positive
   * safe integer (else a `RangeError`).
   */
  countSolutions(board: SudokuBoard, limit: number = 2, options?: SudokuSolveOptions): number {
    const values = boardStorage(checkBoard(board));
    checkInteger(limit, 'limit', 1, MAX_COUNT_LIMIT);
    const { rules, signal } = readOptions(options);
    if (rules === undefined) return this.#use().count(values, limit, signal);
    return this.#useRules().count(values, rulesTables(rules), limit, signal);
  }

  /** True when `board` has exactly one solution (false for an invalid or unsolvable board). */
  hasUniqueSolution(board: SudokuBoard, options?: SudokuSolveOptions): boolean {
    return this.countSolutions(board, 2, options) === 1;
  }
}
