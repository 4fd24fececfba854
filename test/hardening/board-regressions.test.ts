/**
 * Regressions: board constructors given inputs that run user code (throwing getters, Proxies,
 * revoked Proxies) throw a TypeError naming what could not be read, with the original error as
 * `cause`; board checks use a brand check that runs no user code and is not fooled by look-alikes.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuSolver, SudokuValidator, isSudokuError } from '../../src/index.js';

class Boom extends Error {
  override readonly name = 'Boom';
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

function expectTypeError(fn: () => unknown, message: RegExp, withCause = true): void {
  const error = thrown(fn);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toMatch(message);
  if (withCause) expect((error as TypeError).cause).toBeInstanceOf(Boom);
}

const throwingAt = <T extends object>(index: number | string): ProxyHandler<T> => ({
  get(target, key): unknown {
    if (key === String(index)) throw new Boom(`trap at ${String(index)}`);
    return Reflect.get(target, key);
  },
});

describe('SudokuBoard.fromValues with inputs that run user code', () => {
  const zeros = (): number[] => new Array<number>(81).fill(0);

  it('names the value whose getter threw', () => {
    const values = zeros();
    Object.defineProperty(values, 40, {
      get(): never {
        throw new Boom('getter');
      },
    });
    expectTypeError(() => SudokuBoard.fromValues(values), /values\[40\] could not be read/);
  });

  it('names the length when reading it throws', () => {
    const values = {
      get length(): never {
        throw new Boom('length');
      },
    };
    expectTypeError(() => SudokuBoard.fromValues(values), /values\.length could not be read/);
    expectTypeError(
      () => SudokuBoard.fromValues(new Proxy(zeros(), throwingAt('length'))),
      /values\.length could not be read/,
    );
  });

  it('refuses a Proxy whose trap throws, and a revoked Proxy', () => {
    expectTypeError(
      () => SudokuBoard.fromValues(new Proxy(zeros(), throwingAt(7))),
      /values\[7\] could not be read/,
    );
    const { proxy, revoke } = Proxy.revocable(zeros(), {});
    revoke();
    expectTypeError(() => SudokuBoard.fromValues(proxy), /values\.length could not be read/, false);
  });

  it('reads each value once, so a Proxy cannot change its answer between check and copy', () => {
    const reads = new Map<PropertyKey, number>();
    const counting = new Proxy(zeros(), {
      get(target, key): unknown {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(SudokuBoard.fromValues(counting).filledCount).toBe(0);
    expect(reads.get('length')).toBe(1);
    expect(Math.max(...[...reads.values()])).toBe(1);
  });

  it('refuses an array-like whose length is not a number with a TypeError', () => {
    expect(() => SudokuBoard.fromValues({ length: '81' } as unknown as number[])).toThrow(TypeError);
  });
});

describe('SudokuBoard.fromArray with inputs that run user code', () => {
  const rows = (): number[][] => Array.from({ length: 9 }, () => new Array<number>(9).fill(0));

  it('names the row or the value whose getter threw', () => {
    const a = rows();
    Object.defineProperty(a, 3, {
      get(): never {
        throw new Boom('row');
      },
    });
    expectTypeError(() => SudokuBoard.fromArray(a), /rows\[3\] could not be read/);
    const b = rows();
    Object.defineProperty(b[5], 6, {
      get(): never {
        throw new Boom('cell');
      },
    });
    expectTypeError(() => SudokuBoard.fromArray(b), /rows\[5\]\[6\] could not be read/);
  });

  it('refuses Proxies whose traps throw, and revoked Proxies, at any level', () => {
    expectTypeError(() => SudokuBoard.fromArray(new Proxy(rows(), throwingAt('length'))), /rows\.length/);
    const c = rows();
    c[2] = new Proxy(c[2]!, throwingAt('length'));
    expectTypeError(() => SudokuBoard.fromArray(c), /rows\[2\]\.length could not be read/);
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expectTypeError(() => SudokuBoard.fromArray(proxy), /rows could not be inspected/, false);
    const d = rows() as unknown[];
    d[4] = proxy;
    expectTypeError(() => SudokuBoard.fromArray(d as number[][]), /rows\[4\] could not be inspected/, false);
  });

  it('reports a lying length as INVALID_SHAPE, never a crash', () => {
    const lying = new Proxy(rows(), {
      get(target, key): unknown {
        return key === 'length' ? 'nine' : (Reflect.get(target, key) as unknown);
      },
    });
    const error = thrown(() => SudokuBoard.fromArray(lying));
    expect(isSudokuError(error) && error.code).toBe('INVALID_SHAPE');
    expect((error as Error).message).toMatch(/found 'nine'/);
  });
});

describe('board arguments are recognised by a brand check', () => {
  const board = SudokuBoard.parse('.'.repeat(81));
  const lookAlike = Object.create(SudokuBoard.prototype) as SudokuBoard;
  const hostile = new Proxy(board, {
    getPrototypeOf(): never {
      throw new Boom('prototype');
    },
  });

  it('refuses an object inheriting from SudokuBoard.prototype with a TypeError naming the argument', () => {
    expectTypeError(() => SudokuValidator.validate(lookAlike), /board must be a SudokuBoard/, false);
    expectTypeError(() => new SudokuSolver().solve(lookAlike), /board must be a SudokuBoard/, false);
    expectTypeError(
      () => SudokuValidator.isSolution(board, lookAlike),
      /solution must be a SudokuBoard/,
      false,
    );
  });

  it('refuses a Proxy of a board without running its traps', () => {
    expectTypeError(() => SudokuValidator.isComplete(hostile), /board must be a SudokuBoard/, false);
    expect(board.equals(hostile)).toBe(false);
    expect(board.equals(lookAlike)).toBe(false);
    expect(board.equals(null as unknown as SudokuBoard)).toBe(false);
    expect(board.equals(SudokuBoard.empty())).toBe(true);
  });
});
