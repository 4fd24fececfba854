/**
 * Boards and candidates own their storage: the constructors behind the static factories refuse
 * callers outside the library, so no one can build a value around an array they keep and mutate.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, checkBoard } from '../../src/board/board.js';
import { SudokuCandidates, isSudokuCandidates } from '../../src/logic/candidates.js';

type AnyConstructor = new (...args: unknown[]) => unknown;

describe('private construction', () => {
  it('recognises nothing as a board or candidates before any has been built', () => {
    // No board or candidates exist yet in this file: the brand checks still answer, with false.
    expect(() => checkBoard({})).toThrow(TypeError);
    expect(isSudokuCandidates(Object.create(SudokuCandidates.prototype))).toBe(false);
  });

  it('refuses a direct SudokuBoard constructor call, with or without a guessed token', () => {
    const values = new Uint8Array(81);
    for (const args of [[values], [values, {}], [values, undefined]]) {
      expect(() => new (SudokuBoard as unknown as AnyConstructor)(...args)).toThrow(TypeError);
    }
    // The factories still work, and the refused calls left no board behind.
    const board = SudokuBoard.empty();
    expect(board.emptyCount).toBe(81);
    expect(checkBoard(board)).toBe(board);
    expect(() => checkBoard(Object.create(SudokuBoard.prototype))).toThrow(TypeError);
  });

  it('refuses a direct SudokuCandidates constructor call', () => {
    const masks = new Uint16Array(81).fill(0x1ff);
    for (const args of [[masks], [masks, {}]]) {
      expect(() => new (SudokuCandidates as unknown as AnyConstructor)(...args)).toThrow(TypeError);
    }
    const candidates = SudokuCandidates.fromBoard(SudokuBoard.empty());
    expect(isSudokuCandidates(candidates)).toBe(true);
    expect(isSudokuCandidates(Object.create(SudokuCandidates.prototype))).toBe(false);
  });
});
