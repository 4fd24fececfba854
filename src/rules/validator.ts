/**
 * The rules layer: legality, candidates, conflicts and completeness.
 *
 * Every question reduces to a walk over the precomputed peers or units of `board/geometry`, on
 * the board's own storage, so the hot questions (`isLegal`, `getCandidateMask`) allocate nothing.
 *
 * Conflicts are reported honestly: a clash names *every* cell involved, not just the one typed
 * last, because two highlighted 5s explain a mistake and one does not. Conflicts are a pure
 * function of the board, so they can never drift out of step with it (undo needs nothing special).
 *
 * Every method takes an optional `rules` (a `SudokuRules`, classic when omitted). The classic
 * rules keep the walk over the fixed geometry below, unchanged; any other rule set goes through
 * `./constraints.ts` on the rule set's own tables (its regions, peers and neighbour rules).
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { legalMask } from '../board/candidate-masks.js';
import {
  CELL_COUNT,
  PEER_COUNT,
  PEERS,
  SIZE,
  UNIT_CELLS,
  UNIT_COUNT,
  type SudokuUnitKind,
} from '../board/geometry.js';
import { checkInteger, checkOptions, describe, type OptionKeys } from '../internal/args.js';
import { ALL } from '../internal/bits.js';
import {
  markRulesConflicts,
  rulesClash,
  rulesComplete,
  rulesConflicts,
  rulesLegalMask,
} from './constraints.js';
import type { SudokuRules } from './rule-set.js';
import { readRulesOption, tablesOf as rulesTables } from './rules-option.js';

import type { SudokuConflict } from './conflict.js';

export type { SudokuConflict, SudokuConflictUnit } from './conflict.js';

/** What {@link SudokuValidator.validate} found. */
export interface SudokuValidationResult {
  /** No conflict, and full when `requireComplete` was asked. */
  readonly isValid: boolean;
  /** Full and conflict-free: a solved grid. */
  readonly isComplete: boolean;
  /** Every clash, rows first, then columns, then boxes; by digit within a unit. */
  readonly conflicts: readonly SudokuConflict[];
  /** Every cell in at least one clash, ascending. */
  readonly conflictingCells: readonly number[];
}

/** Options of {@link SudokuValidator.validate}. */
export interface SudokuValidateOptions {
  /** When true, an incomplete board is not valid. Default false. */
  readonly requireComplete?: boolean;
  /** The rules to check against. Default: the classic rules. */
  readonly rules?: SudokuRules;
}

/** The options of the validator's other methods. */
export interface SudokuRulesOptions {
  /** The rules to check against. Default: the classic rules. */
  readonly rules?: SudokuRules;
}

const VALIDATE_KEYS: OptionKeys<SudokuValidateOptions> = { requireComplete: true, rules: true };
const RULES_KEYS: OptionKeys<SudokuRulesOptions> = { rules: true };

/** The rules of an optional options object: undefined for the classic rules (the fast path). */
function rulesOption(options: unknown): SudokuRules | undefined {
  if (options === undefined) return undefined;
  return readRulesOption(checkOptions(options, RULES_KEYS).rules);
}

const UNIT_KINDS: readonly SudokuUnitKind[] = ['row', 'column', 'box'];

function cellIndex(row: number, column: number): number {
  return checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
}

/** Marks in `out` (length 81) every cell in a clash; returns whether any was found. */
function markConflicts(values: Uint8Array, out: Uint8Array): boolean {
  let any = false;
  for (let index = 0; index < CELL_COUNT; index++) {
    const value = values[index]!;
    if (value === 0) continue;
    const base = index * PEER_COUNT;
    for (let k = 0; k < PEER_COUNT; k++) {
      if (values[PEERS[base + k]!] === value) {
        out[index] = 1;
        any = true;
        break;
      }
    }
  }
  return any;
}

function unitConflicts(values: Uint8Array): SudokuConflict[] {
  const conflicts: SudokuConflict[] = [];
  for (let unit = 0; unit < UNIT_COUNT; unit++) {
    let seen = 0;
    let repeated = 0;
    for (let k = 0; k < SIZE; k++) {
      const bit = 1 << values[UNIT_CELLS[unit * SIZE + k]!]!;
      if (bit === 1) continue;
      if ((seen & bit) !== 0) repeated |= bit;
      seen |= bit;
    }
    for (let value = 1; repeated !== 0 && value <= SIZE; value++) {
      if ((repeated & (1 << value)) === 0) continue;
      const cells: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        if (values[cell] === value) cells.push(cell);
      }
      conflicts.push(
        Object.freeze({
          unit: UNIT_KINDS[Math.floor(unit / SIZE)]!,
          unitIndex: unit % SIZE,
          value,
          cells: Object.freeze(cells),
        }),
      );
    }
  }
  return conflicts;
}

function listCells(flags: Uint8Array): number[] {
  const cells: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) if (flags[i] !== 0) cells.push(i);
  return cells;
}

/**
 * Rules questions about a board. Every method is a pure function of its arguments.
 *
 * @example
 * ```ts
 * import { SudokuBoard, SudokuValidator } from 'open-sudoku-engine';
 *
 * const puzzle = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * SudokuValidator.getCandidates(puzzle, 0, 2); // → [1, 2, 4]
 * SudokuValidator.isLegal(puzzle, 0, 2, 5); // → false
 *
 * // Every clash is reported in each unit where it occurs, with both cells.
 * const result = SudokuValidator.validate(puzzle.with(0, 2, 5));
 * result.isValid; // → false
 * result.conflictingCells; // → [0, 2]
 * result.conflicts.map((conflict) => conflict.unit); // → ['row', 'box']
 * ```
 */
export class SudokuValidator {
  /** Not constructible: every method is static. */
  private constructor() {
    /* static only */
  }

  /**
   * Structural validation: every conflict (both ends), and whether the board is complete.
   * With `requireComplete`, an incomplete board is reported as not valid. Under `rules`, every
   * region of the rules is checked, and the neighbour rules pair by pair (see {@link SudokuConflict}).
   */
  static validate(board: SudokuBoard, options?: SudokuValidateOptions): SudokuValidationResult {
    const values = boardStorage(checkBoard(board));
    const bag = checkOptions(options, VALIDATE_KEYS);
    const requireComplete = bag.requireComplete;
    if (requireComplete !== undefined && typeof requireComplete !== 'boolean') {
      throw new TypeError(`options.requireComplete must be a boolean, received ${describe(requireComplete)}`);
    }
    const rules = readRulesOption(bag.rules);
    const conflicts =
      rules === undefined ? unitConflicts(values) : rulesConflicts(values, rulesTables(rules));
    const flags = new Uint8Array(CELL_COUNT);
    for (const conflict of conflicts) for (const cell of conflict.cells) flags[cell] = 1;
    const full = board.filledCount === CELL_COUNT;
    const clean = conflicts.length === 0;
    return Object.freeze({
      isValid: clean && (requireComplete !== true || full),
      isComplete: clean && full,
      conflicts: Object.freeze(conflicts),
      conflictingCells: Object.freeze(listCells(flags)),
    });
  }

  /** True when `solution` is complete and conflict-free (under `rules`) and keeps every given of `puzzle`. */
  static isSolution(puzzle: SudokuBoard, solution: SudokuBoard, options?: SudokuRulesOptions): boolean {
    const givens = boardStorage(checkBoard(puzzle, 'puzzle'));
    const values = boardStorage(checkBoard(solution, 'solution'));
    const rules = rulesOption(options);
    for (let i = 0; i < CELL_COUNT; i++) {
      if (givens[i] !== 0 && givens[i] !== values[i]) return false;
    }
    return rules === undefined ? isCompleteValues(values) : rulesComplete(values, rulesTables(rules));
  }

  /**
   * The digits that could legally go at `row`, `column`, ascending; empty for an occupied cell.
   * Under non-consecutive, a digit next to an orthogonal neighbour's digit is not a candidate;
   * under killer rules, nor is a digit that no digit set of its cage (with the cage's placed
   * digits) holds.
   */
  static getCandidates(
    board: SudokuBoard,
    row: number,
    column: number,
    options?: SudokuRulesOptions,
  ): readonly number[] {
    const values = boardStorage(checkBoard(board));
    const index = cellIndex(row, column);
    const rules = rulesOption(options);
    const candidates: number[] = [];
    if (values[index] !== 0) return candidates;
    const free =
      (rules === undefined ? legalMask(values, index) : rulesLegalMask(values, rulesTables(rules), index)) <<
      1;
    for (let value = 1; value <= SIZE; value++) if ((free & (1 << value)) !== 0) candidates.push(value);
    return candidates;
  }

  /**
   * The candidates at `row`, `column` as a bit mask: bit v (1–9) set when v is legal, so
   * `mask & (1 << 5)` tests the digit 5. 0 for an occupied cell. Allocates nothing.
   */
  static getCandidateMask(
    board: SudokuBoard,
    row: number,
    column: number,
    options?: SudokuRulesOptions,
  ): number {
    const values = boardStorage(checkBoard(board));
    const index = cellIndex(row, column);
    const rules = rulesOption(options);
    if (values[index] !== 0) return 0;
    return (
      (rules === undefined ? legalMask(values, index) : rulesLegalMask(values, rulesTables(rules), index)) <<
      1
    );
  }

  /**
   * Would `value` be legal at `row`, `column`? Looks at the peers only (and, under killer rules,
   * whether it would fill its cage with the wrong total), not at what the cell holds now, so a
   * solver or a UI can ask before placing. 0 (clearing) is always legal.
   */
  static isLegal(
    board: SudokuBoard,
    row: number,
    column: number,
    value: number,
    options?: SudokuRulesOptions,
  ): boolean {
    const values = boardStorage(checkBoard(board));
    const index = cellIndex(row, column);
    checkInteger(value, 'value', 0, 9);
    const rules = rulesOption(options);
    if (value === 0) return true;
    if (rules !== undefined) return !rulesClash(values, rulesTables(rules), index, value);
    const base = index * PEER_COUNT;
    for (let k = 0; k < PEER_COUNT; k++) if (values[PEERS[base + k]!] === value) return false;
    return true;
  }

  /** Every cell that clashes with a peer (both ends of every clash), ascending. */
  static findConflicts(board: SudokuBoard, options?: SudokuRulesOptions): readonly number[] {
    const values = boardStorage(checkBoard(board));
    const rules = rulesOption(options);
    const flags = new Uint8Array(CELL_COUNT);
    const any =
      rules === undefined
        ? markConflicts(values, flags)
        : markRulesConflicts(values, rulesTables(rules), flags);
    return any ? listCells(flags) : [];
  }

  /** Full and conflict-free. The empty board and a board of 81 ones are both incomplete. */
  static isComplete(board: SudokuBoard, options?: SudokuRulesOptions): boolean {
    const values = boardStorage(checkBoard(board));
    const rules = rulesOption(options);
    return rules === undefined ? isCompleteValues(values) : rulesComplete(values, rulesTables(rules));
  }
}

// A module function rather than a call through the class, so that the class body never names
// itself (bundlers then rename it, and `SudokuValidator.name` would read `_SudokuValidator`).
function isCompleteValues(values: Uint8Array): boolean {
  for (let unit = 0; unit < UNIT_COUNT; unit++) {
    let seen = 0;
    for (let k = 0; k < SIZE; k++) seen |= 1 << values[UNIT_CELLS[unit * SIZE + k]!]!;
    // Digit v sets bit v; an empty cell sets bit 0, which a complete unit (bits 1–9) does not have.
    if (seen !== ALL << 1) return false;
  }
  return true;
}

/** Internal: the cells in a clash, ascending (both ends), as a fresh array. */
export function conflictingCells(values: Uint8Array): number[] {
  const flags = new Uint8Array(CELL_COUNT);
  return markConflicts(values, flags) ? listCells(flags) : [];
}

/** Internal: {@link conflictingCells} under any rules. */
export function conflictingCellsUnder(values: Uint8Array, rules: SudokuRules): number[] {
  if (rules.isClassic) return conflictingCells(values);
  const flags = new Uint8Array(CELL_COUNT);
  return markRulesConflicts(values, rulesTables(rules), flags) ? listCells(flags) : [];
}
