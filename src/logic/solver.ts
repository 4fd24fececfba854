/**
 * `SudokuLogicSolver`: hints and step-by-step solutions by human techniques.
 *
 * Every call first checks the position with a brute-force oracle (`oracle.ts`): a board that
 * breaks the rules or has no solution is an `invalid-board`; candidates that lost a digit every
 * solution needs are a `contradiction` naming the cell. Only then are the techniques of
 * `registry.ts` tried, cheapest first; the uniqueness techniques only when the puzzle has exactly
 * one solution, which they assume, and the nested forcing chains only then too (the catalogue's
 * `unique` column, `catalogue.ts`). Each step is applied to a mutable working grid; the public values (steps, board,
 * candidates) are built once, at the end.
 */
import { boardFromStorage, type SudokuBoard } from '../board/board.js';
import { CELL_COUNT, SIZE, UNIT_CELLS, UNIT_COUNT, cellName } from '../board/geometry.js';
import {
  checkOptions,
  describe,
  type OptionKeys,
  isArrayValue,
  readProperty,
  throwIfAborted,
} from '../internal/args.js';
import { limitsFromOptions, type Polled } from '../internal/deadline.js';
import {
  candidatesFromStorage,
  candidatesStorage,
  checkCandidates,
  type SudokuCandidates,
} from './candidates.js';
import { LogicGrid } from './grid.js';
import { positionValues, readPosition } from './position.js';
import {
  rateBoard,
  type SudokuRateOptions,
  type SudokuRating,
  type SudokuRatingWithSteps,
} from '../rating/rate.js';
import { solveGrid } from './oracle.js';
import { applyFinding } from './engine/finding.js';
import { explainFinding } from './prose.js';
import { hintLists, techniquesAt, type HintLists } from './hint-lists.js';
import { TECHNIQUES, findFinding } from './registry.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { readRulesOption } from '../rules/rules-option.js';
import { activeGeometry, useGeometry, type EngineGeometry } from './engine/geometry.js';
import { engineGeometry } from '../rating/rate.js';
import { countSolutionsUnder, solveUnder } from '../solver/rules-engine.js';
import { makeStep, type SudokuStep } from './step.js';
import {
  ALL_STEPS_KEYS,
  allStepsAt,
  readAllStepsLimits,
  type SudokuAllSteps,
  type SudokuAllStepsOptions,
} from './all-steps.js';
import {
  RETIRED_TECHNIQUE_IDS,
  SudokuTechniqueId,
  cellsText,
  unitName,
  type Technique,
} from './technique.js';

/** How {@link SudokuLogicSolver.solve} ended. */
export type SudokuLogicStatus = 'solved' | 'stuck' | 'invalid-board' | 'contradiction';

/** Options of {@link SudokuLogicSolver.nextStep}. */
export interface SudokuNextStepOptions {
  /** The player's pencil marks; default: every legal digit. Removed marks are respected. */
  readonly candidates?: SudokuCandidates;
  /**
   * Aborts a long search; the signal's reason is thrown. Polled between techniques and inside the
   * chaining searches (a nested forcing chain takes seconds on the hardest puzzles). The search is
   * synchronous, so only an abort from elsewhere (another thread, or before the call) can stop
   * it: for a time limit, use `timeout`.
   */
  readonly signal?: AbortSignal;
  /**
   * A time limit in milliseconds (a finite number ≥ 0), polled where `signal` is: past it, the
   * call throws a `SudokuError` with code `TIMEOUT`.
   */
  readonly timeout?: number;
  /**
   * The rules the board is played under (a `SudokuRules`). Default: the classic rules. Under
   * other rules the hints use the techniques that know every rule set (the singles, the
   * intersections, the sets, the fish, the wings, the uniqueness techniques and every chain);
   * the single-digit patterns, finned fish, W-Wing and colouring keep to the classic rules.
   */
  readonly rules?: SudokuRules;
}

const NEXT_STEP_KEYS: OptionKeys<SudokuNextStepOptions> = {
  candidates: true,
  rules: true,
  signal: true,
  timeout: true,
};

/**
 * Techniques whose finders read the classic geometry only (single-digit patterns, finned fish,
 * W-Wing, colouring: their rooms say so): left out of the hints under any other rules.
 */
/** Runs `body` with `geo` as the engine's geometry (the engine is synchronous). */
function withGeometry<T>(geo: EngineGeometry, body: () => T): T {
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    return body();
  } finally {
    useGeometry(previous);
  }
}

/**
 * Options of {@link SudokuLogicSolver.solve}: those of `nextStep`, with `signal` and `timeout`
 * covering the whole solve.
 */
export type SudokuLogicSolveOptions = SudokuNextStepOptions;

const SOLVE_KEYS: OptionKeys<SudokuLogicSolveOptions> = NEXT_STEP_KEYS;

/** What {@link SudokuLogicSolver.solve} returns. */
export interface SudokuLogicResult {
  /** `solved`, `stuck` (no known technique applies), `invalid-board` or `contradiction`. */
  readonly status: SudokuLogicStatus;
  /** The steps applied, in order. */
  readonly steps: readonly SudokuStep[];
  /** The board after the steps. */
  readonly board: SudokuBoard;
  /** The candidates after the steps. */
  readonly candidates: SudokuCandidates;
  /** For `invalid-board` and `contradiction`: a step-shaped report naming the cells; else null. */
  readonly problem: SudokuStep | null;
}

/** Options of the {@link SudokuLogicSolver} constructor. */
export interface SudokuLogicSolverOptions {
  /** Only these techniques (default: all). Useful to hint within a player's level. */
  readonly techniques?: readonly SudokuTechniqueId[];
}

const SOLVER_KEYS: OptionKeys<SudokuLogicSolverOptions> = { techniques: true };

interface Prepared {
  readonly grid: LogicGrid;
  readonly techniques: readonly Technique[];
  readonly problem: SudokuStep | null;
}

const KNOWN_IDS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ Object.values(SudokuTechniqueId),
);

/** Solves and hints with human techniques; every step explained and sound. */
export class SudokuLogicSolver {
  /** The techniques chosen, split for the kinds of position (`hint-lists.ts`). */
  readonly #lists: HintLists;
  /** The ids of `options.techniques`, or null for every technique. */
  readonly #wanted: ReadonlySet<string> | null;

  /** A solver using every technique, or only `options.techniques`. */
  constructor(options?: SudokuLogicSolverOptions) {
    const { techniques } = checkOptions(options, SOLVER_KEYS);
    let chosen = TECHNIQUES;
    let chosenIds: ReadonlySet<string> | null = null;
    if (techniques !== undefined) {
      if (!isArrayValue(techniques, 'options.techniques')) {
        throw new TypeError(
          `options.techniques must be an array of technique ids, received ${describe(techniques)}`,
        );
      }
      // Copied by index through safe reads: a Proxy or a getter cannot leak a foreign error.
      const length = readProperty(techniques, 'length', 'options.techniques');
      if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
        throw new TypeError(`options.techniques must be an array of technique ids`);
      }
      const wanted = new Set<string>();
      for (let i = 0; i < length; i++) {
        const id = readProperty(techniques, i, `options.techniques[${i}]`);
        if (typeof id === 'string' && Object.hasOwn(RETIRED_TECHNIQUE_IDS, id)) {
          const now = RETIRED_TECHNIQUE_IDS[id]!.map((n) => `'${n}'`).join(' and ');
          throw new RangeError(
            `technique id '${id}' in options.techniques[${i}] was retired in 0.2.0: the engine's ${now} find it now`,
          );
        }
        if (typeof id !== 'string' || !KNOWN_IDS.has(id)) {
          throw new RangeError(`unknown technique id ${describe(id)} in options.techniques[${i}]`);
        }
        wanted.add(id);
      }
      const picked: Technique[] = [];
      chosen = picked;
      chosenIds = wanted;
      for (const technique of TECHNIQUES) {
        const reports = technique.reports ?? [technique.id];
        const hits = reports.filter((id) => wanted.has(id)).length;
        if (hits === 0) continue;
        picked.push(
          hits === reports.length || technique.restrict === undefined
            ? technique
            : { ...technique, find: technique.restrict(wanted) },
        );
      }
    }
    this.#lists = hintLists(chosen);
    this.#wanted = chosenIds;
    Object.freeze(this);
  }

  /**
   * The next logical step (the hint), or null when the board is full or no technique applies.
   * A board that breaks the rules or has no solution yields an `invalid-board` step, and
   * candidates that lost a needed digit a `contradiction` step; both name the cells and change
   * nothing. On the hardest puzzles the step may be a nested forcing chain, seconds of search:
   * `timeout` and `signal` stop it (a `SudokuError` with code `TIMEOUT`, or the signal's reason).
   *
   * The position may also be a pencil-mark grid (`SudokuCandidates`, e.g. parsed from the
   * 729-character line), read as Sudoku Explainer reads that line: a cell whose one candidate no
   * peer holds is solved, every other cell keeps exactly its marks. Marks that leave no solution
   * yield a `contradiction` step; several solutions leave out the uniqueness techniques, as for a
   * board. `options.candidates` is then left out.
   */
  nextStep(board: SudokuBoard | SudokuCandidates, options?: SudokuNextStepOptions): SudokuStep | null {
    const deadline = limitsFromOptions(options, NEXT_STEP_KEYS);
    const rules = readRulesOption(options?.rules);
    const geo = engineGeometry(rules);
    return withGeometry(geo, () => {
      const prepared = this.#prepare(board, options, NEXT_STEP_KEYS, geo, rules, deadline);
      if (prepared.problem !== null) return prepared.problem;
      const found = findFinding(prepared.grid, prepared.techniques, deadline);
      return found === null ? null : explainFinding(found, prepared.grid);
    });
  }

  /**
   * Every step each technique of the hint order can take at this position, not only the first:
   * grouped by technique in the hint order (`SUDOKU_HINT_ORDER`), each step explained as
   * `nextStep` explains it. The position is read as by `nextStep` (a board, with or without
   * `options.candidates`, or a pencil-mark grid), and its problems are reported the same way
   * (`status` `invalid-board` or `contradiction`, the step in `problem`); the uniqueness
   * techniques only when the position has one solution. `limit`, `perTechnique` and `timeout`
   * bound the search (chains are many): reached, it returns the steps found, `complete: false`.
   * See docs/teaching.md.
   */
  allSteps(board: SudokuBoard | SudokuCandidates, options?: SudokuAllStepsOptions): SudokuAllSteps {
    const limits = readAllStepsLimits(options);
    const rules = readRulesOption(options?.rules);
    const geo = engineGeometry(rules);
    return withGeometry(geo, () =>
      allStepsAt(limits, this.#wanted, (deadline) =>
        this.#prepare(board, options, ALL_STEPS_KEYS, geo, rules, deadline),
      ),
    );
  }

  /** Applies steps until the board is solved or no technique applies. */
  solve(board: SudokuBoard | SudokuCandidates, options?: SudokuLogicSolveOptions): SudokuLogicResult {
    const deadline = limitsFromOptions(options, SOLVE_KEYS);
    const rules = readRulesOption(options?.rules);
    const geo = engineGeometry(rules);
    return withGeometry(geo, () => this.#solve(board, options, deadline, geo, rules));
  }

  #solve(
    board: SudokuBoard | SudokuCandidates,
    options: SudokuLogicSolveOptions | undefined,
    deadline: Polled | undefined,
    geo: EngineGeometry,
    rules: SudokuRules | undefined,
  ): SudokuLogicResult {
    const prepared = this.#prepare(board, options, SOLVE_KEYS, geo, rules, deadline);
    const { grid, techniques } = prepared;
    if (prepared.problem !== null) {
      const { problem } = prepared;
      return result(problem.technique as SudokuLogicStatus, [], grid, problem);
    }
    const steps: SudokuStep[] = [];
    for (;;) {
      throwIfAborted(deadline);
      const found = findFinding(grid, techniques, deadline);
      if (found === null) break;
      steps.push(explainFinding(found, grid));
      applyFinding(grid, found);
    }
    return result(grid.emptyCount() === 0 ? 'solved' : 'stuck', steps, grid, null);
  }

  /**
   * The puzzle's difficulty on the Sudoku Explainer 1.2.1 scale (ER, EP, ED, band, techniques);
   * see `rateBoard` and docs/rating.md. The rating runs the same engine's finders in SE's own
   * order, not the hint order; with `{ steps: true }` it returns that path, explained.
   */
  rate(
    board: SudokuBoard | SudokuCandidates,
    options: SudokuRateOptions & { readonly steps: true },
  ): SudokuRatingWithSteps;
  /** The puzzle's difficulty on the Sudoku Explainer 1.2.1 scale; see the overload above. */
  rate(board: SudokuBoard | SudokuCandidates, options?: SudokuRateOptions): SudokuRating;
  rate(board: SudokuBoard | SudokuCandidates, options?: SudokuRateOptions): SudokuRating {
    return rateBoard(board, options);
  }

  #prepare(
    board: SudokuBoard | SudokuCandidates,
    options: SudokuNextStepOptions | SudokuAllStepsOptions | undefined,
    keys: Readonly<Record<string, true>>,
    geo: EngineGeometry,
    rules: SudokuRules | undefined,
    deadline: Polled | undefined,
  ): Prepared {
    const position = readPosition(board, 'board');
    const given = checkOptions(options, keys).candidates;
    if (position.marks !== undefined && given !== undefined) {
      throw new TypeError(
        'options.candidates must be left out when the position is a pencil-mark grid (SudokuCandidates): the grid holds the marks',
      );
    }
    const values = positionValues(position, geo);
    // Candidates from another copy of the library are read into candidates of this one.
    const candidates = given === undefined ? undefined : checkCandidates(given, 'options.candidates');
    const clash = geo.classic ? findClash(values) : findClashUnder(values, geo);
    const plain = LogicGrid.fromValues(values, undefined, geo);
    if (clash !== null) return { grid: plain, techniques: [], problem: clash };
    if (position.marks !== undefined) {
      // A pencil-mark grid: its solutions are those that keep to its marks.
      const grid = LogicGrid.fromValues(values, position.marks, geo);
      const count = solveGrid(grid, 2).count;
      if (count === 0) return { grid, techniques: [], problem: marksContradiction(grid) };
      return { grid, techniques: this.#techniquesFor(count === 1, geo), problem: null };
    }
    // Under other rules the solver's general engine answers (it honours the rules, not pencil
    // marks: those are checked below, on the grid).
    const oracle = rules === undefined ? solveGrid(plain, 2) : oracleUnder(values, rules, deadline);
    if (oracle.count === 0) {
      return {
        grid: plain,
        techniques: [],
        problem: makeStep('invalid-board', {
          explanation: 'The board has no solution: at least one of its digits is wrong.',
          small: 'Check the digits already placed.',
          big: 'No way to complete this board exists; undo recent moves.',
        }),
      };
    }
    const grid =
      candidates === undefined ? plain : LogicGrid.fromValues(values, candidatesStorage(candidates), geo);
    if (candidates !== undefined) {
      const problem = findLostDigit(grid, oracle.solution!, oracle.count === 1);
      if (problem !== null) return { grid, techniques: [], problem };
    }
    return { grid, techniques: this.#techniquesFor(oracle.count === 1, geo), problem: null };
  }

  /** The techniques to try under `geo`: the uniqueness ones only for a position with one solution. */
  #techniquesFor(unique: boolean, geo: EngineGeometry): readonly Technique[] {
    return techniquesAt(this.#lists, unique, geo);
  }
}

function result(
  status: SudokuLogicStatus,
  steps: readonly SudokuStep[],
  grid: LogicGrid,
  problem: SudokuStep | null,
): SudokuLogicResult {
  const masks = new Uint16Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const v = grid.values[cell]!;
    masks[cell] = v === 0 ? grid.masks[cell]! : 1 << (v - 1);
  }
  return Object.freeze({
    status,
    steps: Object.freeze(steps),
    board: boardFromStorage(grid.values.slice()),
    candidates: candidatesFromStorage(masks),
    problem,
  });
}

/** The first repeated digit of a unit, as an `invalid-board` step. */
function findClash(values: Uint8Array): SudokuStep | null {
  for (let unit = 0; unit < UNIT_COUNT; unit++) {
    for (let k = 0; k < SIZE; k++) {
      const cell = UNIT_CELLS[unit * SIZE + k]!;
      const v = values[cell]!;
      if (v === 0) continue;
      for (let j = k + 1; j < SIZE; j++) {
        const other = UNIT_CELLS[unit * SIZE + j]!;
        if (values[other] !== v) continue;
        return makeStep('invalid-board', {
          cells: [cell, other],
          units: [unit],
          explanation: `The board breaks the rules: ${v} appears twice in ${unitName(unit)}, in ${cellsText([cell, other])}.`,
          small: `Check ${unitName(unit)}.`,
          big: `${v} appears twice in ${unitName(unit)}.`,
        });
      }
    }
  }
  return null;
}

/** {@link solveGrid}'s answer for the givens alone, from the solver's engine for `rules`. */
function oracleUnder(
  values: Uint8Array,
  rules: SudokuRules,
  deadline: Polled | undefined,
): { count: number; solution: Uint8Array | null } {
  // The solver's engines still type what they poll as an `AbortSignal`; they read only `aborted`
  // and `reason`.
  const signal = deadline as AbortSignal | undefined;
  const solution = new Uint8Array(CELL_COUNT);
  if (!solveUnder(values, rules, solution, signal)) return { count: 0, solution: null };
  return { count: countSolutionsUnder(values, rules, 2, signal), solution };
}

/**
 * The first clash of the givens under another rule set, as an `invalid-board` step: a digit twice
 * in a region, twice a knight's or king's move apart, or next to a consecutive digit under
 * non-consecutive.
 */
function findClashUnder(values: Uint8Array, geo: EngineGeometry): SudokuStep | null {
  for (let unit = 0; unit < geo.unitCount; unit++) {
    for (let k = 0; k < SIZE; k++) {
      const cell = geo.unitCells[unit * SIZE + k]!;
      const v = values[cell]!;
      if (v === 0) continue;
      for (let j = k + 1; j < SIZE; j++) {
        const other = geo.unitCells[unit * SIZE + j]!;
        if (values[other] !== v) continue;
        const pair = [cell, other].sort((a, b) => a - b);
        return makeStep('invalid-board', {
          cells: pair,
          units: [unit],
          explanation: `The board breaks the rules: ${v} appears twice in ${unitName(unit)}, in ${cellsText(pair)}.`,
          small: `Check ${unitName(unit)}.`,
          big: `${v} appears twice in ${unitName(unit)}.`,
        });
      }
    }
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const v = values[cell]!;
    if (v === 0) continue;
    for (let k = geo.peerStart[cell]!; k < geo.peerStart[cell + 1]!; k++) {
      const other = geo.peers[k]!;
      if (other > cell && values[other] === v) {
        return makeStep('invalid-board', {
          cells: [cell, other],
          explanation: `The board breaks the rules: ${v} is in ${cellsText([cell, other])}, cells that may not hold the same digit.`,
          small: `Check ${cellsText([cell, other])}.`,
          big: `${v} appears twice in cells that see each other.`,
        });
      }
    }
    if (!geo.nonConsecutive) continue;
    for (let k = geo.orthoStart[cell]!; k < geo.orthoStart[cell + 1]!; k++) {
      const other = geo.ortho[k]!;
      const w = values[other]!;
      if (other > cell && w !== 0 && Math.abs(w - v) === 1) {
        return makeStep('invalid-board', {
          cells: [cell, other],
          explanation: `The board breaks the rules: ${cellsText([cell, other])} hold ${Math.min(v, w)} and ${Math.max(v, w)}, consecutive digits side by side.`,
          small: `Check ${cellsText([cell, other])}.`,
          big: `Neighbours may not hold consecutive digits.`,
        });
      }
    }
  }
  return null;
}

/**
 * Why a pencil-mark grid without solution has none, as a `contradiction` step: the first cell
 * without candidates or unit where a digit has no place (as {@link findLostDigit} words them),
 * else a step naming no cell.
 */
function marksContradiction(grid: LogicGrid): SudokuStep {
  if (grid.firstBroken() >= 0) return findLostDigit(grid, grid.values, false)!;
  return makeStep('contradiction', {
    explanation:
      'Contradiction: these pencil marks leave no solution; a mark the solution needs was removed.',
    small: 'Check the pencil marks.',
    big: 'No way to complete these pencil marks exists; restore the marks removed by mistake.',
  });
}

/**
 * Where the candidates lost a digit every solution needs, as a `contradiction` step; else null.
 * `solution` is the board's (first) solution, `unique` whether it is the only one.
 */
function findLostDigit(grid: LogicGrid, solution: Uint8Array, unique: boolean): SudokuStep | null {
  if (!unique && solveGrid(grid, 1).count > 0) return null;
  const broken = unique ? -1 : grid.firstBroken();
  if (broken >= CELL_COUNT) {
    const unit = ((broken - CELL_COUNT) / 9) | 0;
    const digit = ((broken - CELL_COUNT) % 9) + 1;
    return makeStep('contradiction', {
      units: [unit],
      explanation: `Contradiction: ${digit} has no place left in ${unitName(unit)}; a pencil mark was removed by mistake.`,
      small: `Check the pencil marks of ${unitName(unit)}.`,
      big: `Where can ${digit} go in ${unitName(unit)}? Restore its pencil marks.`,
    });
  }
  let cell = broken;
  for (let c = 0; c < CELL_COUNT && cell < 0; c++) {
    if (grid.values[c] === 0 && !grid.has(c, solution[c]!)) cell = c;
  }
  if (cell < 0) return null;
  return makeStep('contradiction', {
    cells: [cell],
    explanation:
      grid.masks[cell] === 0
        ? `Contradiction: ${cellName(cell)} has no candidate left; a pencil mark was removed by mistake.`
        : `Contradiction: the candidates of ${cellName(cell)} no longer include its digit; a pencil mark was removed by mistake.`,
    small: `Check the pencil marks of ${cellName(cell)}.`,
    big: `A candidate removed from ${cellName(cell)} is its solution; restore its pencil marks.`,
  });
}
