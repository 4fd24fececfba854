/**
 * Regressions: `new SudokuError` refuses arguments of the wrong type with a TypeError naming the
 * argument (a throwing details getter is named, its error kept as `cause`), and `isSudokuError`
 * answers false for a hostile or revoked Proxy instead of letting its trap's error escape.
 */
import { describe, expect, it } from 'vitest';
import { SudokuError, SudokuErrorCode, isSudokuError } from '../../src/index.js';
import { HostileError, hostileProxy, revokedProxy, throwingGetters } from './support.js';

describe('SudokuError construction', () => {
  it('keeps the details it is given', () => {
    const error = new SudokuError('INVALID_VALUE', 'bad value', { row: 1, column: 2, value: 'x' });
    expect([error.code, error.message, error.row, error.column, error.value]).toEqual([
      'INVALID_VALUE',
      'bad value',
      1,
      2,
      'x',
    ]);
    expect(isSudokuError(new SudokuError('INVALID_SHAPE', 'no details'))).toBe(true);
  });

  it('refuses a code, message or details of the wrong type with a TypeError naming it', () => {
    expect(() => new SudokuError(5 as never, 'm')).toThrow(/code must be a string, received 5/);
    expect(() => new SudokuError('INVALID_SHAPE', Symbol('m') as never)).toThrow(
      /message must be a string, received Symbol\(m\)/,
    );
    expect(() => new SudokuError('INVALID_SHAPE', 'm', null as never)).toThrow(
      /details must be an object when given, received null/,
    );
    expect(() => new SudokuError('INVALID_SHAPE', 'm', 'row 1' as never)).toThrow(TypeError);
  });

  it('names a details field whose getter throws, with the cause', () => {
    let caught: unknown;
    try {
      new SudokuError('INVALID_SHAPE', 'm', throwingGetters());
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TypeError);
    expect((caught as TypeError).message).toMatch(/details\.\w+ could not be read/);
    expect((caught as TypeError).cause).toBeInstanceOf(HostileError);
    expect(() => new SudokuError('INVALID_SHAPE', 'm', hostileProxy() as never)).toThrow(TypeError);
  });
});

describe('isSudokuError on hostile values', () => {
  it('answers false for a Proxy whose traps throw and for a revoked Proxy', () => {
    expect(isSudokuError(hostileProxy())).toBe(false);
    expect(isSudokuError(revokedProxy())).toBe(false);
    expect(isSudokuError(new TypeError('x'))).toBe(false);
  });
});

describe('SudokuErrorCode', () => {
  it('is frozen, so no caller can change a code for everyone else', () => {
    expect(Object.isFrozen(SudokuErrorCode)).toBe(true);
    expect(() => {
      (SudokuErrorCode as Record<string, string>).InvalidShape = 'SOMETHING_ELSE';
    }).toThrow(TypeError);
    expect(SudokuErrorCode.InvalidShape).toBe('INVALID_SHAPE');
  });
});
