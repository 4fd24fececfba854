/**
 * SudokuGame under variant rules: the solution, conflicts, candidates, notes and auto-clear follow
 * the game's rules, and the saves carry them (classic saves unchanged). Puzzles and solutions come
 * from `variants-se.tsv` (made and rated with Sudoku Explainer's variant flags), one row per rule
 * set; candidates and conflicts are checked against the validator, which is tested against Sudoku
 * Explainer's region tables.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGame,
  SudokuLogicSolver,
  SudokuRules,
  SudokuValidator,
  isSudokuError,
  type SudokuGameJSON,
} from '../../src/index.js';
import { GENERATION_KEYS } from '../../src/generator/plan.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';

interface Row {
  readonly rules: SudokuRules;
  readonly puzzle: SudokuBoard;
  readonly solution: SudokuBoard;
}

/**
 * One row of each rule set of the fixture: the one with the most givens (the first of those), as
 * the quickest to solve (some non-consecutive rows take the solver seconds).
 */
const ROWS: readonly Row[] = (() => {
  const best = new Map<string, Row>();
  for (const line of fixtureLines('variants-se.tsv').slice(1)) {
    const [rules, puzzle, solution] = line.split('\t');
    const row = {
      rules: SudokuRules.parse(rules!),
      puzzle: SudokuBoard.parse(puzzle!),
      solution: SudokuBoard.parse(solution!),
    };
    const known = best.get(rules!);
    if (known === undefined || row.puzzle.filledCount > known.puzzle.filledCount) best.set(rules!, row);
  }
  return [...best.values()];
})();

/** The fixture's row for `text` (`'jigsaw'`: the jigsaw layout alone). */
function row(text: string): Row {
  if (text === 'jigsaw')
    return ROWS.find((r) => r.rules.layout === 'jigsaw' && r.rules.extraRegions.length === 0)!;
  return ROWS.find((r) => r.rules.toString() === SudokuRules.parse(text).toString())!;
}

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** The cells (0–80) of `board` that are empty. */
function emptyCells(board: SudokuBoard): number[] {
  return board.toValues().flatMap((value, cell) => (value === 0 ? [cell] : []));
}

/** Whether the hint engine takes `rules` (it does once the variant hint engine is in). */
const HINTS_TAKE_RULES = ((): boolean => {
  try {
    new SudokuLogicSolver().nextStep(row('x').puzzle, { rules: SudokuRules.parse('x') });
    return true;
  } catch {
    return false;
  }
})();

/** Whether the generator takes `rules` (it does once the variant generator is in). */
const GENERATOR_TAKES_RULES = Object.hasOwn(GENERATION_KEYS, 'rules');

describe('SudokuGame under variant rules', () => {
  it('every rule set of the fixture: the solution is Sudoku Explainer’s, and entering it completes the game', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(12);
    for (const { rules, puzzle, solution } of ROWS) {
      let game = SudokuGame.fromPuzzle(puzzle, { rules });
      expect(game.rules.toString(), rules.toString()).toBe(rules.toString());
      expect(game.solution.equals(solution), rules.toString()).toBe(true);
      expect(game.conflicts).toEqual([]);
      for (const cell of emptyCells(puzzle)) {
        expect(game.isComplete).toBe(false);
        game = game.enter(Math.floor(cell / 9), cell % 9, solution.get(Math.floor(cell / 9), cell % 9));
      }
      expect(game.isComplete, rules.toString()).toBe(true);
      expect(game.mistakes()).toEqual([]);
    }
  });

  it('a classic game is played under SudokuRules.classic; a variant puzzle is not unique without its rules', () => {
    const { puzzle, solution } = row('x');
    const classic = SudokuGame.fromPuzzle(solution);
    expect(classic.rules).toBe(SudokuRules.classic);
    expect(SudokuGame.fromPuzzle(solution, { rules: SudokuRules.classic }).rules.isClassic).toBe(true);
    const error = thrown(() => SudokuGame.fromPuzzle(puzzle));
    expect(isSudokuError(error) && error.code === 'NOT_UNIQUE' && error.found === 2).toBe(true);
  });

  it('a puzzle not unique under the rules is refused; a rules option that is no rule set is a TypeError', () => {
    const { puzzle } = row('x');
    const error = thrown(() => SudokuGame.fromPuzzle(puzzle, { rules: SudokuRules.parse('anti-king') }));
    expect(isSudokuError(error) && error.code === 'NOT_UNIQUE').toBe(true);
    expect(() => SudokuGame.fromPuzzle(puzzle, { rules: 'x' as never })).toThrow(TypeError);
    expect(() => SudokuGame.fromPuzzle(puzzle, { rules: SudokuRules.parse('x'), rule: 1 } as never)).toThrow(
      /rule.*did you mean 'rules'/,
    );
  });

  it('conflicts are the validator’s under the rules: a clash on the diagonal only', () => {
    const { rules, puzzle } = row('x');
    const game = SudokuGame.fromPuzzle(puzzle, { rules });
    // An empty cell of a diagonal and a digit that its row, column and box allow but its
    // diagonal holds.
    const onDiagonal = (k: number): boolean => k % 10 === 0 || (k % 8 === 0 && k > 0 && k < 80);
    const values = puzzle.toValues();
    const [cell, digit] = emptyCells(puzzle)
      .filter(onDiagonal)
      .flatMap((k) => {
        const line = values.filter(
          (_, j) => j !== k && (k % 10 === 0 ? j % 10 === 0 : onDiagonal(j) && j % 10 !== 0),
        );
        const found = SudokuValidator.getCandidates(puzzle, Math.floor(k / 9), k % 9).find((d) =>
          line.includes(d),
        );
        return found === undefined ? [] : [[k, found] as const];
      })[0]!;
    const [r, c] = [Math.floor(cell / 9), cell % 9];
    const played = game.enter(r, c, digit);
    const expected = SudokuValidator.findConflicts(played.board, { rules });
    expect(expected).toContain(cell);
    expect(played.conflicts).toEqual(expected);
    expect(SudokuValidator.findConflicts(played.board)).toEqual([]);
    expect(played.isComplete).toBe(false);
  });

  it('candidates and fillNotes are the validator’s candidates under the rules, for every rule set', () => {
    for (const { rules, puzzle } of ROWS) {
      const game = SudokuGame.fromPuzzle(puzzle, { rules }).fillNotes();
      const candidates = game.candidates();
      for (const cell of emptyCells(puzzle)) {
        const [r, c] = [Math.floor(cell / 9), cell % 9];
        const legal = SudokuValidator.getCandidates(puzzle, r, c, { rules });
        expect(game.notes(r, c), `${rules.toString()} r${r + 1}c${c + 1}`).toEqual(legal);
        expect(candidates.get(r, c)).toEqual(legal);
      }
    }
  });

  it('auto-clear takes an entered digit out of the notes of every cell the rules make its peer', () => {
    for (const text of ['x', 'windoku', 'anti-knight', 'anti-king', 'jigsaw']) {
      const { rules, puzzle, solution } = row(text);
      const game = SudokuGame.fromPuzzle(puzzle, { rules });
      // Every empty cell holds every digit as a note, so what auto-clear takes out shows.
      let noted = game;
      for (const cell of emptyCells(puzzle))
        for (let d = 1; d <= 9; d++) noted = noted.toggleNote(Math.floor(cell / 9), cell % 9, d);
      const cell = emptyCells(puzzle)[0]!;
      const digit = solution.get(Math.floor(cell / 9), cell % 9);
      const entered = noted.enter(Math.floor(cell / 9), cell % 9, digit);
      const peers = new Set(rules.peersOf(cell));
      for (const other of emptyCells(puzzle)) {
        if (other === cell) continue;
        const notes = entered.notes(Math.floor(other / 9), other % 9);
        expect(notes.includes(digit), `${text}: r${Math.floor(other / 9) + 1}c${(other % 9) + 1}`).toBe(
          !peers.has(other),
        );
      }
    }
  });

  it('under non-consecutive, auto-clear also takes the digits next to it out of its orthogonal neighbours', () => {
    const { rules, puzzle, solution } = row('non-consecutive');
    const cell = emptyCells(puzzle).find((c) => {
      const digit = solution.get(Math.floor(c / 9), c % 9);
      return digit > 1 && digit < 9 && c % 9 > 0 && c % 9 < 8 && puzzle.toValues()[c + 1] === 0;
    })!;
    const [r, c] = [Math.floor(cell / 9), cell % 9];
    const digit = solution.get(r, c);
    let game = SudokuGame.fromPuzzle(puzzle, { rules });
    for (let d = 1; d <= 9; d++) game = game.toggleNote(r, c + 1, d);
    const entered = game.enter(r, c, digit);
    expect(entered.notes(r, c + 1)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== digit && d !== digit - 1 && d !== digit + 1),
    );
    // Without auto-clear nothing leaves.
    let manual = SudokuGame.fromPuzzle(puzzle, { rules, autoClearNotes: false });
    for (let d = 1; d <= 9; d++) manual = manual.toggleNote(r, c + 1, d);
    expect(manual.enter(r, c, digit).notes(r, c + 1)).toHaveLength(9);
  });

  it('util.inspect names variant rules, and only those', () => {
    const { rules, puzzle } = row('x');
    expect(inspect(SudokuGame.fromPuzzle(puzzle, { rules }))).toMatch(
      /^SudokuGame \(0 moves, \d+ filled, rules x\)\n/,
    );
    expect(inspect(SudokuGame.fromPuzzle(row('x').solution))).toMatch(/^SudokuGame \(0 moves, 81 filled\)\n/);
  });

  it('equals tells games apart by their rules', () => {
    const { puzzle, solution } = row('x');
    const x = SudokuGame.fromPuzzle(solution, { rules: SudokuRules.parse('x') });
    const classic = SudokuGame.fromPuzzle(solution);
    expect(x.equals(classic)).toBe(false);
    expect(x.equals(SudokuGame.fromPuzzle(solution, { rules: SudokuRules.parse('x') }))).toBe(true);
    expect(SudokuGame.fromPuzzle(puzzle, { rules: SudokuRules.parse('x') }).equals(x)).toBe(false);
  });

  it.skipIf(!HINTS_TAKE_RULES)('hints alone solve a puzzle of each rule set to its solution', () => {
    for (const { rules, puzzle, solution } of sample(ROWS, 5)) {
      let game = SudokuGame.fromPuzzle(puzzle, { rules });
      for (let i = 0; i < 400 && !game.isComplete; i++) {
        const next = game.applyHint();
        if (next === game) break;
        game = next;
      }
      expect(game.isComplete, rules.toString()).toBe(true);
      expect(game.board.equals(solution)).toBe(true);
    }
  });

  it.skipIf(!GENERATOR_TAKES_RULES)('generate deals a puzzle of the rules, unique under them', () => {
    const rules = SudokuRules.parse('x+windoku');
    const game = SudokuGame.generate({ rules, seed: 7, emptyCellTarget: 40 });
    expect(game.rules.toString()).toBe('x+windoku');
    expect(SudokuValidator.isSolution(game.puzzle, game.solution, { rules })).toBe(true);
    expect(SudokuGame.fromPuzzle(game.puzzle, { rules }).solution.equals(game.solution)).toBe(true);
  });
});

describe('SudokuGame saves under variant rules', () => {
  const jigsaw = row('jigsaw');
  const custom = row('region:r1c1,r1c2,r2c1,r2c2,r5c5,r8c8,r8c9,r9c8,r9c9');

  function played({ rules, puzzle, solution }: Row): SudokuGame {
    const cells = emptyCells(puzzle);
    const at = (k: number): [number, number] => [Math.floor(cells[k]! / 9), cells[k]! % 9];
    let game = SudokuGame.fromPuzzle(puzzle, { rules }).fillNotes();
    game = game.enter(...at(0), solution.get(...at(0)));
    game = game.toggleNote(...at(1), game.notes(...at(1))[0]!);
    game = game.enter(...at(2), solution.get(...at(2))).undo();
    return game;
  }

  it('toJSON carries the canonical rules text after the puzzle; a classic save has no rules key', () => {
    const game = played(row('x+windoku'));
    const json = game.toJSON();
    expect(Object.keys(json)).toEqual(['version', 'puzzle', 'rules', 'autoClearNotes', 'history', 'undone']);
    expect(json.rules).toBe('x+windoku');
    const classic = SudokuGame.fromPuzzle(row('x').solution).toJSON();
    expect(Object.keys(classic)).toEqual(['version', 'puzzle', 'autoClearNotes', 'history', 'undone']);
    expect('rules' in SudokuGame.fromPuzzle(row('x').solution, { rules: SudokuRules.classic }).toJSON()).toBe(
      false,
    );
  });

  it('fromJSON and parse restore the game with its rules, for every rule set', () => {
    for (const r of ROWS) {
      const game = played(r);
      for (const restored of [
        SudokuGame.fromJSON(game.toJSON()),
        SudokuGame.fromJSON(JSON.stringify(game)),
        SudokuGame.parse(game.format()),
      ]) {
        expect(restored.rules.toString(), r.rules.toString()).toBe(r.rules.toString());
        expect(restored.equals(game)).toBe(true);
        expect(restored.canRedo).toBe(true);
        expect(restored.redo().equals(game.redo())).toBe(true);
        expect(restored.format()).toBe(game.format());
      }
    }
  });

  it('the text form ends with the rules, URL-safe, and only for variant rules', () => {
    const x = played(row('x+windoku')).format();
    expect(x).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(x.endsWith('.x_windoku')).toBe(true);
    const j = played(jigsaw).format();
    expect(j.endsWith(`.${jigsaw.rules.toString().replace(':', '-').replace('+', '_')}`)).toBe(true);
    const c = played(custom).format();
    expect(c.endsWith('.region-r1c1-r1c2-r2c1-r2c2-r5c5-r8c8-r8c9-r9c8-r9c9')).toBe(true);
    const classic = SudokuGame.fromPuzzle(row('x').solution).format();
    expect(classic.split('.')).toHaveLength(5);
  });

  it('an old save (no rules) loads as a classic game', () => {
    const { solution } = row('x');
    const json: SudokuGameJSON = {
      version: 1,
      puzzle: solution.toString().replace(/^./, '.'),
      autoClearNotes: true,
      history: [{ type: 'enter', row: 0, column: 0, digit: solution.get(0, 0) }],
      undone: 0,
    };
    const game = SudokuGame.fromJSON(json);
    expect(game.rules.isClassic).toBe(true);
    expect(game.isComplete).toBe(true);
  });

  it('a bad rules text in a JSON save is a SudokuError naming the field, with the parser’s code', () => {
    const json = played(row('x')).toJSON();
    const cases: [unknown, string, RegExp][] = [
      ['winduko', 'UNKNOWN_RULE', /^saved game: rules: .*windoku/],
      ['x++windoku', 'INVALID_RULES', /^saved game: rules: /],
      ['jigsaw:123', 'INVALID_JIGSAW', /^saved game: rules: /],
      ['x+x', 'RULES_CLASH', /^saved game: rules: /],
      [42, 'INVALID_VALUE', /^saved game: rules must be a rules text/],
      [null, 'INVALID_VALUE', /^saved game: rules must be a rules text/],
    ];
    for (const [rules, code, message] of cases) {
      const error = thrown(() => SudokuGame.fromJSON({ ...json, rules } as never));
      expect(isSudokuError(error), String(rules)).toBe(true);
      expect((error as { code: string }).code, String(rules)).toBe(code);
      expect((error as Error).message).toMatch(message);
    }
    // A save whose moves break nothing under the classic rules but whose puzzle is not unique
    // under the rules it names.
    const other = thrown(() => SudokuGame.fromJSON({ ...json, rules: 'anti-king' }));
    expect(isSudokuError(other) && other.code === 'NOT_UNIQUE').toBe(true);
  });

  it('a bad rules field in a text save is a SudokuError naming its position in the text', () => {
    const text = played(row('x')).format();
    const start = text.lastIndexOf('.') + 2; // 1-based position of the rules field
    const cases: [string, string, number][] = [
      [text.replace(/x$/, 'winduko'), 'UNKNOWN_RULE', start],
      [text.replace(/x$/, 'x_windoku_x'), 'RULES_CLASH', start + 10],
      [text.replace(/x$/, 'x+windoku'), 'INVALID_CHARACTER', start + 1],
      [text.replace(/x$/, ''), 'INVALID_LENGTH', start],
      [text.replace(/x$/, 'jigsaw-12'), 'INVALID_JIGSAW', start],
    ];
    for (const [saved, code, position] of cases) {
      const error = thrown(() => SudokuGame.parse(saved));
      expect(isSudokuError(error), saved).toBe(true);
      expect((error as { code: string }).code, saved).toBe(code);
      expect((error as Error).message).toMatch(/^saved game text: /);
      if (code !== 'INVALID_JIGSAW') expect((error as { position?: number }).position, saved).toBe(position);
    }
  });
});
