import { describe, expect, it } from 'vitest';
import { SudokuError, SudokuErrorCode, isSudokuError } from '../src/index.js';

describe('SudokuError', () => {
  it('carries a stable code, a name and only the details given', () => {
    const error = new SudokuError('INVALID_VALUE', 'bad', { row: 1, column: 2 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SudokuError');
    expect(error.code).toBe(SudokuErrorCode.InvalidValue);
    expect(error.row).toBe(1);
    expect('line' in error).toBe(false);
    expect(String(error)).toBe('SudokuError: bad');
  });

  it('is recognised across copies of the library by its registry brand, and nothing else is', () => {
    const foreign = new Error('x');
    Object.defineProperty(foreign, Symbol.for('open-sudoku-engine.SudokuError'), { value: true });
    expect(isSudokuError(foreign)).toBe(true);
    expect(isSudokuError(new SudokuError('INVALID_LENGTH', 'x'))).toBe(true);
    expect(isSudokuError(new Error('x'))).toBe(false);
    expect(isSudokuError({ name: 'SudokuError', code: 'INVALID_LENGTH' })).toBe(false);
    expect(isSudokuError(null)).toBe(false);
    expect(isSudokuError('SudokuError')).toBe(false);
  });
});
