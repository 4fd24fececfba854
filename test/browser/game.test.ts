/**
 * The example game's state (examples/browser-game/src/game.ts), without a browser: moves, pencil
 * marks, undo, conflicts and completion. The page itself is tested in Chromium by `run.ts`.
 */
import { describe, expect, it } from 'vitest';
import { Game, digitsOfMask, rowColumn } from '../../examples/browser-game/src/game.js';
import { SudokuBoard, SudokuValidator } from '../../src/index.js';

// A published puzzle with a unique solution (the first grid of Project Euler problem 96).
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

function newGame(): Game {
  return new Game(SudokuBoard.parse(PUZZLE), SudokuBoard.parse(SOLUTION));
}

describe('example game state', () => {
  it('converts indices and masks', () => {
    expect(rowColumn(0)).toEqual([0, 0]);
    expect(rowColumn(80)).toEqual([8, 8]);
    expect(rowColumn(41)).toEqual([4, 5]);
    expect(digitsOfMask(0)).toEqual([]);
    expect(digitsOfMask((1 << 1) | (1 << 5) | (1 << 9))).toEqual([1, 5, 9]);
  });

  it('refuses to change givens', () => {
    const game = newGame();
    expect(game.isGiven(2)).toBe(true);
    expect(game.place(2, 4)).toBe(false);
    expect(game.erase(2)).toBe(false);
    expect(game.toggleNote(2, 4)).toBe(false);
    expect(game.board.toString()).toBe(SudokuBoard.parse(PUZZLE).toString());
    expect(game.undoDepth).toBe(0);
  });

  it('reports both ends of a conflict, and undo takes the move back', () => {
    const game = newGame();
    // r1c1 is empty; r1c3 holds a given 3.
    expect(game.place(0, 3)).toBe(true);
    expect(game.conflicts()).toEqual([0, 2]);
    expect(game.mistakes()).toEqual([0]);
    expect(game.undo()).toBe(true);
    expect(game.conflicts()).toEqual([]);
    expect(game.board.at(0)).toBe(0);
    expect(game.undo()).toBe(false);
  });

  it('fills pencil marks from the candidates, toggles them, and clears a placed digit from peers', () => {
    const game = newGame();
    expect(game.fillNotes()).toBe(true);
    expect(game.fillNotes()).toBe(false);
    for (let index = 0; index < 81; index++) {
      const [row, column] = rowColumn(index);
      expect(digitsOfMask(game.notesAt(index))).toEqual(
        SudokuValidator.getCandidates(game.board, row, column),
      );
    }
    const first = digitsOfMask(game.notesAt(0));
    expect(first).toContain(4);
    expect(game.toggleNote(0, 4)).toBe(true);
    expect(digitsOfMask(game.notesAt(0))).toEqual(first.filter((digit) => digit !== 4));
    expect(game.removeNote(0, 4)).toBe(false);
    expect(game.toggleNote(0, 4)).toBe(true);
    // Placing the solution's 4 in r1c1 clears r1c1's marks and the 4 from its row, column and box.
    const peersWithFour = [1, 9, 10, 18, 27, 36, 45, 54, 63, 72, 3, 4, 5, 6, 7, 8, 11, 19, 20].filter(
      (index) => (game.notesAt(index) & (1 << 4)) !== 0,
    );
    expect(peersWithFour.length).toBeGreaterThan(0);
    const elsewhere = 80; // r9c9: not a peer of r1c1
    const before = game.notesAt(elsewhere);
    expect(game.place(0, 4)).toBe(true);
    expect(game.notesAt(0)).toBe(0);
    for (const index of peersWithFour) expect(game.notesAt(index) & (1 << 4)).toBe(0);
    expect(game.notesAt(elsewhere)).toBe(before);
    expect(game.undo()).toBe(true);
    for (const index of peersWithFour) expect(game.notesAt(index) & (1 << 4)).not.toBe(0);
  });

  it('completes when the solution is typed, and only then', () => {
    const game = newGame();
    for (let index = 0; index < 81; index++) {
      if (!game.isGiven(index)) {
        expect(game.isComplete()).toBe(false);
        expect(game.place(index, Number(SOLUTION[index]))).toBe(true);
      }
    }
    expect(game.isComplete()).toBe(true);
    expect(game.mistakes()).toEqual([]);
    expect(game.erase(0)).toBe(true);
    expect(game.isComplete()).toBe(false);
    expect(game.erase(0)).toBe(false);
  });
});
