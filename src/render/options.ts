/**
 * The pictures' options and subjects, checked at the entry points. Internal.
 *
 * A subject is a {@link SudokuBoard} or a `SudokuGame`. The game is recognised by its brand, or
 * (where the brand could not be put on a frozen prototype) by its public reading methods, and read
 * through them only (`puzzle`, `board`, `notes`, `conflicts`, `candidates`), so that the renderer
 * does not import the game module: a bundle that draws boards does not carry the game, its
 * history and the generator it uses.
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import {
  checkInteger,
  checkOptions,
  describe,
  isArrayValue,
  readProperty,
  type OptionKeys,
} from '../internal/args.js';
import { SudokuCandidates, candidatesStorage, checkCandidates } from '../logic/candidates.js';
import type { SudokuCandidateRef, SudokuStepHighlights } from '../logic/step.js';
import type { SudokuGame } from '../game/game.js';
import { rulesLegalMask } from '../rules/constraints.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { readRulesOption, tablesOf } from '../rules/rules-option.js';
import { THEMES, type SudokuSvgTheme } from './themes.js';

/** Where a picture's pencil marks come from. */
export type SudokuSvgCandidates = SudokuCandidates | 'notes' | 'computed' | 'none';

/** Options of `renderBoardSvg` and `renderStepSvg`. */
export interface SudokuSvgOptions {
  /** Width and height of the picture in CSS pixels, 64–4096 (default 360). */
  readonly size?: number;
  /** `'light'` (default) or `'dark'`; either way colours can be overridden, see `docs/pictures.md`. */
  readonly theme?: SudokuSvgTheme;
  /** The picture's `<title>` (its accessible name). Default: `Sudoku` or the step's technique name. */
  readonly title?: string;
  /** The picture's `<desc>`. Default: the digits' count, or the step's explanation. */
  readonly description?: string;
  /**
   * Pencil marks: given `SudokuCandidates`, the game's `'notes'`, every legal digit
   * (`'computed'`), or `'none'`. Default: a game's notes for a game, none for a board; for a
   * step, the game's `candidates()` or the board's legal digits.
   */
  readonly candidates?: SudokuSvgCandidates;
  /**
   * Cells (0–80), units (`r4`, `c2`, `b5`) and candidates to highlight (added to a step's own).
   * Under variant rules a unit may be any region of the rules, named by its kind and 1-based
   * number (`window2`, `jigsaw4`, `diagonal1`, `anti-diagonal1`, `disjoint-group3`, `asterisk1`,
   * `girandola1`, `centre-dot1`, `custom1`); under a jigsaw layout `b4` is jigsaw region 4.
   */
  readonly highlights?: Partial<SudokuStepHighlights>;
  /**
   * The rules the board is played under (a `SudokuRules`), drawn on the grid: extra regions
   * shaded, diagonals as lines, jigsaw borders, no box lines for a Latin square, and every rule
   * named in the default title and description. `'computed'` pencil marks follow them. Default:
   * a game's own `rules` if it has them, else the classic rules.
   */
  readonly rules?: SudokuRules;
  /** Under a jigsaw layout, fill each region with its own light colour too (default false). */
  readonly jigsawColours?: boolean;
}

const SVG_KEYS: OptionKeys<SudokuSvgOptions> = {
  size: true,
  theme: true,
  title: true,
  description: true,
  candidates: true,
  highlights: true,
  rules: true,
  jigsawColours: true,
};

const HIGHLIGHT_KEYS: OptionKeys<SudokuStepHighlights> = { cells: true, units: true, candidates: true };

/** Smallest and largest `size`, in CSS pixels. */
export const SVG_SIZE_MIN = 64;
export const SVG_SIZE_MAX = 4096;

/** The subject of a picture, read into plain data. */
export interface Subject {
  /** The digits on the board (the game's board). */
  readonly board: SudokuBoard;
  /** For a game: its given digits, else null. */
  readonly puzzle: SudokuBoard | null;
  /** For a game: the cells in a clash. */
  readonly conflicts: readonly number[];
  /** For a game: the notes of each cell as a mask; else null. */
  readonly notes: Uint16Array | null;
  /** For a game: the candidates its hints work from; else null. */
  readonly game: SudokuGame | null;
  /** For a game: its `rules` property as read (not checked), else undefined. */
  readonly rules: unknown;
}

const GAME_BRAND = /* @__PURE__ */ Symbol.for('open-sudoku-engine.SudokuGame');

function isGameLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    if ((value as Record<symbol, unknown>)[GAME_BRAND] === true) return true;
    const game = value as Partial<Record<keyof SudokuGame, unknown>>;
    return typeof game.notes === 'function' && typeof game.candidates === 'function' && 'puzzle' in game;
  } catch {
    return false;
  }
}

/** Reads a board or a game (`name` names it in errors). */
export function readSubject(value: unknown, name: string): Subject {
  if (!isGameLike(value)) {
    let board: SudokuBoard;
    try {
      board = checkBoard(value, name);
    } catch (error) {
      throw new TypeError(`${name} must be a SudokuBoard or a SudokuGame, received ${describe(value)}`, {
        cause: error,
      });
    }
    return { board, puzzle: null, conflicts: [], notes: null, game: null, rules: undefined };
  }
  const game = value as SudokuGame;
  try {
    const board = checkBoard(game.board, `${name}.board`);
    const puzzle = checkBoard(game.puzzle, `${name}.puzzle`);
    const notes = new Uint16Array(81);
    for (let cell = 0; cell < 81; cell++)
      for (const digit of game.notes((cell / 9) | 0, cell % 9)) notes[cell]! |= 1 << (digit - 1);
    const rules = readProperty(game, 'rules', `${name}.rules`);
    return { board, puzzle, conflicts: [...game.conflicts], notes, game, rules };
  } catch (error) {
    throw new TypeError(
      `${name} must be a SudokuGame, received an object marked as one that could not be read (see the cause)`,
      {
        cause: error,
      },
    );
  }
}

/** The checked common options. */
export interface SvgSettings {
  readonly size: number;
  readonly theme: SudokuSvgTheme;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly candidates: SudokuSvgCandidates | undefined;
  readonly cells: readonly number[];
  readonly units: readonly number[];
  /** Highlighted regions that are not rows, columns or boxes, by their cells. */
  readonly regions: readonly (readonly number[])[];
  readonly marked: readonly number[];
  /** The rules to draw; undefined for the classic rules. */
  readonly rules: SudokuRules | undefined;
  readonly jigsawColours: boolean;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new TypeError(`${name} must be a string, received ${describe(value)}`);
}

/**
 * Checks the options of a picture (`name` is the options' name in messages); `subject`'s rules
 * (a game's) stand when the options give none.
 */
export function readSvgOptions(options: unknown, subject: Subject, name = 'options'): SvgSettings {
  const opts = checkOptions(options, SVG_KEYS, name);
  const rules =
    opts.rules === undefined
      ? readRulesOption(subject.rules, 'subject.rules')
      : readRulesOption(opts.rules, `${name}.rules`);
  const jigsawColours = opts.jigsawColours ?? false;
  if (typeof jigsawColours !== 'boolean') {
    throw new TypeError(`${name}.jigsawColours must be a boolean, received ${describe(jigsawColours)}`);
  }
  const size =
    opts.size === undefined ? 360 : checkInteger(opts.size, `${name}.size`, SVG_SIZE_MIN, SVG_SIZE_MAX);
  const theme = opts.theme ?? 'light';
  if (typeof theme !== 'string')
    throw new TypeError(`${name}.theme must be a string, received ${describe(theme)}`);
  if (!(THEMES as readonly string[]).includes(theme)) {
    throw new RangeError(`${name}.theme must be 'light' or 'dark', received ${describe(theme)}`);
  }
  const candidates = opts.candidates;
  let source: SudokuSvgCandidates | undefined;
  if (candidates === undefined) source = undefined;
  else if (typeof candidates === 'string') {
    if (candidates !== 'notes' && candidates !== 'computed' && candidates !== 'none') {
      throw new RangeError(
        `${name}.candidates must be SudokuCandidates, 'notes', 'computed' or 'none', received ${describe(candidates)}`,
      );
    }
    source = candidates;
  } else source = checkCandidates(candidates, `${name}.candidates`);
  const highlights = checkOptions(opts.highlights, HIGHLIGHT_KEYS, `${name}.highlights`);
  const [units, regions] = readUnits(highlights.units, `${name}.highlights.units`, rules);
  return {
    size,
    theme: theme as SudokuSvgTheme,
    title: optionalString(opts.title, `${name}.title`),
    description: optionalString(opts.description, `${name}.description`),
    candidates: source,
    cells: readList(highlights.cells, `${name}.highlights.cells`, (v, n) => checkInteger(v, n, 0, 80)),
    units,
    regions,
    marked: readList(highlights.candidates, `${name}.highlights.candidates`, readCandidate),
    rules,
    jigsawColours,
  };
}

/** Reads an optional array, each item by `read` (named `name[i]`). */
export function readList<T>(value: unknown, name: string, read: (item: unknown, name: string) => T): T[] {
  if (value === undefined) return [];
  if (!isArrayValue(value, name))
    throw new TypeError(`${name} must be an array, received ${describe(value)}`);
  const out: T[] = [];
  for (let i = 0; i < value.length; i++)
    out.push(read(readProperty(value, i, `${name}[${i}]`), `${name}[${i}]`));
  return out;
}

/** A unit label (`r4`, `c2`, `b5`, 1-based) as a unit number (0–26). */
export function readUnit(value: unknown, name: string): number {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, received ${describe(value)}`);
  const match = /^([rcb])([1-9])$/.exec(value);
  if (match === null)
    throw new RangeError(`${name} must be a unit such as 'r4', 'c2' or 'b5', received ${describe(value)}`);
  return 'rcb'.indexOf(match[1]!) * 9 + Number(match[2]) - 1;
}

/**
 * Highlighted units: unit numbers (0–26, drawn as rectangles) and, under variant `rules`, the
 * cells of other regions (see {@link SudokuSvgOptions.highlights}).
 */
export function readUnits(
  value: unknown,
  name: string,
  rules: SudokuRules | undefined,
): [number[], (readonly number[])[]] {
  const units: number[] = [];
  const regions: (readonly number[])[] = [];
  for (const unit of readList(value, name, (item, at) => readRegion(item, at, rules))) {
    if (typeof unit === 'number') units.push(unit);
    else regions.push(unit);
  }
  return [units, regions];
}

/** A unit label under `rules`: a unit number (0–26), or a region's cells. */
function readRegion(
  value: unknown,
  name: string,
  rules: SudokuRules | undefined,
): number | readonly number[] {
  if (rules === undefined) return readUnit(value, name);
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, received ${describe(value)}`);
  const match = /^([a-z-]+?)([1-9]\d?)$/.exec(value);
  if (match !== null) {
    const index = Number(match[2]) - 1;
    let kind = match[1]!;
    if (kind === 'b' && rules.layout !== 'boxes') kind = 'jigsaw';
    const line = 'rcb'.indexOf(kind);
    if (line >= 0 && kind.length === 1) {
      if (index < 9) return line * 9 + index;
    } else {
      const region = rules.regions.find((r) => r.kind === kind && r.index === index);
      if (region !== undefined) return region.cells;
    }
  }
  throw new RangeError(
    `${name} must be a unit such as 'r4', 'c2' or 'b5', or a region of the rules ${rules.toString()} such as 'window2' (its kind and number), received ${describe(value)}`,
  );
}

/** A {@link SudokuCandidateRef} as a candidate code (`cell * 9 + digit − 1`). */
export function readCandidate(value: unknown, name: string): number {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${name} must be an object { row, column, value }, received ${describe(value)}`);
  }
  const ref = value as Partial<Record<keyof SudokuCandidateRef, unknown>>;
  const row = checkInteger(readProperty(ref, 'row', `${name}.row`), `${name}.row`, 0, 8);
  const column = checkInteger(readProperty(ref, 'column', `${name}.column`), `${name}.column`, 0, 8);
  const digit = checkInteger(readProperty(ref, 'value', `${name}.value`), `${name}.value`, 1, 9);
  return (row * 9 + column) * 9 + digit - 1;
}

/**
 * The pencil-mark masks to draw: from `source`, or by default from `fallback`. `'notes'` needs a
 * game; `'computed'` is every legal digit of the board (under `rules`, when given).
 */
export function pencilMarks(
  source: SudokuSvgCandidates | undefined,
  fallback: 'notes' | 'computed' | 'none',
  subject: Subject,
  name: string,
  rules?: SudokuRules,
): Uint16Array {
  const chosen = source ?? fallback;
  if (chosen === 'none') return new Uint16Array(81);
  if (chosen === 'notes') {
    if (subject.notes === null) {
      throw new RangeError(`${name}.candidates 'notes' needs a SudokuGame; a board has no notes`);
    }
    return subject.notes;
  }
  if (chosen === 'computed') {
    if (rules === undefined) return candidatesStorage(SudokuCandidates.fromBoard(subject.board));
    const values = boardStorage(subject.board);
    const tables = tablesOf(rules);
    const masks = new Uint16Array(81);
    for (let cell = 0; cell < 81; cell++)
      if (values[cell] === 0) masks[cell] = rulesLegalMask(values, tables, cell);
    return masks;
  }
  return candidatesStorage(chosen);
}
