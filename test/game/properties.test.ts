/**
 * SudokuGame properties over random action sequences (fast-check), on puzzles from the Sudoku
 * Explainer rated sample that the hint engine solves alone. Sample sizes are kept small (about 40
 * runs): each run replays a sequence of up to 30 actions, some of them hints.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGame, SudokuRules, isSudokuError } from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import { size } from '../sample.js';

const RUNS = 40;

/** Four rated puzzles (ER 1.5–4.5) and their starting games. */
const STARTS: readonly SudokuGame[] = fixtureLines('se-rated.tsv')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, er]) => Number(er) >= 1.5 && Number(er) <= 4.5)
  .filter((_, i) => i % 20 === 0)
  .slice(0, 4)
  .map(([puzzle]) => SudokuGame.fromPuzzle(SudokuBoard.parse(puzzle!)));

type Action =
  | { readonly kind: 'enter' | 'note'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'erase'; readonly cell: number }
  | { readonly kind: 'fill' | 'hint' | 'undo' | 'redo' };

const cellArb = fc.integer({ min: 0, max: 80 });
const digitArb = fc.integer({ min: 1, max: 9 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('enter' as const), cell: cellArb, digit: digitArb }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('note' as const), cell: cellArb, digit: digitArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('erase' as const), cell: cellArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fill' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hint' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redo' as const) }) },
);
const startArb = fc.integer({ min: 0, max: STARTS.length - 1 }).map((i) => STARTS[i]!);

/**
 * `action` on `game`. A move the game refuses (on a given, or a note on a filled cell) must throw
 * a RangeError; the game is then kept as it was.
 */
function act(game: SudokuGame, action: Action): SudokuGame {
  const row = 'cell' in action ? Math.floor(action.cell / 9) : 0;
  const column = 'cell' in action ? action.cell % 9 : 0;
  try {
    switch (action.kind) {
      case 'enter':
        return game.enter(row, column, action.digit);
      case 'note':
        return game.toggleNote(row, column, action.digit);
      case 'erase':
        return game.erase(row, column);
      case 'fill':
        return game.fillNotes();
      case 'hint':
        return game.applyHint();
      case 'undo':
        return game.undo();
      case 'redo':
        return game.redo();
    }
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    const given = game.isGiven(row, column);
    const filled = game.board.get(row, column) !== 0;
    expect(given || (action.kind === 'note' && filled)).toBe(true);
    return game;
  }
}

function play(start: SudokuGame, actions: readonly Action[]): SudokuGame {
  return actions.reduce(act, start);
}

/**
 * The same actions played by a player who makes no mistake: digits are the solution's, and a
 * note is toggled only when the cell's candidates (see `SudokuGame.candidates`) keep the
 * solution's digit afterwards.
 */
function playWithoutMistakes(start: SudokuGame, actions: readonly Action[]): SudokuGame {
  let game = start;
  for (const action of actions) {
    if (action.kind === 'enter') {
      const row = Math.floor(action.cell / 9);
      const column = action.cell % 9;
      if (game.isGiven(row, column)) continue;
      game = game.enter(row, column, game.solution.get(row, column));
    } else if (action.kind === 'note') {
      const row = Math.floor(action.cell / 9);
      const column = action.cell % 9;
      if (game.board.get(row, column) !== 0) continue;
      const next = game.toggleNote(row, column, action.digit);
      if (next.candidates().has(row, column, game.solution.get(row, column))) game = next;
    } else {
      game = act(game, action);
    }
  }
  return game;
}

const sequenceArb = fc.array(actionArb, { maxLength: 30 });

describe('SudokuGame properties', () => {
  it('no action sequence changes a given', () => {
    fc.assert(
      fc.property(startArb, sequenceArb, (start, actions) => {
        let game = start;
        for (const action of actions) {
          game = act(game, action);
          for (let index = 0; index < 81; index++) {
            const given = start.puzzle.at(index);
            if (given !== 0) expect(game.board.at(index)).toBe(given);
          }
          expect(game.puzzle).toBe(start.puzzle);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('undo after any action gives back an equal game; redo after that undo gives the action’s game', () => {
    fc.assert(
      fc.property(startArb, sequenceArb, actionArb, (start, actions, last) => {
        const before = play(start, actions);
        const after = act(before, last);
        if (after === before) return;
        if (last.kind === 'undo' || last.kind === 'redo') {
          const reverse = last.kind === 'undo' ? after.redo() : after.undo();
          expect(reverse.equals(before)).toBe(true);
          expect(reverse.toJSON()).toEqual(before.toJSON());
          return;
        }
        const undone = after.undo();
        expect(undone.equals(before)).toBe(true);
        expect(undone.moves).toBe(before.moves);
        expect(undone.board.equals(before.board)).toBe(true);
        const redone = undone.redo();
        expect(redone.equals(after)).toBe(true);
        expect(redone.toJSON()).toEqual(after.toJSON());
        expect(redone.lastStep).toBe(after.lastStep);
      }),
      { numRuns: RUNS },
    );
  });

  it('the JSON and text forms round-trip, history included', () => {
    fc.assert(
      fc.property(startArb, sequenceArb, (start, actions) => {
        const game = play(start, actions);
        const json = JSON.parse(JSON.stringify(game)) as ReturnType<SudokuGame['toJSON']>;
        for (const restored of [SudokuGame.fromJSON(json), SudokuGame.parse(game.format())]) {
          expect(restored.equals(game)).toBe(true);
          expect(restored.toJSON()).toEqual(game.toJSON());
          expect(restored.format()).toBe(game.format());
          expect(restored.undo().equals(game.undo())).toBe(true);
          expect(restored.redo().equals(game.redo())).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('repeated applyHint from any state reached without mistakes completes the puzzle', () => {
    fc.assert(
      fc.property(startArb, sequenceArb, (start, actions) => {
        let game = playWithoutMistakes(start, actions);
        expect(game.mistakes()).toEqual([]);
        for (let i = 0; i < 300 && !game.isComplete; i++) {
          const next = game.applyHint();
          expect(next, `stuck: ${game.hint()?.explanation ?? 'no step'}`).not.toBe(game);
          game = next;
        }
        expect(game.isComplete).toBe(true);
        expect(game.board.equals(game.solution)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the hint button', () => {
  it('from any play, wrong digits and notes included, applyHint always changes the game until it is solved', () => {
    fc.assert(
      fc.property(startArb, sequenceArb, (start, actions) => {
        let game = play(start, actions);
        // Each call repairs one thing (a wrong digit, a digit missing from the notes) or applies
        // one step, so the count is bounded by the cells and their digits.
        for (let i = 0; i < 81 * 10 && !game.isComplete; i++) {
          const next = game.applyHint();
          expect(next, `no progress: ${game.hint()?.explanation ?? 'no step'}`).not.toBe(game);
          expect(next.moves).toBe(game.moves + 1);
          game = next;
        }
        expect(game.isComplete).toBe(true);
        expect(game.board.equals(game.solution)).toBe(true);
      }),
      { numRuns: size(20, 300) },
    );
  });
});

/**
 * A game under variant rules (x+windoku, from the Sudoku Explainer variant fixture), so that the
 * saved forms carry a rules field: notes filled, a digit entered and undone, a note toggled.
 */
function variantSave(): SudokuGame {
  const [rules, puzzle, solution] = fixtureLines('variants-se.tsv')
    .find((line) => line.startsWith('x+windoku\t'))!
    .split('\t');
  const cells = Array.from({ length: 81 }, (_, k) => k).filter((k) => puzzle![k] === '.');
  const [a, b] = [cells[0]!, cells[1]!];
  return SudokuGame.fromPuzzle(SudokuBoard.parse(puzzle!), { rules: SudokuRules.parse(rules!) })
    .fillNotes()
    .enter(Math.floor(a / 9), a % 9, Number(solution![a]))
    .toggleNote(Math.floor(b / 9), b % 9, Number(solution![b]))
    .enter(Math.floor(b / 9), b % 9, Number(solution![b]))
    .undo();
}

describe.each([
  [
    'classic',
    () =>
      play(STARTS[0]!, [
        { kind: 'fill' },
        { kind: 'hint' },
        { kind: 'note', cell: 40, digit: 3 },
        { kind: 'hint' },
        { kind: 'undo' },
      ]),
  ],
  ['under variant rules', variantSave],
])('SudokuGame saved forms, corrupted (%s)', (_, make) => {
  const saved = make();
  const text = saved.format();
  const json = JSON.stringify(saved);

  /** A restore either works or throws a typed error naming the problem; never anything else. */
  function restoresOrRefuses(restore: () => SudokuGame): void {
    try {
      const game = restore();
      expect(SudokuGame.parse(game.format()).equals(game)).toBe(true);
    } catch (error) {
      expect(isSudokuError(error), String(error)).toBe(true);
      expect((error as Error).message).toMatch(/^(saved game|the saved puzzle)/);
    }
  }

  it('a text with characters changed, cut or inserted is restored or refused with a SudokuError', () => {
    const edit = fc.record({
      at: fc.nat({ max: text.length }),
      cut: fc.nat({ max: 4 }),
      insert: fc.string({ maxLength: 4, unit: fc.constantFrom(...'.19aEHNPXFz_-0Qxw+:,'.split('')) }),
    });
    fc.assert(
      fc.property(edit, ({ at, cut, insert }) => {
        restoresOrRefuses(() => SudokuGame.parse(text.slice(0, at) + insert + text.slice(at + cut)));
      }),
      { numRuns: 200 },
    );
  });

  it('a JSON record with a value replaced is restored or refused with a SudokuError', () => {
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value))
          walk(child, [...path, Array.isArray(value) ? Number(key) : key]);
      }
    };
    walk(JSON.parse(json), []);
    // A classic save has no rules key: it may be added.
    if (!paths.some((path) => path[0] === 'rules')) paths.push(['rules']);
    const replacement = fc.oneof(
      fc.integer({ min: -2, max: 90 }),
      fc.constantFrom(
        null,
        true,
        'enter',
        'hint',
        '',
        [],
        {},
        1.5,
        '.'.repeat(81),
        'x',
        'winduko',
        'latin+x',
        'x+x',
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...paths.slice(1)), replacement, (path, value) => {
        const record = JSON.parse(json) as Record<string | number, unknown>;
        let parent: Record<string | number, unknown> = record;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path.at(-1)!] = value;
        restoresOrRefuses(() => SudokuGame.fromJSON(record as never));
      }),
      { numRuns: 200 },
    );
  });
});

describe('SudokuGame arguments, fuzzed', () => {
  it('any argument to an action is accepted or refused with a TypeError or RangeError, the game unchanged', () => {
    const start = STARTS[1]!.fillNotes();
    const before = start.toJSON();
    const anything = fc.oneof(
      fc.integer({ min: -3, max: 12 }),
      fc.double(),
      fc.constantFrom(0.5, -0, NaN, Infinity, '3', null, undefined, true, {}, [], 2n, Symbol('x')),
    );
    const call = fc.tuple(
      fc.constantFrom('enter', 'erase', 'toggleNote', 'notes', 'isGiven'),
      anything,
      anything,
      anything,
    );
    fc.assert(
      fc.property(call, ([method, a, b, c]) => {
        try {
          const game = start as unknown as Record<string, (...args: unknown[]) => unknown>;
          game[method]!.call(start, a, b, c);
        } catch (error) {
          expect(error instanceof TypeError || error instanceof RangeError, String(error)).toBe(true);
          expect((error as Error).message).toMatch(/row|column|digit|given|holds a digit/);
        }
        expect(start.toJSON()).toEqual(before);
      }),
      { numRuns: 300 },
    );
    for (const options of [null, 5, 'x', [], { autoClearNotes: 1 }]) {
      expect(() => SudokuGame.fromPuzzle(start.puzzle, options as never)).toThrow(TypeError);
    }
    for (const json of [undefined, null, 5, Symbol('x')]) {
      const error = ((): unknown => {
        try {
          SudokuGame.fromJSON(json as never);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(isSudokuError(error) || error instanceof TypeError, String(error)).toBe(true);
    }
  });
});
