/**
 * Boards, candidates and games from another copy of the library (an app whose dependencies load it
 * through both `require` and `import`, or two versions side by side) are accepted everywhere, read
 * through their public API; look-alikes that merely carry the brand are refused with a TypeError
 * naming the cause. `util.inspect` (so `console.log`) shows a board's grid, and a game's.
 *
 * The second copy is a fresh module graph of the sources (`vi.resetModules`); the built CJS and
 * ESM entries are crossed the same way by `scripts/package-test.mjs` on the installed tarball.
 */
import { inspect } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkGame } from '../../src/game/game.js';
import * as here from '../../src/index.js';

type Library = typeof here;
let other: Library;

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

beforeAll(async () => {
  vi.resetModules();
  other = await import('../../src/index.js');
});

describe('two copies of the library', () => {
  it('are distinct copies (distinct classes, no shared private state)', () => {
    expect(other.SudokuBoard).not.toBe(here.SudokuBoard);
    // The private-field check of one copy does not accept the other's boards.
    expect(other.SudokuBoard.parse(LINE) instanceof here.SudokuBoard).toBe(false);
  });

  it('every entry point taking a board accepts one from the other copy, with the same answers', () => {
    const foreign = other.SudokuBoard.parse(LINE);
    const local = here.SudokuBoard.parse(LINE);
    const solver = new here.SudokuSolver();
    expect(solver.solve(foreign)).toEqual(solver.solve(local));
    expect(solver.countSolutions(foreign)).toBe(1);
    expect(here.SudokuValidator.validate(foreign)).toEqual(here.SudokuValidator.validate(local));
    expect(here.SudokuValidator.getCandidates(foreign, 4, 4)).toEqual([5]);
    expect(here.rateBoard(foreign)).toEqual(here.rateBoard(local));
    const logic = new here.SudokuLogicSolver();
    expect(logic.nextStep(foreign)).toEqual(logic.nextStep(local));
    expect(here.SudokuCandidates.fromBoard(foreign).equals(here.SudokuCandidates.fromBoard(local))).toBe(
      true,
    );
    // A solution from one copy checked against a puzzle of the other.
    const solution = (solver.solve(local) as { solution: here.SudokuBoard }).solution;
    expect(other.SudokuValidator.isSolution(foreign, solution)).toBe(true);
    expect(here.SudokuValidator.isSolution(foreign, solution)).toBe(true);
  });

  it('equals compares values across copies', () => {
    const foreign = other.SudokuBoard.parse(LINE);
    expect(here.SudokuBoard.parse(LINE).equals(foreign)).toBe(true);
    expect(here.SudokuBoard.parse(LINE).with(0, 2, 1).equals(foreign)).toBe(false);
    const marks = other.SudokuCandidates.fromBoard(foreign).without(0, 2, 4);
    expect(here.SudokuCandidates.parse(marks.format()).equals(marks)).toBe(true);
    expect(here.SudokuCandidates.fromBoard(here.SudokuBoard.parse(LINE)).equals(marks)).toBe(false);
  });

  it('candidates from the other copy are read with their eliminations', () => {
    const board = here.SudokuBoard.parse(LINE);
    const logic = new here.SudokuLogicSolver();
    let marks = other.SudokuCandidates.fromBoard(board);
    const local = here.SudokuCandidates.parse(marks.format());
    expect(logic.solve(board, { candidates: marks })).toEqual(logic.solve(board, { candidates: local }));
    // Removing the true digit of r1c3 (4) is a contradiction, seen through the foreign marks.
    marks = marks.without(0, 2, 4);
    expect(logic.solve(board, { candidates: marks }).status).toBe('contradiction');
  });
});

describe('games from two copies', () => {
  it('a game starts from a board of the other copy, as from a native one (both ways)', () => {
    for (const [lib, guest] of [
      [here, other],
      [other, here],
    ] as const) {
      const game = lib.SudokuGame.fromPuzzle(guest.SudokuBoard.parse(LINE), { autoClearNotes: false });
      expect(game.puzzle).toBeInstanceOf(lib.SudokuBoard);
      expect(game.puzzle.toString()).toBe(LINE);
      expect(game.autoClearNotes).toBe(false);
      expect(game.fillNotes().notes(0, 2)).toEqual([1, 2, 4]);
      expect(game.enter(0, 2, 4).mistakes()).toEqual([]);
    }
  });

  it('equals compares positions across copies, and fromJSON/parse read the other copy’s saves', () => {
    const mine = here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(LINE)).fillNotes().enter(0, 2, 4);
    const theirs = other.SudokuGame.fromPuzzle(other.SudokuBoard.parse(LINE)).fillNotes().enter(0, 2, 4);
    expect(mine.equals(theirs)).toBe(true);
    expect(theirs.equals(mine)).toBe(true);
    expect(mine.equals(theirs.toggleNote(0, 3, 6))).toBe(false);
    expect(mine.undo().equals(theirs)).toBe(false);
    const restored = here.SudokuGame.fromJSON(theirs.toJSON());
    expect(restored.equals(mine)).toBe(true);
    expect(restored.undo().undo().moves).toBe(0);
    expect(here.SudokuGame.parse(theirs.format()).equals(mine)).toBe(true);
  });

  it('a game under variant rules from the other copy keeps its rules: equals, fromJSON, parse and rules from either copy', () => {
    // A full x grid (r1c1 emptied): unique under any rules it obeys.
    const grid = '.42169375395472186716853492437586921928314657561927843153748269674291538289635714';
    const mine = here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(grid), {
      rules: here.SudokuRules.parse('x'),
    });
    const theirs = other.SudokuGame.fromPuzzle(other.SudokuBoard.parse(grid), {
      rules: other.SudokuRules.parse('x'),
    });
    expect(mine.equals(theirs)).toBe(true);
    expect(mine.equals(other.SudokuGame.fromPuzzle(other.SudokuBoard.parse(grid)))).toBe(false);
    const restored = here.SudokuGame.fromJSON(theirs.toJSON());
    expect(restored.rules).toBeInstanceOf(here.SudokuRules);
    expect(restored.rules.toString()).toBe('x');
    expect(here.SudokuGame.parse(theirs.format()).equals(mine)).toBe(true);
    // A rules value of the other copy is read through its text.
    const crossed = here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(grid), {
      rules: other.SudokuRules.parse('x'),
    });
    expect(crossed.rules).toBe(here.SudokuRules.parse('x'));
    expect(crossed.equals(mine)).toBe(true);
  });

  it('a branded look-alike game that cannot be read is refused naming the cause; equals says false', () => {
    const brand = Symbol.for('open-sudoku-engine.SudokuGame');
    const game = here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(LINE));
    const json = game.enter(0, 2, 4).toJSON();
    // A readable one is read, moves checked.
    expect(game.enter(0, 2, 4).equals({ [brand]: true, toJSON: () => json } as never)).toBe(true);
    for (const fake of [
      { [brand]: true },
      {
        [brand]: true,
        toJSON: () => ({ ...json, history: [{ type: 'enter', row: 0, column: 0, digit: 1 }] }),
      },
    ]) {
      expect(game.equals(fake as never)).toBe(false);
      const error = (() => {
        try {
          checkGame(fake, 'other');
        } catch (e) {
          return e as TypeError;
        }
        throw new Error('expected a throw');
      })();
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toMatch(/^other must be a SudokuGame, received an object marked as one/);
    }
    expect(() => checkGame({ toJSON: () => json }, 'other')).toThrow(
      /^other must be a SudokuGame, received an object/,
    );
    const hostile = new Proxy(
      {},
      {
        get(): never {
          throw new Error('trap');
        },
      },
    );
    expect(() => checkGame(hostile, 'other')).toThrow(/^other must be a SudokuGame/);
    expect(game.equals(hostile as never)).toBe(false);
    expect(game.equals(null as never)).toBe(false);
    expect(checkGame(game, 'other')).toBe(game);
    expect(game.equals(game)).toBe(true);
  });
});

describe('look-alikes carrying the brand', () => {
  const boardBrand = Symbol.for('open-sudoku-engine.SudokuBoard');
  const candidatesBrand = Symbol.for('open-sudoku-engine.SudokuCandidates');

  it('a branded object with readable values is read like a board (values checked)', () => {
    const values = here.SudokuBoard.parse(LINE).toValues();
    const fake = { [boardBrand]: true, toValues: () => values };
    expect(here.SudokuValidator.validate(fake as never).isValid).toBe(true);
    const bad = { [boardBrand]: true, toValues: () => [...values.slice(1), 10] };
    const error = (() => {
      try {
        here.SudokuValidator.validate(bad as never);
      } catch (e) {
        return e as TypeError;
      }
      throw new Error('expected a throw');
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /board must be a SudokuBoard, received an object marked as one \(of another copy/,
    );
    expect(here.isSudokuError(error.cause)).toBe(true);
  });

  it('refuses a branded object without toValues, or whose toValues throws; equals says false', () => {
    const local = here.SudokuBoard.parse(LINE);
    for (const fake of [
      { [boardBrand]: true },
      {
        [boardBrand]: true,
        toValues: (): never => {
          throw new Error('no');
        },
      },
    ]) {
      expect(() => new here.SudokuSolver().solve(fake as never)).toThrow(
        /board must be a SudokuBoard, received an object marked as one/,
      );
      expect(local.equals(fake as never)).toBe(false);
    }
    // Not branded, or a brand read that throws: the usual message.
    expect(() => here.SudokuValidator.validate({ toValues: () => [] } as never)).toThrow(
      /board must be a SudokuBoard, received an object/,
    );
    const hostile = new Proxy(
      {},
      {
        get(): never {
          throw new Error('trap');
        },
      },
    );
    expect(() => here.SudokuValidator.validate(hostile as never)).toThrow(/board must be a SudokuBoard/);
    expect(local.equals(hostile as never)).toBe(false);
    expect(local.equals({ toValues: () => local.toValues() } as never)).toBe(false);
  });

  it('refuses branded candidates that cannot be read, naming options.candidates', () => {
    const board = here.SudokuBoard.parse(LINE);
    const logic = new here.SudokuLogicSolver();
    expect(() => logic.nextStep(board, { candidates: { [candidatesBrand]: true } as never })).toThrow(
      /options\.candidates must be SudokuCandidates, received an object marked as such/,
    );
    expect(() => logic.nextStep(board, { candidates: { format: () => 'x' } as never })).toThrow(
      /options\.candidates must be SudokuCandidates, received an object/,
    );
    const hostile = new Proxy(
      {},
      {
        get(): never {
          throw new Error('trap');
        },
      },
    );
    expect(() => logic.nextStep(board, { candidates: hostile as never })).toThrow(
      /options\.candidates must be SudokuCandidates/,
    );
    expect(here.SudokuCandidates.fromBoard(board).equals(hostile as never)).toBe(false);
  });
});

describe('what a board looks like', () => {
  it('has the class name SudokuBoard, and every exported class its own name', () => {
    expect(here.SudokuBoard.name).toBe('SudokuBoard');
    const classes = Object.entries(here).filter(
      ([, value]) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)),
    );
    expect(classes.length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of classes) expect((value as { name: string }).name).toBe(name);
  });

  it('console.log / util.inspect show the grid, and the line when nested too deep', () => {
    const board = here.SudokuBoard.parse(LINE);
    const shown = inspect(board);
    expect(shown.split('\n')[0]).toBe('SudokuBoard (30 filled)');
    expect(shown).toContain(board.format());
    // Past the depth limit the board prints as its line.
    expect(inspect({ a: board }, { depth: 0 })).toContain(`a: SudokuBoard(${LINE})`);
  });

  it('console.log / util.inspect show a game: its moves and board, and its saved line when nested too deep', () => {
    const game = here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(LINE));
    expect(inspect(game).split('\n')[0]).toBe('SudokuGame (0 moves, 30 filled)');
    const played = game.fillNotes().enter(0, 2, 4);
    const shown = inspect(played);
    expect(shown.split('\n')[0]).toBe('SudokuGame (2 moves, 31 filled)');
    expect(shown).toContain(played.board.format());
    expect(inspect(game.enter(0, 2, 4)).split('\n')[0]).toBe('SudokuGame (1 move, 31 filled)');
    expect(inspect({ a: played }, { depth: 0 })).toContain(`a: SudokuGame(${played.format()})`);
  });
});

describe('a hardened realm', () => {
  it('works with the prototypes frozen before the first board: only the brand is lost', async () => {
    vi.resetModules();
    const fresh = await import('../../src/index.js');
    Object.freeze(fresh.SudokuBoard.prototype);
    Object.freeze(fresh.SudokuCandidates.prototype);
    Object.freeze(fresh.SudokuGame.prototype);
    const board = fresh.SudokuBoard.parse(LINE);
    const game = fresh.SudokuGame.fromPuzzle(board);
    expect(game.enter(0, 2, 4).equals(game.enter(0, 2, 4))).toBe(true);
    expect(here.SudokuGame.fromPuzzle(here.SudokuBoard.parse(LINE)).equals(game)).toBe(false);
    expect(new fresh.SudokuSolver().countSolutions(board)).toBe(1);
    expect(fresh.SudokuCandidates.fromBoard(board).get(0, 2)).toEqual([1, 2, 4]);
    // Without the brand, this copy's boards are not recognised by another copy.
    expect(() => new here.SudokuSolver().solve(board)).toThrow(/board must be a SudokuBoard/);
  });
});
