/**
 * `SudokuSolver`: the public face of the search engine (`./engine.ts`, where the representation
 * and the algorithm are described).
 *
 * The class adds what users need around the raw engine: argument checks, an honest status (a
 * board with duplicate givens is `invalid-board`, found before any search and naming both ends of
 * every clash; a clean board with no completion is `unsolvable`), frozen results built only at the
 * boundary, and abort and time-limit support. Each solver owns its engine (one preallocated stack), so creating
 * one solver and reusing it is the fast path; instances share nothing.
 */
import { boardFromStorage, boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { checkInteger, type OptionKeys } from '../internal/args.js';
import { limitsFromOptions } from '../internal/deadline.js';
import { conflictingCells } from '../rules/validator.js';
import { SolverEngine } from './engine.js';

/** The outcome of {@link SudokuSolver.solve}. */
export const SudokuSolveStatus: {
  /** A solution was found; it keeps every given. */
  readonly Solved: 'solved';
  /** The board obeys the rules but has no completion. */
  readonly Unsolvable: 'unsolvable';
  /** The board repeats a digit in a row, column or box. */
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
}

const SOLVE_KEYS: OptionKeys<SudokuSolveOptions> = { signal: true, timeout: true };

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

  /** A solver with its own preallocated search state. */
  constructor() {
    Object.freeze(this);
  }

  // The instance engine, or a fresh one for a call made from inside a running search.
  #use(): SolverEngine {
    return this.#engine.busy ? new SolverEngine() : this.#engine;
  }

  /**
   * Solves `board`: `solved` with the first solution found (deterministic), `unsolvable`, or
   * `invalid-board` with every cell of every clash. The board is never changed.
   */
  solve(board: SudokuBoard, options?: SudokuSolveOptions): SudokuSolveResult {
    const values = boardStorage(checkBoard(board));
    const signal = limitsFromOptions(options, SOLVE_KEYS);
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

  /**
   * The number of solutions of `board`, capped at `limit` (default 2: 0 none, 1 unique, 2 several);
   * 0 for an invalid board. Stops as soon as `limit` solutions are found. `limit` must be a positive
   * safe integer (else a `RangeError`).
   */
  countSolutions(board: SudokuBoard, limit: number = 2, options?: SudokuSolveOptions): number {
    const values = boardStorage(checkBoard(board));
    checkInteger(limit, 'limit', 1, MAX_COUNT_LIMIT);
    const signal = limitsFromOptions(options, SOLVE_KEYS);
    return this.#use().count(values, limit, signal);
  }

  /** True when `board` has exactly one solution (false for an invalid or unsolvable board). */
  hasUniqueSolution(board: SudokuBoard, options?: SudokuSolveOptions): boolean {
    return this.countSolutions(board, 2, options) === 1;
  }
}
