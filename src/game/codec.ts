/**
 * A saved game, in two forms that carry the same things: the puzzle, the rules it is played under
 * (only when they are not the classic rules, so that a classic game saves as it always did), the
 * `autoClearNotes` option, every move of the history (undone ones included) and how many of the
 * last moves are undone.
 * Positions are not stored: replaying the moves rebuilds them (see `./moves.ts`), and the solution
 * is computed again from the puzzle.
 *
 * - JSON (`SudokuGameJSON`): readable records, for storage and debugging.
 * - Text: one URL-safe line (letters, digits, `-`, `_`, `.`), for links and short storage:
 *
 * ```
 *   1.<puzzle>.<option>.<moves>.<undone>[.<rules>]
 *   1.4a8a7562a2a381a4977b3248a18a45a217e6a584b61a82a93c91a6b2a483915a8b5a3a2.a.FEAJPIi.0
 * ```
 *
 *   (fill notes, enter 1 at r1c2, a hint placing 7 at r7c7; nothing undone.)
 *
 *   `<puzzle>`: the 81 cells, a digit for a given and a letter for a run of empty cells (`a` one,
 *   `b` two … `z` 26). `<option>`: `a` when entered digits clear their peers' notes, `m` when not.
 *   `<moves>`: one token per move, a letter and fixed-width base-64url numbers (two characters,
 *   0–4095): `E` enter and `N` note (`cell × 9 + digit − 1`), `X` erase (`cell`), `F` fill notes,
 *   `H` hint (the count of placements, the count of eliminations, then each as `cell × 9 + digit − 1`),
 *   `P` a hint that places one digit and removes nothing (`cell × 9 + digit − 1`).
 *   `<undone>`: decimal.
 *   `<rules>`: only for a game not played under the classic rules: the canonical text of its rule
 *   set (`SudokuRules.toString()`) made URL-safe character for character: `+` as `_`, the `:` of
 *   `jigsaw:` and `region:` as `-`, and the commas of a custom region as `-`
 *   (`x_windoku`, `jigsaw-111222333…_anti-knight`, `region-r1c1-r1c2-…`); in the killer part the
 *   `:`s, the commas between the sums and the `.` of a cell in no cage of the 81-character cage
 *   map all as `-` (`killer-aab--…--3-15`).
 *
 * Malformed input is a `SudokuError` naming the field (JSON) or the position (text).
 */
import { SudokuError, isSudokuError, type SudokuErrorCode } from '../errors.js';
import { describe, isArrayValue, readProperty } from '../internal/args.js';
import { SudokuRules } from '../rules/rule-set.js';
import { codeCell, codeDigit } from '../logic/grid.js';
import type { SudokuCandidateRef } from '../logic/step.js';
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import type { Move } from './moves.js';

/** One move of a saved game's history (rows and columns 0–8, digits 1–9). */
export type SudokuGameMove =
  | {
      /** A digit entered (`enter`) or a pencil mark toggled (`note`). */
      readonly type: 'enter' | 'note';
      /** Row, 0–8. */
      readonly row: number;
      /** Column, 0–8. */
      readonly column: number;
      /** The digit, 1–9. */
      readonly digit: number;
    }
  | {
      /** A cell's digit and notes erased. */
      readonly type: 'erase';
      /** Row, 0–8. */
      readonly row: number;
      /** Column, 0–8. */
      readonly column: number;
    }
  | {
      /** Every empty cell's notes filled. */
      readonly type: 'fill';
    }
  | {
      /** A hint applied. */
      readonly type: 'hint';
      /** The digits it placed. */
      readonly placements: readonly SudokuCandidateRef[];
      /** The candidates it removed from the notes. */
      readonly eliminations: readonly SudokuCandidateRef[];
    };

/** A saved game: what {@link SudokuGame.toJSON} returns and {@link SudokuGame.fromJSON} reads. */
export interface SudokuGameJSON {
  /** The format's version: 1. */
  readonly version: 1;
  /** The puzzle (givens) as an 81-character line, `.` for an empty cell. */
  readonly puzzle: string;
  /**
   * The rules the game is played under, as their canonical text (`SudokuRules.toString()`, such
   * as `'x+windoku'`); absent for the classic rules, and a save without it is a classic game.
   */
  readonly rules?: string;
  /** Whether an entered digit clears itself from its peers' notes. */
  readonly autoClearNotes: boolean;
  /** Every move, oldest first, including the undone ones at the end. */
  readonly history: readonly SudokuGameMove[];
  /** How many of the last moves of `history` are undone (what redo can bring back). */
  readonly undone: number;
}

/** A saved game, decoded but not yet replayed. */
export interface SavedGame {
  readonly puzzle: Uint8Array;
  /** The rules; undefined for the classic rules. */
  readonly rules: SudokuRules | undefined;
  readonly autoClear: boolean;
  readonly moves: readonly Move[];
  readonly undone: number;
  /** Names move `i` in error messages (`history[3]`, `move 4 at position 60`). */
  readonly where: (i: number) => string;
}

// ---- JSON --------------------------------------------------------------------------------------

function ref(code: number): SudokuCandidateRef {
  const cell = codeCell(code);
  return { row: (cell / SIZE) | 0, column: cell % SIZE, value: codeDigit(code) };
}

/** The JSON record of one move. */
export function moveToJSON(move: Move): SudokuGameMove {
  switch (move.kind) {
    case 'enter':
    case 'note': {
      const { cell, digit } = move;
      return { type: move.kind, row: (cell / SIZE) | 0, column: cell % SIZE, digit };
    }
    case 'erase':
      return { type: 'erase', row: (move.cell / SIZE) | 0, column: move.cell % SIZE };
    case 'fill':
      return { type: 'fill' };
    case 'hint':
      return { type: 'hint', placements: move.placements.map(ref), eliminations: move.eliminations.map(ref) };
  }
}

/**
 * The rules of a save from their text; undefined for the classic rules. A text the rules parser
 * refuses is a `SudokuError` with the parser's code, its message after `where` (which names the
 * field), and the position turned into one within the whole save by `offset` (0 when the text
 * stands alone).
 */
function readRules(text: string, where: string, offset: number): SudokuRules | undefined {
  let rules: SudokuRules;
  try {
    rules = SudokuRules.parse(text);
  } catch (error) {
    if (!isSudokuError(error)) throw error;
    const position = error.position === undefined ? undefined : error.position + offset;
    throw new SudokuError(
      error.code,
      `${where}: ${error.message}`,
      position === undefined ? { value: text } : { value: text, position },
    );
  }
  return rules.isClassic ? undefined : rules;
}

function invalid(code: SudokuErrorCode, field: string, expected: string, value: unknown): SudokuError {
  return new SudokuError(code, `saved game: ${field} must be ${expected}, received ${describe(value)}`, {
    value,
  });
}

function read(source: object, key: string | number, field: string): unknown {
  return readProperty(source, key, `saved game: ${field}`);
}

function readObject(value: unknown, field: string): object {
  if (typeof value !== 'object' || value === null || isArrayValue(value, field)) {
    throw invalid('INVALID_SHAPE', field, 'an object', value);
  }
  return value;
}

function readArray(value: unknown, field: string, max: number): readonly unknown[] {
  if (!isArrayValue(value, field)) throw invalid('INVALID_SHAPE', field, 'an array', value);
  const length = read(value, 'length', `${field}.length`);
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length > max) {
    throw invalid('INVALID_LENGTH', `${field}.length`, `at most ${max}`, length);
  }
  return value;
}

function readInteger(source: object, key: string, field: string, min: number, max: number): number {
  const value = read(source, key, `${field}.${key}`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid('INVALID_VALUE', `${field}.${key}`, `an integer from ${min} to ${max}`, value);
  }
  return value;
}

function readCell(source: object, field: string): number {
  return readInteger(source, 'row', field, 0, 8) * SIZE + readInteger(source, 'column', field, 0, 8);
}

function readRefs(source: object, key: string, field: string): number[] {
  const list = readArray(read(source, key, `${field}.${key}`), `${field}.${key}`, CELL_COUNT * 9);
  const codes: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const name = `${field}.${key}[${i}]`;
    const item = readObject(read(list, i, name), name);
    codes.push(readCell(item, name) * 9 + readInteger(item, 'value', name, 1, 9) - 1);
  }
  return codes;
}

/** The largest history a saved game may hold (far more than any game needs). */
export const MAX_MOVES = 100_000;

function moveFromJSON(value: unknown, field: string): Move {
  const item = readObject(value, field);
  const type = read(item, 'type', `${field}.type`);
  switch (type) {
    case 'enter':
    case 'note':
      return { kind: type, cell: readCell(item, field), digit: readInteger(item, 'digit', field, 1, 9) };
    case 'erase':
      return { kind: 'erase', cell: readCell(item, field) };
    case 'fill':
      return { kind: 'fill' };
    case 'hint':
      return {
        kind: 'hint',
        placements: readRefs(item, 'placements', field),
        eliminations: readRefs(item, 'eliminations', field),
      };
    default:
      throw invalid('INVALID_VALUE', `${field}.type`, "'enter', 'erase', 'note', 'fill' or 'hint'", type);
  }
}

/** Decodes a {@link SudokuGameJSON} (an object, or its JSON text). */
export function savedFromJSON(json: unknown): SavedGame {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      throw new SudokuError('INVALID_CHARACTER', `saved game: not JSON (${(error as Error).message})`);
    }
  }
  const root = readObject(value, 'the saved game');
  const version = read(root, 'version', 'version');
  if (version !== 1) throw invalid('INVALID_VALUE', 'version', '1', version);
  const puzzleText = read(root, 'puzzle', 'puzzle');
  if (typeof puzzleText !== 'string' || !/^[0-9.]{81}$/.test(puzzleText)) {
    throw invalid('INVALID_VALUE', 'puzzle', 'a line of 81 digits or dots', puzzleText);
  }
  const puzzle = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const c = puzzleText.charCodeAt(cell);
    puzzle[cell] = c === 46 ? 0 : c - 48;
  }
  const rulesText = read(root, 'rules', 'rules');
  if (rulesText !== undefined && typeof rulesText !== 'string') {
    throw invalid('INVALID_VALUE', 'rules', "a rules text such as 'x+windoku'", rulesText);
  }
  const rules = rulesText === undefined ? undefined : readRules(rulesText, 'saved game: rules', 0);
  const autoClear = read(root, 'autoClearNotes', 'autoClearNotes');
  if (typeof autoClear !== 'boolean')
    throw invalid('INVALID_VALUE', 'autoClearNotes', 'a boolean', autoClear);
  const list = readArray(read(root, 'history', 'history'), 'history', MAX_MOVES);
  const moves: Move[] = [];
  for (let i = 0; i < list.length; i++)
    moves.push(moveFromJSON(read(list, i, `history[${i}]`), `history[${i}]`));
  const undone = read(root, 'undone', 'undone');
  if (typeof undone !== 'number' || !Number.isInteger(undone) || undone < 0 || undone > moves.length) {
    throw invalid(
      'INVALID_VALUE',
      'undone',
      `an integer from 0 to ${moves.length} (the history's length)`,
      undone,
    );
  }
  return { puzzle, rules, autoClear, moves, undone, where: (i) => `history[${i}]` };
}

// ---- text --------------------------------------------------------------------------------------

const DIGITS64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function number64(value: number): string {
  return DIGITS64[value >> 6]! + DIGITS64[value & 63]!;
}

/** The `<rules>` field of the text form: the canonical text made URL-safe (see the module header). */
function encodeRules(rules: SudokuRules): string {
  return rules
    .toString()
    .split('+')
    .map((part) =>
      part.startsWith('region:') || part.startsWith('killer:')
        ? part.replaceAll(/[:,.]/g, '-')
        : part.replace(':', '-'),
    )
    .join('_');
}

/** The rules text a `<rules>` field encodes, of the same length (so positions carry over). */
function decodeRules(field: string): string {
  return field
    .split('_')
    .map((part) =>
      part.startsWith('region-')
        ? `region:${part.slice(7).replaceAll('-', ',')}`
        : part.startsWith('jigsaw-')
          ? `jigsaw:${part.slice(7)}`
          : part.startsWith('killer-')
            ? // The cage map is 81 characters, its `.` written `-`; the sums follow it.
              `killer:${part.slice(7, 88).replaceAll('-', '.')}${part.slice(88, 89).replace('-', ':')}${part.slice(89).replaceAll('-', ',')}`
            : part,
    )
    .join('+');
}

/** The text form of a saved game (see the module header); `rules` undefined for the classic rules. */
export function formatSaved(
  puzzle: Uint8Array,
  autoClear: boolean,
  moves: readonly Move[],
  undone: number,
  rules?: SudokuRules,
): string {
  let cells = '';
  for (let cell = 0; cell < CELL_COUNT;) {
    if (puzzle[cell] !== 0) {
      cells += String(puzzle[cell]);
      cell++;
      continue;
    }
    let run = 0;
    while (cell < CELL_COUNT && puzzle[cell] === 0 && run < 26) {
      run++;
      cell++;
    }
    cells += String.fromCharCode(96 + run);
  }
  let tokens = '';
  for (const move of moves) {
    switch (move.kind) {
      case 'enter':
        tokens += `E${number64(move.cell * 9 + move.digit - 1)}`;
        break;
      case 'note':
        tokens += `N${number64(move.cell * 9 + move.digit - 1)}`;
        break;
      case 'erase':
        tokens += `X${number64(move.cell)}`;
        break;
      case 'fill':
        tokens += 'F';
        break;
      case 'hint':
        if (move.placements.length === 1 && move.eliminations.length === 0) {
          tokens += `P${number64(move.placements[0]!)}`;
          break;
        }
        tokens += `H${number64(move.placements.length)}${number64(move.eliminations.length)}`;
        for (const code of move.placements) tokens += number64(code);
        for (const code of move.eliminations) tokens += number64(code);
        break;
    }
  }
  const tail = rules === undefined ? '' : `.${encodeRules(rules)}`;
  return `1.${cells}.${autoClear ? 'a' : 'm'}.${tokens}.${undone}${tail}`;
}

/** Reads the text form of a saved game (see the module header). */
export function parseSaved(text: string): SavedGame {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, received ${describe(text)}`);
  const unexpected = (position: number, expected: string): SudokuError => {
    const found = position < text.length ? JSON.stringify(text[position]) : 'the end of the text';
    return new SudokuError(
      position < text.length ? 'INVALID_CHARACTER' : 'INVALID_LENGTH',
      `saved game text: expected ${expected} at position ${position + 1}, found ${found}`,
      position < text.length
        ? { position: position + 1, character: text[position]! }
        : { position: position + 1 },
    );
  };
  let at = 0;
  const expect = (literal: string, what: string): void => {
    if (text[at] !== literal) throw unexpected(at, what);
    at++;
  };
  expect('1', "the version '1'");
  expect('.', "'.' after the version");
  const puzzle = new Uint8Array(CELL_COUNT);
  let cell = 0;
  while (cell < CELL_COUNT) {
    const c = text.charCodeAt(at);
    if (c >= 49 && c <= 57) puzzle[cell++] = c - 48;
    else if (c >= 97 && c <= 122 && cell + c - 96 <= CELL_COUNT) cell += c - 96;
    else throw unexpected(at, `a digit 1–9 or a run of empty cells a–z (cell ${cell + 1} of 81)`);
    at++;
  }
  expect('.', "'.' after the 81 cells");
  const option = text[at];
  if (option !== 'a' && option !== 'm') throw unexpected(at, "the option 'a' or 'm'");
  at++;
  expect('.', "'.' after the option");
  const moves: Move[] = [];
  const starts: number[] = [];
  const read64 = (max: number, what: string): number => {
    const high = DIGITS64.indexOf(text[at] ?? '.');
    const low = DIGITS64.indexOf(text[at + 1] ?? '.');
    if (high < 0) throw unexpected(at, `${what} (two base-64url characters)`);
    if (low < 0) throw unexpected(at + 1, `${what} (two base-64url characters)`);
    const value = high * 64 + low;
    if (value > max) {
      throw new SudokuError(
        'INVALID_VALUE',
        `saved game text: ${what} at position ${at + 1} must be at most ${max}, found ${value}`,
        { position: at + 1, value },
      );
    }
    at += 2;
    return value;
  };
  while (at < text.length && text[at] !== '.') {
    if (moves.length >= MAX_MOVES) throw unexpected(at, `'.' (at most ${MAX_MOVES} moves)`);
    starts.push(at);
    const kind = text[at++];
    if (kind === 'E' || kind === 'N') {
      const code = read64(CELL_COUNT * 9 - 1, 'a cell and digit');
      moves.push({ kind: kind === 'E' ? 'enter' : 'note', cell: codeCell(code), digit: codeDigit(code) });
    } else if (kind === 'X') {
      moves.push({ kind: 'erase', cell: read64(CELL_COUNT - 1, 'a cell') });
    } else if (kind === 'F') {
      moves.push({ kind: 'fill' });
    } else if (kind === 'P') {
      moves.push({
        kind: 'hint',
        placements: [read64(CELL_COUNT * 9 - 1, 'a cell and digit')],
        eliminations: [],
      });
    } else if (kind === 'H') {
      const placed = read64(CELL_COUNT, 'a count of placements');
      const eliminated = read64(CELL_COUNT * 9, 'a count of eliminations');
      const codes: number[] = [];
      for (let i = 0; i < placed + eliminated; i++)
        codes.push(read64(CELL_COUNT * 9 - 1, 'a cell and digit'));
      moves.push({ kind: 'hint', placements: codes.slice(0, placed), eliminations: codes.slice(placed) });
    } else {
      throw unexpected(at - 1, "a move (E, N, X, F, P or H) or '.'");
    }
  }
  expect('.', "'.' after the moves");
  const dot = text.indexOf('.', at);
  const tail = text.slice(at, dot < 0 ? text.length : dot);
  if (!/^(?:0|[1-9]\d{0,5})$/.test(tail) || Number(tail) > moves.length) {
    throw new SudokuError(
      'INVALID_VALUE',
      `saved game text: the undone count at position ${at + 1} must be a number from 0 to ${moves.length} (the moves), found ${JSON.stringify(tail)}`,
      { position: at + 1, value: tail },
    );
  }
  let rules: SudokuRules | undefined;
  if (dot >= 0) {
    at = dot + 1;
    const field = text.slice(at);
    const bad = /[^A-Za-z0-9_-]/.exec(field);
    if (field === '' || bad !== null) {
      throw unexpected(at + (bad?.index ?? 0), 'the rules (letters, digits, - and _)');
    }
    rules = readRules(decodeRules(field), `saved game text: the rules at position ${at + 1}`, at);
  }
  return {
    puzzle,
    rules,
    autoClear: option === 'a',
    moves,
    undone: Number(tail),
    where: (i) => `move ${i + 1} at position ${starts[i]! + 1}`,
  };
}
