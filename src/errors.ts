/**
 * Typed errors.
 *
 * Everything the library refuses because of the *content* of its input (a board with the wrong
 * shape, a digit out of range, an unknown character in a puzzle text…) is a {@link SudokuError}
 * with a stable string `code` and, where it applies, the position of the problem. Misuse of an
 * argument (a row index of 12, a limit of -1, a string where a number belongs) is a plain
 * `RangeError` or `TypeError`, as in the platform's own APIs.
 */

// Frozen so that no caller can change a code for everyone else in the process; the call is marked
// pure so that bundlers drop the table when nothing uses it.
/** The stable codes a {@link SudokuError} can carry. New codes may be added in minor releases. */
export const SudokuErrorCode: {
  /** A grid or array has the wrong number of rows, or a row the wrong number of cells. */
  readonly InvalidShape: 'INVALID_SHAPE';
  /** A cell value is not an integer from 0 to 9. */
  readonly InvalidValue: 'INVALID_VALUE';
  /** A one-line puzzle text does not have 81 cells. */
  readonly InvalidLength: 'INVALID_LENGTH';
  /** A puzzle text contains a character that is neither a digit nor an empty-cell mark. */
  readonly InvalidCharacter: 'INVALID_CHARACTER';
  /** Candidates (pencil marks) that cannot belong to the board they are used with. */
  readonly InvalidCandidates: 'INVALID_CANDIDATES';
  /** Generation could not meet the requested rating within the attempt budget. */
  readonly RatingNotReached: 'RATING_NOT_REACHED';
  /** A puzzle that must have exactly one solution has none or several (`found`: 0 or 2). */
  readonly NotUnique: 'NOT_UNIQUE';
  /** A call ran past its `timeout` option; `elapsed` and `timeout` give the times in milliseconds. */
  readonly Timeout: 'TIMEOUT';
  /** A rules text is empty, has an empty part (`x++windoku`), or a rules JSON has the wrong shape. */
  readonly InvalidRules: 'INVALID_RULES';
  /** A part of a rules text is not a known rule (`value` holds it, `position` where it starts). */
  readonly UnknownRule: 'UNKNOWN_RULE';
  /** Two rules cannot be combined: two layouts, a part given twice, two regions on the same cells. */
  readonly RulesClash: 'RULES_CLASH';
  /**
   * A rating was asked for under rules Sudoku Explainer does not rate (killer cages): its scale
   * cannot be matched there; the hint engine (`SudokuLogicSolver.solve`) gives the steps instead.
   */
  readonly RulesNotRated: 'RULES_NOT_RATED';
  /** A jigsaw layout is not 81 ids 1–9 making nine connected regions of nine cells. */
  readonly InvalidJigsaw: 'INVALID_JIGSAW';
  /** A custom region is not nine distinct cells. */
  readonly InvalidRegion: 'INVALID_REGION';
  /** A clue symmetry does not map the rule set onto itself (`value`: the symmetry). */
  readonly SymmetryBreaksRules: 'SYMMETRY_BREAKS_RULES';
  /**
   * A killer cage is not 1–9 distinct, connected cells 0–80 with a sum its size can make, or a
   * cage text or list is malformed (`cage`: which cage, `cells`: its cells).
   */
  readonly InvalidCage: 'INVALID_CAGE';
  /** Two killer cages share a cell (`cage` and `cells`: the later cage, `index`: the cell, `value`: the other cage). */
  readonly CageOverlap: 'CAGE_OVERLAP';
  /**
   * Generation by technique: no technique asked for can appear in the requested band (each rates
   * above its top, or is not rated) or under the requested rules (`value`: the id or ids).
   */
  readonly TechniqueNotInBand: 'TECHNIQUE_NOT_IN_BAND';
  /** Practice mode: the hint engine's path of the given puzzle never uses the technique (`value`). */
  readonly TechniqueNotUsed: 'TECHNIQUE_NOT_USED';
  /**
   * Killer generation (`killer: true`) with an option it cannot honour (`value`: the option's
   * name): a clue target, a clue symmetry, a technique, or rules that have cages already.
   */
  readonly KillerOptionClash: 'KILLER_OPTION_CLASH';
} = /* @__PURE__ */ Object.freeze({
  InvalidShape: 'INVALID_SHAPE',
  InvalidValue: 'INVALID_VALUE',
  InvalidLength: 'INVALID_LENGTH',
  InvalidCharacter: 'INVALID_CHARACTER',
  InvalidCandidates: 'INVALID_CANDIDATES',
  RatingNotReached: 'RATING_NOT_REACHED',
  NotUnique: 'NOT_UNIQUE',
  Timeout: 'TIMEOUT',
  InvalidRules: 'INVALID_RULES',
  UnknownRule: 'UNKNOWN_RULE',
  RulesClash: 'RULES_CLASH',
  RulesNotRated: 'RULES_NOT_RATED',
  InvalidJigsaw: 'INVALID_JIGSAW',
  InvalidRegion: 'INVALID_REGION',
  SymmetryBreaksRules: 'SYMMETRY_BREAKS_RULES',
  InvalidCage: 'INVALID_CAGE',
  CageOverlap: 'CAGE_OVERLAP',
  TechniqueNotInBand: 'TECHNIQUE_NOT_IN_BAND',
  TechniqueNotUsed: 'TECHNIQUE_NOT_USED',
  KillerOptionClash: 'KILLER_OPTION_CLASH',
});

/** One of the values of {@link SudokuErrorCode}. */
export type SudokuErrorCode = (typeof SudokuErrorCode)[keyof typeof SudokuErrorCode];

/** Where in the input a {@link SudokuError} was found; every field is optional. */
export interface SudokuErrorDetails {
  /** Cell index, 0–80, row-major. */
  readonly index?: number;
  /** Row, 0-based. */
  readonly row?: number;
  /** Column, 0-based. */
  readonly column?: number;
  /** Line of a multi-line text, 1-based. */
  readonly line?: number;
  /** Character position in a text or line, 1-based. */
  readonly position?: number;
  /** The offending character. */
  readonly character?: string;
  /** The offending value, as given. */
  readonly value?: unknown;
  /** A length or count that was found instead of the expected one. */
  readonly found?: number;
  /** `TIMEOUT`: milliseconds from the start of the call to the moment it stopped. */
  readonly elapsed?: number;
  /** `TIMEOUT`: the call's `timeout` option, in milliseconds. */
  readonly timeout?: number;
  /** A killer cage: its number, 0-based, in the list or text it came from. */
  readonly cage?: number;
  /** A killer cage's cells (0–80), ascending. */
  readonly cells?: readonly number[];
}

import { describe, readProperty } from './internal/args.js';

// A registry symbol rather than `instanceof`, so the guard also recognises errors created by
// another copy of the library (a second bundle, an iframe, a worker's structured clone aside).
const BRAND = Symbol.for('open-sudoku-engine.SudokuError');

/**
 * An error about the content of an input, with a stable {@link SudokuErrorCode} and its position.
 *
 * @example
 * ```ts
 * import { SudokuBoard, isSudokuError } from 'open-sudoku-engine';
 *
 * try {
 *   SudokuBoard.parse('12x');
 * } catch (error) {
 *   if (!isSudokuError(error)) throw error;
 *   error.code; // → 'INVALID_CHARACTER'
 *   error.position; // → 3
 *   error.character; // → 'x'
 * }
 * ```
 */
export class SudokuError extends Error implements SudokuErrorDetails {
  /** Always `'SudokuError'`, so logs and `error.name` checks tell it from other errors. */
  override readonly name = 'SudokuError';
  /** The stable machine-readable code. */
  readonly code: SudokuErrorCode;
  /** Cell index, 0–80, row-major, when the problem is at a cell. */
  declare readonly index?: number;
  /** Row, 0-based, when the problem is at a cell or row. */
  declare readonly row?: number;
  /** Column, 0-based, when the problem is at a cell or column. */
  declare readonly column?: number;
  /** Line of a multi-line text, 1-based. */
  declare readonly line?: number;
  /** Character position in a text or line, 1-based. */
  declare readonly position?: number;
  /** The offending character. */
  declare readonly character?: string;
  /** The offending value, as given. */
  declare readonly value?: unknown;
  /** A length or count that was found instead of the expected one. */
  declare readonly found?: number;
  /** `TIMEOUT`: milliseconds from the start of the call to the moment it stopped. */
  declare readonly elapsed?: number;
  /** `TIMEOUT`: the call's `timeout` option, in milliseconds. */
  declare readonly timeout?: number;
  /** A killer cage: its number, 0-based, in the list or text it came from. */
  declare readonly cage?: number;
  /** A killer cage's cells (0–80), ascending. */
  declare readonly cells?: readonly number[];
  /** `code` and `message` are required; `details` names where the problem is. */
  constructor(code: SudokuErrorCode, message: string, details: SudokuErrorDetails = {}) {
    super(checkText(message, 'message'));
    this.code = checkText(code, 'code') as SudokuErrorCode;
    if (typeof details !== 'object' || (details as unknown) === null) {
      throw new TypeError(`details must be an object when given, received ${describe(details)}`);
    }
    Object.defineProperty(this, BRAND, { value: true });
    for (const key of DETAIL_KEYS) {
      const value = readProperty(details, key, `details.${key}`);
      if (value !== undefined) (this as Record<string, unknown>)[key] = value;
    }
  }
}

function checkText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, received ${describe(value)}`);
  return value;
}

const DETAIL_KEYS = [
  'index',
  'row',
  'column',
  'line',
  'position',
  'character',
  'value',
  'found',
  'elapsed',
  'timeout',
  'cage',
  'cells',
] as const;

/** True for a {@link SudokuError}, including one thrown by another copy of the library. */
export function isSudokuError(value: unknown): value is SudokuError {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return (value as Record<symbol, unknown>)[BRAND] === true;
  } catch {
    // A Proxy whose trap throws, or a revoked one: not an error of this library.
    return false;
  }
}
