/**
 * Every step at a position: `SudokuLogicSolver.allSteps`. Where the hint takes the first finding
 * of the first technique that has one, this collects every finding of every technique of the hint
 * order, each explained as the hint explains it (`prose.ts` `explainFinding`), grouped by
 * technique in the hint order.
 *
 * The engine's finders stream their findings to a sink (`engine/finding.ts`); a sink that returns
 * false keeps the stream going, so each finder runs once over the position and its findings are
 * sorted into the groups by their technique. A finder that serves several techniques (the
 * singles, pointing and claiming, unique rectangles and loops, the cycles and forcing X-/XY-chains)
 * also runs once. The same conclusion found twice by one technique (the same removals and
 * placement, e.g. a naked single seen from its cell and again from a unit) is kept once, the first
 * time. Only the hint order's techniques are searched: the rating's own variants of them (direct
 * pointing and claiming, direct hidden pair and triple) conclude what a hint technique concludes.
 *
 * The search is bounded: a total `limit` and a `perTechnique` limit, and a `timeout`. Reaching any
 * of them ends the search with what was found, marked incomplete (`complete: false`); an aborted
 * `signal` throws its reason, as in every call of the library.
 */
import { checkOptions, checkSignal, describe, type OptionKeys } from '../internal/args.js';
import { checkTimeout, Deadline, type Polled } from '../internal/deadline.js';
import { SudokuError } from '../errors.js';
import type { SudokuRules } from '../rules/rule-set.js';
import type { SudokuCandidates } from './candidates.js';
import type { HintedId } from './catalogue.js';
import type { Finder, Finding } from './engine/finding.js';
import type { LogicGrid } from './grid.js';
import { explainFinding } from './prose.js';
import { HINT_FINDERS } from './registry.js';
import type { SudokuStep } from './step.js';
import type { SudokuTechniqueId, Technique } from './technique.js';

/** Options of {@link SudokuLogicSolver.allSteps}. */
export interface SudokuAllStepsOptions {
  /** The player's pencil marks; default: every legal digit. Removed marks are respected. */
  readonly candidates?: SudokuCandidates;
  /** The rules the board is played under (a `SudokuRules`), as for `nextStep`. */
  readonly rules?: SudokuRules;
  /**
   * At most this many steps in all (a whole number ≥ 1; default: no limit). Reached, the search
   * stops and the result is incomplete.
   */
  readonly limit?: number;
  /**
   * At most this many steps of each technique (a whole number ≥ 1; default: no limit). A
   * technique that had more is left with its first ones and the result is incomplete; the other
   * techniques are still searched.
   */
  readonly perTechnique?: number;
  /**
   * A time limit in milliseconds (a finite number ≥ 0). Past it the search stops and returns what
   * it found, incomplete (unlike `nextStep`, which throws: here the steps found so far are an
   * answer).
   */
  readonly timeout?: number;
  /** Aborts the search: the signal's reason is thrown (nothing is returned). */
  readonly signal?: AbortSignal;
  /**
   * Also search the nested forcing chains (`nested-forcing-chain`, `nested-multiple-forcing-chain`,
   * `nested-dynamic-forcing-chain`) when other techniques have steps; default false. Each of their
   * searches tries every candidate with a whole chain search under it: at an early position they
   * find hundreds of steps in minutes (measured: 10 fresh 17-clue puzzles, 230–310 nested steps in
   * 20 s, not done), where every other technique together takes 20–240 ms. By default they run only
   * when nothing else has a step, as the hint engine runs them, so the answer always holds the
   * hint; skipped, the answer is incomplete with `stoppedBy: 'nested'`.
   */
  readonly nested?: boolean;
}

/** @internal The option keys of {@link SudokuAllStepsOptions}. */
export const ALL_STEPS_KEYS: OptionKeys<SudokuAllStepsOptions> = {
  candidates: true,
  rules: true,
  limit: true,
  nested: true,
  perTechnique: true,
  timeout: true,
  signal: true,
};

/** The steps of one technique at a position. */
export interface SudokuStepGroup {
  /** The technique's id. */
  readonly technique: SudokuTechniqueId;
  /** Its human name. */
  readonly name: string;
  /** Its steps, in the order its finder meets them (the first is the one a hint would give). */
  readonly steps: readonly SudokuStep[];
}

/**
 * How {@link SudokuLogicSolver.allSteps} found the position: `steps` (at least one step found),
 * `stuck` (none found: no technique applies, or, when incomplete, none found in time), `solved`
 * (no empty cell), `invalid-board` and `contradiction` (as `nextStep` reports them, in `problem`).
 */
export type SudokuAllStepsStatus = 'steps' | 'stuck' | 'solved' | 'invalid-board' | 'contradiction';

/** What {@link SudokuLogicSolver.allSteps} returns. Frozen. */
export interface SudokuAllSteps {
  /** See {@link SudokuAllStepsStatus}. */
  readonly status: SudokuAllStepsStatus;
  /** The techniques that have steps, in the hint order (`SUDOKU_HINT_ORDER`); none empty. */
  readonly groups: readonly SudokuStepGroup[];
  /** The number of steps in all the groups. */
  readonly count: number;
  /**
   * True when every technique was searched to its end; false when a limit or the timeout cut
   * the search short (the groups then hold the steps found until then).
   */
  readonly complete: boolean;
  /**
   * Why the search was cut short: `'limit'`, `'per-technique'`, `'timeout'`, or `'nested'` (the
   * nested forcing chains were left out, see {@link SudokuAllStepsOptions.nested}); null when
   * complete.
   */
  readonly stoppedBy: 'limit' | 'per-technique' | 'timeout' | 'nested' | null;
  /**
   * For `invalid-board` and `contradiction`: the step-shaped report `nextStep` returns, naming
   * the cells; else null.
   */
  readonly problem: SudokuStep | null;
}

/** @internal The checked bounds of a call. */
export interface AllStepsLimits {
  readonly limit: number;
  readonly perTechnique: number;
  /** The `nested` option. */
  readonly nested: boolean;
  readonly signal: AbortSignal | undefined;
  /** What the finders poll: the signal, and the clock when a timeout was given. */
  readonly polled: Polled | undefined;
}

function checkCount(value: unknown, name: string): number {
  if (value === undefined) return Infinity;
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a whole number ≥ 1, received ${describe(value)}`);
  }
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number ≥ 1, received ${describe(value)}`);
  }
  return value;
}

/**
 * @internal Checks the options' keys and bounds, and starts the clock. An already aborted signal
 * throws its reason at once; a timeout of 0 gives an empty, incomplete answer.
 */
export function readAllStepsLimits(options: unknown): AllStepsLimits {
  const read = checkOptions(options, ALL_STEPS_KEYS);
  const limit = checkCount(read.limit, 'options.limit');
  const perTechnique = checkCount(read.perTechnique, 'options.perTechnique');
  if (read.nested !== undefined && typeof read.nested !== 'boolean') {
    throw new TypeError(`options.nested must be a boolean, received ${describe(read.nested)}`);
  }
  const nested = read.nested === true;
  const signal = checkSignal(read.signal);
  const timeout = checkTimeout(read.timeout);
  if (signal?.aborted === true) throw signal.reason;
  const polled = timeout === undefined ? signal : new Deadline(signal, timeout);
  return { limit, perTechnique, nested, signal, polled };
}

/** True when `error` is the timeout of `limits` (not the signal's reason). */
function isTimeout(error: unknown, limits: AllStepsLimits): boolean {
  return (
    limits.polled instanceof Deadline &&
    error === limits.polled.reason &&
    error instanceof SudokuError &&
    error.code === 'TIMEOUT' &&
    !(limits.signal?.aborted === true && limits.signal.reason === error)
  );
}

/** @internal The solver's checked position: its grid, the techniques to try, or its problem. */
export interface PreparedPosition {
  readonly grid: LogicGrid;
  readonly techniques: readonly Technique[];
  readonly problem: SudokuStep | null;
}

/** The nested forcing chains, searched only on request or when nothing else has a step. */
const NESTED: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'nested-forcing-chain',
  'nested-multiple-forcing-chain',
  'nested-dynamic-forcing-chain',
]);

const NO_GROUPS: readonly SudokuStepGroup[] = /* @__PURE__ */ Object.freeze([]);

/**
 * @internal Every step at the position `prepare` reads (run with the poll of `limits`, under the
 * geometry the caller has set): the techniques of the prepared position, each of its ids kept
 * when `wanted` is null or holds it (a solver built with `techniques`).
 */
export function allStepsAt(
  limits: AllStepsLimits,
  wanted: ReadonlySet<string> | null,
  prepare: (deadline: Polled | undefined) => PreparedPosition,
): SudokuAllSteps {
  let prepared: PreparedPosition;
  try {
    prepared = prepare(limits.polled);
  } catch (error) {
    if (isTimeout(error, limits)) return answer('stuck', NO_GROUPS, 'timeout', null);
    throw error;
  }
  const { grid, techniques, problem } = prepared;
  if (problem !== null) return answer(problem.technique as SudokuAllStepsStatus, NO_GROUPS, null, problem);
  if (grid.emptyCount() === 0) return answer('solved', NO_GROUPS, null, null);

  // The ids to report, in the hint order, and each distinct finder once, in the order of its
  // first id.
  const ids: SudokuTechniqueId[] = [];
  for (const technique of techniques) {
    for (const id of technique.reports ?? [technique.id]) {
      if (wanted === null || wanted.has(id)) ids.push(id);
    }
  }
  const scans: { readonly find: Finder; readonly ids: Set<string> }[] = [];
  for (const id of ids) {
    const find = HINT_FINDERS[id as HintedId].find;
    const scan = scans.find((s) => s.find === find);
    if (scan === undefined) scans.push({ find, ids: new Set([id]) });
    else scan.ids.add(id);
  }

  const found = new Map<string, SudokuStep[]>(ids.map((id) => [id, []]));
  const seen = new Set<string>();
  let count = 0;
  let stoppedBy: SudokuAllSteps['stoppedBy'] = null;
  try {
    for (const scan of scans) {
      if (limits.polled?.aborted === true) throw limits.polled.reason;
      if (!limits.nested && count > 0 && [...scan.ids].every((id) => NESTED.has(id))) {
        stoppedBy = 'nested';
        break;
      }
      let full = 0;
      scan.find(
        grid,
        (f) => {
          if (!scan.ids.has(f.technique)) return false;
          const steps = found.get(f.technique)!;
          if (steps.length >= limits.perTechnique) return false;
          const key = findingKey(f);
          if (seen.has(key)) return false;
          seen.add(key);
          steps.push(explainFinding(f, grid));
          count++;
          if (count >= limits.limit) return true;
          if (steps.length >= limits.perTechnique) full++;
          // Every technique of this finder is full: the rest of its stream cannot be kept.
          return full === scan.ids.size;
        },
        limits.polled,
      );
      if (count >= limits.limit) break;
    }
  } catch (error) {
    if (!isTimeout(error, limits)) throw error;
    stoppedBy = 'timeout';
  }
  if (stoppedBy === null && count >= limits.limit) stoppedBy = 'limit';
  if (stoppedBy === null && [...found.values()].some((steps) => steps.length >= limits.perTechnique)) {
    // A technique reached its limit: whether it had more is not known, so the answer is marked
    // incomplete (as a total limit reached exactly is).
    stoppedBy = 'per-technique';
  }
  const groups: SudokuStepGroup[] = [];
  for (const id of ids) {
    const steps = found.get(id)!;
    if (steps.length === 0) continue;
    groups.push(Object.freeze({ technique: id, name: steps[0]!.name, steps: Object.freeze(steps) }));
  }
  return answer(count > 0 ? 'steps' : 'stuck', Object.freeze(groups), stoppedBy, null);
}

/** A finding's conclusion as a key: technique, placement and removals (sorted). */
function findingKey(f: Finding): string {
  const removals = [...f.removals].sort((a, b) => a - b).join(',');
  return `${f.technique}|${f.cell >= 0 ? `${f.cell}=${f.digit}` : ''}|${removals}`;
}

function answer(
  status: SudokuAllStepsStatus,
  groups: readonly SudokuStepGroup[],
  stoppedBy: SudokuAllSteps['stoppedBy'],
  problem: SudokuStep | null,
): SudokuAllSteps {
  let count = 0;
  for (const group of groups) count += group.steps.length;
  return Object.freeze({ status, groups, count, complete: stoppedBy === null, stoppedBy, problem });
}
