import { describe, expect, it } from 'vitest';
import { isSudokuError, SudokuBoard, SudokuGame } from '../../src/index.js';
import { size } from '../sample.js';

const CASES: readonly (readonly [string, number])[] = [
  ['x-wing', 1],
  ['pointing', 2],
  ['xy-wing', 3],
  ['naked-pair', 4],
  ['swordfish', 5],
];

describe('SudokuGame.practice', () => {
  it("stops just before the technique's first step, with the engine's notes", () => {
    for (const [technique, seed] of CASES.slice(0, size(1, CASES.length))) {
      const game = SudokuGame.practice({ technique: technique as 'x-wing', seed });
      expect(game.hint()!.technique).toBe(technique);
      // Notes are the engine's candidates: every empty cell has notes.
      for (let cell = 0; cell < 81; cell++) {
        const [row, column] = [Math.floor(cell / 9), cell % 9];
        if (game.board.get(row, column) === 0) expect(game.notes(row, column).length).toBeGreaterThan(1);
      }
      // The advance moves are history: undoable, saved and replayed.
      expect(game.canUndo).toBe(true);
      const back = SudokuGame.fromJSON(JSON.stringify(game.toJSON()));
      expect(back.equals(game)).toBe(true);
      expect(back.hint()!.technique).toBe(technique);
      expect(SudokuGame.parse(game.format()).hint()!.technique).toBe(technique);
    }
  });

  it('practises on a given puzzle, and says when its hint path never uses the technique', () => {
    const made = SudokuGame.practice({ technique: 'x-wing', seed: 1 });
    const again = SudokuGame.practice({ technique: 'x-wing', puzzle: made.puzzle });
    expect(again.board.equals(made.board)).toBe(true);
    // An easy puzzle (hidden singles solve it) never needs an X-Wing.
    const easy = SudokuGame.generate({ difficulty: 'easy', seed: 1 }).puzzle;
    let code: unknown;
    try {
      SudokuGame.practice({ technique: 'x-wing', puzzle: easy });
    } catch (error) {
      code = isSudokuError(error) ? error.code : error;
    }
    expect(code).toBe('TECHNIQUE_NOT_USED');
    expect(() => SudokuGame.practice({ technique: 'bogus' as 'x-wing', seed: 1 })).toThrow(RangeError);
    expect(() => SudokuGame.practice({ technique: 'x-wing', puzzle: SudokuBoard.empty() })).toThrow();
  });
});
