/**
 * `SudokuGame`: the state of a game in progress, as one immutable value.
 *
 * A game is a puzzle, its solution (computed once, when the game is created), the current
 * position (digits, pencil marks, marks removed on purpose: see `./moves.ts`) and two stacks of
 * history entries, undo and redo. Every action returns a new game and leaves the old one as it
 * was; an action that changes nothing returns the same game. The stacks are linked lists shared
 * between a game and the games made from it, so an action costs three 81-entry copies and a
 * small diff: O(81), no search. A UI can keep every game it ever made (for its own undo, or time
 * travel) for the price of those diffs.
 *
 * A game is played under a rule set (`SudokuRules`, the classic rules by default): its solution,
 * conflicts, candidates, notes and hints all follow the rules, and its saves carry them.
 *
 * Hints come from the public hint engine (`SudokuLogicSolver.nextStep`) on the game's board and
 * on its notes: a cell with pencil marks offers those marks, an empty cell without marks every
 * digit not removed on purpose. So a player's own eliminations count. Notes that lack a cell's
 * digit (a mark toggled off, or a digit that auto-clear took out of the notes of a wrong entry's
 * peers) are found by the game itself, which knows the solution, and reported as a
 * `contradiction` step that `applyHint` repairs: the digit goes back into that cell's notes.
 */
import { boardFromStorage, boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { CELL_COUNT, SIZE, cellName } from '../board/geometry.js';
import { SudokuError } from '../errors.js';
import { generateWith, type SudokuGenerationOptions } from '../generator/generator.js';
import { GENERATION_KEYS } from '../generator/plan.js';
import { checkTechniqueOption } from '../generator/technique-options.js';
import type { SudokuTechniqueId } from '../logic/catalogue.js';
import { SUDOKU_TECHNIQUES } from '../logic/registry.js';
import { SolverEngine } from '../solver/engine.js';
import { checkInteger, checkOptions, checkSignal, describe, type OptionKeys } from '../internal/args.js';
import { checkTimeout, pollFor } from '../internal/deadline.js';
import { candidatesFromStorage, candidatesStorage, SudokuCandidates } from '../logic/candidates.js';
import { SudokuLogicSolver, type SudokuNextStepOptions } from '../logic/solver.js';
import { makeStep, type SudokuStep } from '../logic/step.js';
import { SudokuRules, type RuleTables } from '../rules/rule-set.js';
import { readRulesOption, tablesOf } from '../rules/rules-option.js';
import { conflictingCells, conflictingCellsUnder } from '../rules/validator.js';
import { SudokuSolver } from '../solver/solver.js';
import {
  formatSaved,
  moveToJSON,
  parseSaved,
  savedFromJSON,
  type SavedGame,
  type SudokuGameJSON,
} from './codec.js';
import {
  applyMove,
  copyPosition,
  entryBetween,
  legalDigits,
  push,
  refusal,
  rewind,
  startPosition,
  type Move,
  type Position,
  type Stack,
} from './moves.js';

export type { SudokuGameJSON, SudokuGameMove } from './codec.js';

/** Options of {@link SudokuGame.fromPuzzle} (and of {@link SudokuGame.generate}). */
export interface SudokuGameOptions {
  /**
   * An entered digit is removed from the notes of its row, column and box (under other rules,
   * of every cell it may not share a digit with, and under non-consecutive the digits next to it
   * from its orthogonal neighbours' notes); default true.
   */
  readonly autoClearNotes?: boolean;
  /**
   * The rules the game is played under (`SudokuRules.parse('x')`, …); default the classic rules.
   * The solution, conflicts, candidates, notes, hints and saves follow them.
   */
  readonly rules?: SudokuRules;
}

/** Options of {@link SudokuGame.generate}: the generator's options and the game's. */
export type SudokuGameGenerationOptions = SudokuGenerationOptions & SudokuGameOptions;

const GAME_KEYS: OptionKeys<SudokuGameOptions> = { autoClearNotes: true, rules: true };

/**
 * Options of {@link SudokuGame.practice}: the game's generation options with `technique` required,
 * or `puzzle` (a board to practise on) with the game's options.
 */
export type SudokuPracticeOptions =
  | (SudokuGameGenerationOptions & {
      /** The technique to practise (or several: any of them), as for generation by technique. */
      readonly technique: SudokuTechniqueId | readonly SudokuTechniqueId[];
      /** Left out: the puzzle is generated. */
      readonly puzzle?: undefined;
    })
  | (SudokuGameOptions & {
      /** The technique to practise (or several: any of them). */
      readonly technique: SudokuTechniqueId | readonly SudokuTechniqueId[];
      /** The puzzle to practise on (exactly one solution under the rules). */
      readonly puzzle: SudokuBoard;
    });

/** Options of {@link SudokuGame.hint} and {@link SudokuGame.applyHint}. */
export interface SudokuHintOptions {
  /**
   * Aborts a long search for the step; the signal's reason is thrown and the game is unchanged.
   * The search is synchronous, so only an abort from elsewhere (another thread, or before the
   * call) can stop it: for a time limit, use `timeout`.
   */
  readonly signal?: AbortSignal;
  /**
   * A time limit in milliseconds (a finite number ≥ 0) for the search: past it, the call throws a
   * `SudokuError` with code `TIMEOUT` and the game is unchanged.
   */
  readonly timeout?: number;
}

const HINT_KEYS: OptionKeys<SudokuHintOptions> = { signal: true, timeout: true };

// Each digit list a note mask can have, frozen, so that `notes()` allocates nothing.
const NOTE_LISTS: readonly (readonly number[])[] = /* @__PURE__ */ buildNoteLists();

function buildNoteLists(): readonly (readonly number[])[] {
  const lists: (readonly number[])[] = [];
  for (let mask = 0; mask < 512; mask++) {
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if ((mask & (1 << (d - 1))) !== 0) digits.push(d);
    lists.push(Object.freeze(digits));
  }
  return Object.freeze(lists);
}

const DOOR: object = {};
// Registered symbols, identical in every copy of the library: the brand of a game (a game from
// another copy is read through its public `toJSON()`, see `checkGame`), and the hook Node's
// `util.inspect` (and so `console.log`) calls, named without importing anything from Node.
const GAME_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('open-sudoku-engine.SudokuGame');
const INSPECT: unique symbol = /* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom');
let isGame: ((value: object) => boolean) | undefined;

interface Parts {
  readonly puzzle: SudokuBoard;
  readonly solution: SudokuBoard;
  /** Undefined for the classic rules (the fixed geometry's fast path). */
  readonly rules: SudokuRules | undefined;
  readonly autoClear: boolean;
  readonly position: Position;
  readonly board: SudokuBoard;
  readonly done: Stack | null;
  readonly undone: Stack | null;
}

/**
 * A Sudoku game in progress: an immutable value; every action returns a new game.
 *
 * @example
 * ```ts
 * import { SudokuBoard, SudokuGame } from 'open-sudoku-engine';
 *
 * const puzzle = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * let game = SudokuGame.fromPuzzle(puzzle).fillNotes();
 * game = game.enter(0, 2, 4); // 4 also leaves the notes of row 1, column 3 and box 1
 * game.notes(0, 3); // → [2, 6]
 * game.hint()?.clue.small; // → 'Look for a hidden single in box 1.'
 * game = game.applyHint().undo().redo();
 * game.moves; // → 3
 * SudokuGame.parse(game.format()).equals(game); // → true
 * ```
 */
export class SudokuGame {
  readonly #puzzle: SudokuBoard;
  readonly #solution: SudokuBoard;
  readonly #rules: SudokuRules | undefined;
  readonly #tables: RuleTables | undefined;
  readonly #autoClear: boolean;
  readonly #position: Position;
  readonly #board: SudokuBoard;
  readonly #done: Stack | null;
  readonly #undone: Stack | null;
  // Computed on first use; a game never changes, so neither do they.
  #conflicts: readonly number[] | undefined;
  #hint: SudokuStep | null | undefined;

  private constructor(parts: Parts, door: object) {
    if (door !== DOOR) {
      throw new TypeError('SudokuGame has no public constructor: use SudokuGame.fromPuzzle or generate');
    }
    this.#puzzle = parts.puzzle;
    this.#solution = parts.solution;
    this.#rules = parts.rules;
    this.#tables = parts.rules === undefined ? undefined : tablesOf(parts.rules);
    this.#autoClear = parts.autoClear;
    this.#position = parts.position;
    this.#board = parts.board;
    this.#done = parts.done;
    this.#undone = parts.undone;
    if (isGame === undefined) {
      // A private-field brand check: it runs no Proxy trap and rejects look-alikes.
      isGame = (value) => #position in value;
      // The brand and the inspect hook live on the prototype, put there by the first game rather
      // than declared in the class (computed members would show in the public types).
      try {
        Object.defineProperties(Object.getPrototypeOf(this), {
          [GAME_BRAND]: { value: true },
          [INSPECT]: { value: inspectGame },
        });
      } catch {
        // A prototype frozen beforehand (a hardened realm) only loses both.
      }
    }
    Object.freeze(this);
  }

  /**
   * A new game on `puzzle` (its digits are the givens), under `options.rules` (default the
   * classic rules). The solution is computed here, once; a puzzle without exactly one solution
   * under the rules throws a `SudokuError` with code `NOT_UNIQUE` (`found`: 0 or 2).
   */
  static fromPuzzle(puzzle: SudokuBoard, options?: SudokuGameOptions): SudokuGame {
    // A board from another copy of the library is read into one of this copy.
    const board = checkBoard(puzzle, 'puzzle');
    const { autoClear, rules } = readGameOptions(options, GAME_KEYS);
    return start(board, solutionOf(board, 'the puzzle', rules), rules, autoClear);
  }

  /**
   * A new game on a generated puzzle: `options` are the generator's (`difficulty`, `seed`,
   * `rating`, `rules`…; see `SudokuGenerator.generate`) and the game's (`autoClearNotes`). The
   * generator's solution is used as is, and the game is played under the rules of its puzzle.
   */
  static generate(options?: SudokuGameGenerationOptions): SudokuGame {
    // Built here rather than at load time: a module-level spread is kept by every bundle.
    const keys: OptionKeys<SudokuGameGenerationOptions> = { ...GENERATION_KEYS, ...GAME_KEYS };
    const { autoClear, rules: asked } = readGameOptions(options, keys);
    const generated = generateWith(new SolverEngine(), options, keys);
    // The puzzle's own rules (a jigsaw layout the generator drew is part of them), read once.
    const made = (generated as { readonly rules?: SudokuRules }).rules;
    const rules = made === undefined ? asked : readRulesOption(made, 'the generated puzzle.rules');
    return start(generated.board, generated.solution, rules, autoClear);
  }

  /**
   * Practice mode: a game advanced by the hint engine to just before the first step that uses
   * `options.technique` (one id of `SUDOKU_TECHNIQUES` the hint engine uses, or several), so that
   * {@link SudokuGame.hint} is that step. Without `options.puzzle` the puzzle is generated by
   * technique (`options` are {@link SudokuGame.generate}'s, see `SudokuGenerationOptions.technique`);
   * with it, that puzzle is played (only `autoClearNotes` and `rules` besides), and a puzzle whose
   * hint path never uses the technique throws a `SudokuError` with code `TECHNIQUE_NOT_USED`.
   *
   * The advance is ordinary moves: the notes filled ({@link SudokuGame.fillNotes}), then each hint
   * applied ({@link SudokuGame.applyHint}), so the notes are the engine's candidates at that
   * point. The moves are the game's history: undoable (a player may step back to see how the
   * position came about), saved by `toJSON`/`format` and replayed by `fromJSON`/`parse`.
   * Technique ids the hint engine does not use throw a `RangeError`.
   */
  static practice(options: SudokuPracticeOptions): SudokuGame {
    return practiceGame(options);
  }

  /**
   * The game saved by {@link SudokuGame.toJSON} (the object, or its JSON text), with its history.
   * Malformed input throws a `SudokuError` naming the field, such as `history[3].row`.
   */
  static fromJSON(json: SudokuGameJSON | string): SudokuGame {
    return restore(savedFromJSON(json));
  }

  /**
   * The game saved by {@link SudokuGame.format} (the compact, URL-safe text), with its history.
   * Malformed input throws a `SudokuError` naming the position.
   */
  static parse(text: string): SudokuGame {
    return restore(parseSaved(text));
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** The puzzle as dealt: its digits are the givens. */
  get puzzle(): SudokuBoard {
    return this.#puzzle;
  }

  /** The board: the givens and the player's digits. */
  get board(): SudokuBoard {
    return this.#board;
  }

  /** The puzzle's only solution. */
  get solution(): SudokuBoard {
    return this.#solution;
  }

  /** The rules the game is played under (the `rules` option; `SudokuRules.classic` by default). */
  get rules(): SudokuRules {
    return this.#rules ?? SudokuRules.classic;
  }

  /** Whether an entered digit is removed from its peers' notes (the `autoClearNotes` option). */
  get autoClearNotes(): boolean {
    return this.#autoClear;
  }

  /** True when `row`, `column` (each 0–8) holds a given, which no action can change. */
  isGiven(row: number, column: number): boolean {
    return boardStorage(this.#puzzle)[cellOf(row, column)] !== 0;
  }

  /** The pencil marks of `row`, `column` (each 0–8), ascending; empty for a filled cell. Frozen. */
  notes(row: number, column: number): readonly number[] {
    return NOTE_LISTS[this.#position.notes[cellOf(row, column)]!]!;
  }

  /**
   * Every cell (0–80) in a clash under the game's rules, both ends, ascending, as
   * `SudokuValidator.findConflicts` reports them.
   */
  get conflicts(): readonly number[] {
    const values = this.#position.values;
    return (this.#conflicts ??= Object.freeze(
      this.#rules === undefined ? conflictingCells(values) : conflictingCellsUnder(values, this.#rules),
    ));
  }

  /** True when the board is full and breaks no rule of the game's rules: the puzzle is solved. */
  get isComplete(): boolean {
    return this.#board.filledCount === CELL_COUNT && this.conflicts.length === 0;
  }

  /** The cells (0–80, ascending) whose digit differs from the solution's. */
  mistakes(): readonly number[] {
    const values = this.#position.values;
    const solution = boardStorage(this.#solution);
    const wrong: number[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (values[cell] !== 0 && values[cell] !== solution[cell]) wrong.push(cell);
    }
    return Object.freeze(wrong);
  }

  /** True when {@link SudokuGame.undo} has a move to take back. */
  get canUndo(): boolean {
    return this.#done !== null;
  }

  /** True when {@link SudokuGame.redo} has an undone move to make again. */
  get canRedo(): boolean {
    return this.#undone !== null;
  }

  /** The number of moves that led to this position (what undo can take back). */
  get moves(): number {
    return this.#done?.size ?? 0;
  }

  /**
   * The step applied by the {@link SudokuGame.applyHint} that made this position (also after a
   * redo), else null. Not saved by `toJSON` or `format`: a restored game has none.
   */
  get lastStep(): SudokuStep | null {
    return this.#done?.entry.step ?? null;
  }

  /**
   * The candidates the hint engine works from: for each empty cell its notes, or, without
   * notes, every digit not removed on purpose (by a hint or a note toggled off); either way
   * without the digits a peer holds (and, under non-consecutive, the digits next to an orthogonal
   * neighbour's). A filled cell has its own digit.
   */
  candidates(): SudokuCandidates {
    const { values, notes, removed } = this.#position;
    const tables = this.#tables;
    const masks = new Uint16Array(CELL_COUNT);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const value = values[cell]!;
      const marked = notes[cell]!;
      masks[cell] =
        value !== 0
          ? 1 << (value - 1)
          : (marked !== 0 ? marked : ~removed[cell]!) & legalDigits(values, cell, tables);
    }
    return candidatesFromStorage(masks);
  }

  /**
   * The next logical step, without applying it (see `SudokuStep`: explanation, graded
   * `clue.small` and `clue.big`, highlights), from the board and the notes (see
   * {@link SudokuGame.candidates}). Null when the board is full or no technique applies. When a
   * digit is wrong the step is the engine's `invalid-board` (see {@link SudokuGame.mistakes}).
   * When the digits are right but the notes of an empty cell lack its digit (a mark toggled off,
   * or taken out by auto-clear when a wrong digit was entered in a peer), the step is a
   * `contradiction` naming the cell and the missing digit (`highlights.cells` and
   * `highlights.candidates`), the first such cell in row-major order. On the hardest puzzles the
   * step may be a nested forcing chain, seconds of search: `options.timeout` and `options.signal`
   * stop it (it throws, memoizes nothing, and the game stays as it was); run it in a worker to
   * keep a page responsive.
   */
  hint(options?: SudokuHintOptions): SudokuStep | null {
    // Checked (and an aborted signal or a zero timeout thrown) before the memo is read, so a call
    // behaves the same whether or not the step was already found.
    const opts = checkOptions(options, HINT_KEYS);
    const signal = checkSignal(opts.signal);
    const timeout = checkTimeout(opts.timeout);
    const limits = pollFor(signal, timeout);
    if (limits?.aborted === true) throw limits.reason;
    if (this.#hint !== undefined) return this.#hint;
    const search: SudokuNextStepOptions = {
      ...(signal === undefined ? {} : { signal }),
      ...(timeout === undefined ? {} : { timeout }),
      // The hint engine plays the game's rules; the classic rules pass no option at all.
      ...(this.#rules === undefined ? {} : { rules: this.#rules }),
    };
    const { notes, removed } = this.#position;
    const untouched = notes.every((mask) => mask === 0) && removed.every((mask) => mask === 0);
    // A search stopped by the signal or the timeout throws before anything is memoized.
    if (untouched) return (this.#hint = new SudokuLogicSolver().nextStep(this.#board, search));
    const candidates = this.candidates();
    const missing = this.mistakes().length === 0 ? missingNote(candidates, this.#solution) : -1;
    this.#hint =
      missing >= 0
        ? missingNoteStep(missing, boardStorage(this.#solution)[missing]!)
        : new SudokuLogicSolver().nextStep(this.#board, { candidates, ...search });
    return this.#hint;
  }

  // ---- acting ----------------------------------------------------------------------------------

  /**
   * `digit` (1–9) entered at `row`, `column` (each 0–8), replacing the player's digit there and
   * clearing the cell's notes; with `autoClearNotes`, `digit` also leaves the notes of the cell's
   * row, column and box (under other rules, see {@link SudokuGameOptions.autoClearNotes}). A conflicting digit is allowed (see {@link SudokuGame.conflicts}). A given
   * throws a `RangeError`; so do positions and digits out of range.
   */
  enter(row: number, column: number, digit: number): SudokuGame {
    const cell = cellOf(row, column);
    return this.#act({ kind: 'enter', cell, digit: checkInteger(digit, 'digit', 1, 9) });
  }

  /** The player's digit and notes at `row`, `column` erased. A given throws a `RangeError`. */
  erase(row: number, column: number): SudokuGame {
    return this.#act({ kind: 'erase', cell: cellOf(row, column) });
  }

  /**
   * The note `digit` (1–9) at the empty cell `row`, `column` toggled. A note toggled off is
   * removed on purpose: {@link SudokuGame.fillNotes} leaves it out until it is toggled on again.
   * A given or a filled cell throws a `RangeError`.
   */
  toggleNote(row: number, column: number, digit: number): SudokuGame {
    const cell = cellOf(row, column);
    return this.#act({ kind: 'note', cell, digit: checkInteger(digit, 'digit', 1, 9) });
  }

  /**
   * Every empty cell's notes set to its candidates under the game's rules (the digits no peer
   * holds) minus the marks removed on purpose, by hints or by the player.
   */
  fillNotes(): SudokuGame {
    return this.#act({ kind: 'fill' });
  }

  /**
   * {@link SudokuGame.hint}'s step applied as one move: its eliminations leave the notes (and are
   * remembered as removed on purpose), its placements are entered. A `contradiction` (notes that
   * lack a cell's digit) is repaired: the digit goes back into that cell's notes, as toggling the
   * note on does. An `invalid-board` erases a wrong digit: one of the cells the step names, else
   * the first of {@link SudokuGame.mistakes}. The step is then {@link SudokuGame.lastStep}.
   * Returns the same game only when there is no step (the board is full, or no technique applies).
   * `options` bound the search as in {@link SudokuGame.hint}: a search stopped by them throws and
   * makes no game.
   */
  applyHint(options?: SudokuHintOptions): SudokuGame {
    const step = this.hint(options);
    if (step === null) return this;
    // The puzzle has one solution, so a board without it holds a wrong digit; and the game finds
    // notes that lack a digit itself (the engine's contradiction never comes up here).
    if (step.technique === 'invalid-board') {
      const wrong = this.mistakes();
      const cell = step.highlights.cells.find((named) => wrong.includes(named)) ?? wrong[0]!;
      return this.#act({ kind: 'erase', cell }, step);
    }
    if (step.technique === 'contradiction') {
      const lost = step.highlights.candidates[0]!;
      return this.#act({ kind: 'note', cell: lost.row * SIZE + lost.column, digit: lost.value }, step);
    }
    const code = ({ row, column, value }: { row: number; column: number; value: number }): number =>
      (row * SIZE + column) * 9 + value - 1;
    return this.#act(
      { kind: 'hint', placements: step.placements.map(code), eliminations: step.eliminations.map(code) },
      step,
    );
  }

  /** The game before the last move; the same game when there is none. */
  undo(): SudokuGame {
    const top = this.#done;
    if (top === null) return this;
    return this.#with(rewind(this.#position, top.entry, false), top.next, push(this.#undone, top.entry));
  }

  /** The last undone move made again; the same game when there is none. */
  redo(): SudokuGame {
    const top = this.#undone;
    if (top === null) return this;
    return this.#with(rewind(this.#position, top.entry, true), push(this.#done, top.entry), top.next);
  }

  // ---- comparing and saving --------------------------------------------------------------------

  /**
   * True when `other` is a game in the same position: the same puzzle, rules, digits, notes and
   * marks removed on purpose, and the same `autoClearNotes`. The histories are not compared. A game
   * from another copy of the library is compared through its saved form (`toJSON()`).
   */
  equals(other: SudokuGame): boolean {
    if (other === this) return true;
    let local: SudokuGame;
    try {
      local = checkGame(other, 'other');
    } catch {
      // Not a game, or a look-alike that cannot be read: simply not equal.
      return false;
    }
    const a = this.#position;
    const b = local.#position;
    if (this.#autoClear !== local.#autoClear || !this.#puzzle.equals(local.#puzzle)) return false;
    if (this.#rules?.toString() !== local.#rules?.toString()) return false;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (
        a.values[cell] !== b.values[cell] ||
        a.notes[cell] !== b.notes[cell] ||
        a.removed[cell] !== b.removed[cell]
      ) {
        return false;
      }
    }
    return true;
  }

  /** The game, history included, as a plain JSON-ready record; {@link SudokuGame.fromJSON} reads it back. */
  toJSON(): SudokuGameJSON {
    const { moves, undone } = this.#history();
    return {
      version: 1,
      puzzle: this.#puzzle.toString(),
      // Only for variant rules: a classic game saves as it always did.
      ...(this.#rules === undefined ? {} : { rules: this.#rules.toString() }),
      autoClearNotes: this.#autoClear,
      history: moves.map(moveToJSON),
      undone,
    };
  }

  /**
   * The game, history included, as one compact URL-safe line (letters, digits, `-`, `_`, `.`);
   * {@link SudokuGame.parse} reads it back.
   */
  format(): string {
    const { moves, undone } = this.#history();
    return formatSaved(boardStorage(this.#puzzle), this.#autoClear, moves, undone, this.#rules);
  }

  /** The compact line, as {@link SudokuGame.format}. */
  toString(): string {
    return this.format();
  }

  // ---- internals -------------------------------------------------------------------------------

  #history(): { moves: Move[]; undone: number } {
    const moves: Move[] = [];
    for (let s = this.#done; s !== null; s = s.next) moves.push(s.entry.move);
    moves.reverse();
    for (let s = this.#undone; s !== null; s = s.next) moves.push(s.entry.move);
    return { moves, undone: this.#undone?.size ?? 0 };
  }

  #act(move: Move, step: SudokuStep | null = null): SudokuGame {
    const why = refusal(move, boardStorage(this.#puzzle), this.#position.values);
    if (why !== null) throw new RangeError(why);
    const next = copyPosition(this.#position);
    applyMove(next, move, this.#autoClear, this.#tables);
    const entry = entryBetween(move, this.#position, next, step);
    return entry === null ? this : this.#with(next, push(this.#done, entry), null);
  }

  #with(position: Position, done: Stack | null, undone: Stack | null): SudokuGame {
    return make({
      puzzle: this.#puzzle,
      solution: this.#solution,
      rules: this.#rules,
      autoClear: this.#autoClear,
      position,
      // Positions are never written once made, so the board can adopt the values.
      board: boardFromStorage(position.values),
      done,
      undone,
    });
  }
}

/**
 * What `console.log(game)` and `util.inspect(game)` show in Node: the move count, the rules when
 * they are not the classic rules, and the board's grid (the saved line when nested too deep).
 */
function inspectGame(this: SudokuGame, depth: number): string {
  if (depth < 0) return `SudokuGame(${this.format()})`;
  const moves = this.moves === 1 ? '1 move' : `${this.moves} moves`;
  const rules = this.rules.isClassic ? '' : `, rules ${this.rules.toString()}`;
  return `SudokuGame (${moves}, ${this.board.filledCount} filled${rules})\n${this.board.format()}`;
}

/**
 * {@link SudokuGame.practice}, outside the class: a class body that names its own class makes the
 * bundler rename it (`_SudokuGame`), and the game's class must keep its name at run time.
 */
function practiceGame(options: SudokuPracticeOptions): SudokuGame {
  const bag = checkOptions(options, { ...GENERATION_KEYS, ...GAME_KEYS, puzzle: true });
  const ids = checkTechniqueOption(bag.technique);
  const hinted = ids.filter((id) => SUDOKU_TECHNIQUES[id].hinted);
  if (hinted.length === 0) {
    throw new RangeError(
      `options.technique: the hint engine does not use ${ids.join(', ')}, so no hint can be practised`,
    );
  }
  let game: SudokuGame;
  if (bag.puzzle !== undefined) {
    const rest: Record<string, unknown> = { ...bag };
    delete rest.puzzle;
    delete rest.technique;
    game = SudokuGame.fromPuzzle(bag.puzzle as SudokuBoard, rest);
  } else {
    game = SudokuGame.generate({ ...(bag as SudokuGameGenerationOptions), technique: hinted });
  }
  const wanted = new Set<string>(hinted);
  game = game.fillNotes();
  for (;;) {
    const step = game.hint();
    if (step === null) {
      throw new SudokuError(
        'TECHNIQUE_NOT_USED',
        `the hint engine's path of the puzzle never uses ${hinted.join(' or ')}`,
        { value: hinted.length === 1 ? hinted[0] : hinted },
      );
    }
    if (wanted.has(step.technique)) return game;
    game = game.applyHint();
  }
}

/**
 * Internal: checks that `value` is a {@link SudokuGame}, for entry points that take one, and
 * returns a game of this copy of the library: a game from another copy (recognised by the brand)
 * is rebuilt from its public `toJSON()`, history included.
 */
export function checkGame(value: unknown, name: string): SudokuGame {
  if (typeof value === 'object' && value !== null) {
    if (isGame?.(value) === true) return value as SudokuGame;
    let branded: unknown;
    try {
      branded = (value as Record<symbol, unknown>)[GAME_BRAND];
    } catch {
      // A Proxy whose trap throws, or a revoked one: not a game.
      branded = false;
    }
    if (branded === true) {
      try {
        const toJSON = (value as { toJSON?: unknown }).toJSON;
        if (typeof toJSON !== 'function') throw new TypeError(`toJSON is ${describe(toJSON)}`);
        return restore(savedFromJSON(toJSON.call(value)));
      } catch (error) {
        throw new TypeError(
          `${name} must be a SudokuGame, received an object marked as one (of another copy of open-sudoku-engine?) that could not be read (see the cause)`,
          { cause: error },
        );
      }
    }
  }
  throw new TypeError(`${name} must be a SudokuGame, received ${describe(value)}`);
}

/**
 * The first empty cell (0–80) whose candidates lack its digit in `solution`; -1 when none does.
 * Only meaningful when every digit on the board is right: a wrong digit also hides its own digit
 * from its peers' candidates.
 */
function missingNote(candidates: SudokuCandidates, solution: SudokuBoard): number {
  const masks = candidatesStorage(candidates);
  const digits = boardStorage(solution);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = masks[cell]!;
    // A filled cell's mask is its own digit, which is right.
    if ((mask & (1 << (digits[cell]! - 1))) === 0) return cell;
  }
  return -1;
}

/** The step reporting notes of `cell` that lack its digit, which `applyHint` puts back. */
function missingNoteStep(cell: number, digit: number): SudokuStep {
  const name = cellName(cell);
  return makeStep('contradiction', {
    cells: [cell],
    candidates: [cell * 9 + digit - 1],
    explanation: `The pencil marks of ${name} no longer include ${digit}, the digit it needs: ${digit} goes back into its notes.`,
    small: `Check the pencil marks of ${name}.`,
    big: `${digit} is missing from the pencil marks of ${name}: put it back.`,
  });
}

function make(parts: Parts): SudokuGame {
  return new (SudokuGame as unknown as new (parts: Parts, door: object) => SudokuGame)(parts, DOOR);
}

function cellOf(row: number, column: number): number {
  return checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
}

/** The game's options: `autoClearNotes` (default true) and `rules` (undefined for the classic rules). */
function readGameOptions(
  options: unknown,
  keys: Readonly<Record<string, true>>,
): { autoClear: boolean; rules: SudokuRules | undefined } {
  const bag = checkOptions(options, keys);
  const value = bag.autoClearNotes;
  if (value !== undefined && typeof value !== 'boolean') {
    throw new TypeError(`options.autoClearNotes must be a boolean, received ${describe(value)}`);
  }
  return { autoClear: value ?? true, rules: readRulesOption(bag.rules, 'options.rules') };
}

function solutionOf(puzzle: SudokuBoard, what: string, rules: SudokuRules | undefined): SudokuBoard {
  const solver = new SudokuSolver();
  // The classic rules pass no option, as before.
  const under = rules === undefined ? undefined : { rules };
  const found = solver.countSolutions(puzzle, 2, under);
  const result = found === 1 ? solver.solve(puzzle, under) : null;
  if (result?.status !== 'solved') {
    throw new SudokuError(
      'NOT_UNIQUE',
      found === 0 ? `${what} has no solution` : `${what} has more than one solution`,
      { found },
    );
  }
  return result.solution;
}

function start(
  puzzle: SudokuBoard,
  solution: SudokuBoard,
  rules: SudokuRules | undefined,
  autoClear: boolean,
): SudokuGame {
  const position = startPosition(boardStorage(puzzle));
  return make({ puzzle, solution, rules, autoClear, position, board: puzzle, done: null, undone: null });
}

/** Replays a saved game's moves on its puzzle; a move that cannot be made names itself. */
function restore(saved: SavedGame): SudokuGame {
  const puzzle = boardFromStorage(saved.puzzle);
  const rules = saved.rules;
  const solution = solutionOf(puzzle, 'the saved puzzle', rules);
  const tables = rules === undefined ? undefined : tablesOf(rules);
  let position = startPosition(saved.puzzle);
  let done: Stack | null = null;
  for (let i = 0; i < saved.moves.length; i++) {
    const move = saved.moves[i]!;
    const why = refusal(move, saved.puzzle, position.values);
    if (why !== null) throw new SudokuError('INVALID_VALUE', `saved game: ${saved.where(i)}: ${why}`);
    const next = copyPosition(position);
    applyMove(next, move, saved.autoClear, tables);
    const entry = entryBetween(move, position, next, null);
    if (entry === null) {
      throw new SudokuError('INVALID_VALUE', `saved game: ${saved.where(i)} changes nothing`);
    }
    done = push(done, entry);
    position = next;
  }
  let undone: Stack | null = null;
  for (let i = 0; i < saved.undone; i++) {
    position = rewind(position, done!.entry, false);
    undone = push(undone, done!.entry);
    done = done!.next;
  }
  return make({
    puzzle,
    solution,
    rules,
    autoClear: saved.autoClear,
    position,
    board: boardFromStorage(position.values),
    done,
    undone,
  });
}
