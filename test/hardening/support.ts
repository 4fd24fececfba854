/**
 * Shared tools of the hardening suites: hostile values, the outcome check every fuzzed call must
 * pass, signals that abort a synchronous call after a deadline, deep freezing, and the Sudoku
 * symmetries used by the invariance suite.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { SudokuBoard, SudokuError, SudokuErrorCode, isSudokuError } from '../../src/index.js';
import { fixtureLines, nativeAborted } from '../helpers.js';

/** The error thrown by the hostile getters and traps below (never one of the allowed types). */
export class HostileError extends Error {
  override readonly name = 'HostileError';
}

function boom(): never {
  throw new HostileError('hostile code ran and threw');
}

/** An object whose every property read throws. */
export function throwingGetters(): object {
  const target: Record<string, unknown> = {};
  for (const key of [
    'length',
    'signal',
    'requireComplete',
    'seed',
    'random',
    '0',
    'then',
    'candidates',
    'row',
    'value',
  ]) {
    Object.defineProperty(target, key, { get: boom, enumerable: true });
  }
  return target;
}

/** A Proxy whose every trap throws. */
export function hostileProxy(target: object = {}): object {
  return new Proxy(target, {
    get: boom,
    has: boom,
    ownKeys: boom,
    getOwnPropertyDescriptor: boom,
    getPrototypeOf: boom,
    defineProperty: boom,
    set: boom,
    deleteProperty: boom,
    apply: boom,
    construct: boom,
  });
}

/** A revoked Proxy (every operation on it throws a TypeError). */
export function revokedProxy(target: object = []): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

const nines = (): number[] => new Array<number>(81).fill(0);

/** Numbers that are not what an API wants, each a classic source of bugs. */
export const oddNumbers: readonly unknown[] = [
  NaN,
  Infinity,
  -Infinity,
  -0,
  0,
  1.5,
  -1,
  9,
  10,
  80,
  81,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_SAFE_INTEGER,
  1e21,
];

/**
 * A hostile value, built fresh inside the property (fast-check itself inspects the values it
 * generates, which a revoked Proxy or a throwing getter would break), printed by its label.
 */
export interface Hostile {
  readonly label: string;
  readonly make: () => unknown;
}

/** A value built by `make` each time it is used, printed as `label`. */
export function hostile(label: string, make: () => unknown): Hostile {
  return { label, make, [fc.toStringMethod]: () => label } as Hostile;
}

/** A plain value as a {@link Hostile}. */
export function plain(value: unknown): Hostile {
  return hostile(fc.stringify(value), () => value);
}

const hostileObjects: readonly Hostile[] = [
  hostile('throwing getters', throwingGetters),
  hostile('hostile Proxy', () => hostileProxy()),
  hostile('hostile Proxy of an array', () => hostileProxy(nines())),
  hostile('revoked Proxy of an array', () => revokedProxy()),
  hostile('revoked Proxy of an object', () => revokedProxy({})),
  hostile('null-prototype object', () => Object.create(null) as unknown),
  hostile('SudokuBoard look-alike', () => Object.create(SudokuBoard.prototype) as unknown),
  hostile('JSON own __proto__ key', () =>
    JSON.parse('{"__proto__": {"signal": 1, "requireComplete": 1, "length": 81}}'),
  ),
  hostile('literal __proto__', () => ({ __proto__: { signal: 1, requireComplete: 1, length: 81 } })),
  // eslint-disable-next-line no-sparse-arrays
  hostile('sparse [, , 3]', () => [, , 3]),
  hostile('new Array(81)', () => new Array<unknown>(81)),
  hostile('9 × new Array(9)', () => new Array<unknown>(9).fill(new Array<unknown>(9))),
  hostile("81 zeros with '5'", () => Object.assign(nines(), { 40: '5' })),
  hostile('81 zeros with 1.5', () => Object.assign(nines(), { 3: 1.5 })),
  hostile('81 zeros with NaN', () => Object.assign(nines(), { 80: NaN })),
  hostile('81 zeros with -0', () => Object.assign(nines(), { 0: -0 })),
  hostile('81 zeros with a throwing getter', () =>
    Object.defineProperty(nines(), 17, { get: boom, enumerable: true }),
  ),
  hostile('{ length: 81 }', () => ({ length: 81 })),
  hostile('{ length: Infinity }', () => ({ length: Infinity })),
  hostile('{ length: -1 }', () => ({ length: -1 })),
  hostile('{ length: 2 ** 32 }', () => ({ length: 2 ** 32 })),
  hostile('Uint8Array(81)', () => new Uint8Array(81)),
  hostile('Uint8Array(81) of 200', () => new Uint8Array(81).fill(200)),
  hostile('Float64Array(81) of NaN', () => new Float64Array(81).fill(NaN)),
  hostile('Symbol', () => Symbol('hostile')),
  hostile('10n', () => 10n),
  hostile('function', () => () => 5),
  hostile('Date', () => new Date(0)),
  hostile('Map', () => new Map()),
  hostile("new String('5')", () => new String('5')),
  hostile('new Number(5)', () => new Number(5)),
  hostile('an aborted-looking plain object', () => ({ aborted: true, reason: 'x' })),
];

/** Everything a careless or malicious caller might pass where anything else was expected. */
export function hostileValueArb(): fc.Arbitrary<Hostile> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...oddNumbers).map(plain) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<unknown>('5', '', ' ', 'row', '81', null, undefined, true, false, [], {})
        .map(plain),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 120 }).map(plain) },
    { weight: 2, arbitrary: fc.double().map(plain) },
    { weight: 2, arbitrary: fc.integer().map(plain) },
    { weight: 4, arbitrary: fc.constantFrom(...hostileObjects) },
    { weight: 1, arbitrary: fc.array(fc.jsonValue(), { maxLength: 90 }).map(plain) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.array(fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constantFrom(...oddNumbers))), {
          maxLength: 10,
        })
        .map(plain),
    },
    { weight: 1, arbitrary: fc.jsonValue().map(plain) },
  );
}

/** An option bag: mostly plausible keys with hostile values, sometimes a hostile object itself. */
export function hostileOptionsArb(
  keys: readonly string[] = ['signal', 'requireComplete'],
): fc.Arbitrary<Hostile> {
  const values = hostileValueArb();
  return fc.oneof(
    values,
    fc
      .array(fc.tuple(fc.constantFrom(...keys), values), { maxLength: 3 })
      .map((entries) =>
        hostile(`{ ${entries.map(([k, v]) => `${k}: ${v.label}`).join(', ')} }`, () =>
          Object.fromEntries(entries.map(([k, v]) => [k, v.make()])),
        ),
      ),
    fc.constant(hostile('null-prototype options', () => Object.create(null) as unknown)),
    fc.constant(hostile('JSON __proto__ options', () => JSON.parse('{"__proto__": {"signal": "x"}}'))),
  );
}

// Messages the platform writes when a library forgot to check something.
const NATIVE_MESSAGES = [
  /cannot read propert/i,
  /is not a function/i,
  /is not iterable/i,
  /cannot convert/i,
  /is not defined/i,
  /undefined is not/i,
  /null is not/i,
  /illegal invocation/i,
  /cannot (destructure|use 'in'|set propert|create property|assign to)/i,
  /maximum call stack/i,
  /invalid (array|string|typed array) length/i,
  /private member/i,
  /allocation failed/i,
  /proxy that has been revoked/i,
  /\[object Object\]/,
  /value of "this"/i,
];

/** Checks that an error message names what was wrong in the library's own words. */
export function expectGoodMessage(error: Error): void {
  expect(typeof error.message).toBe('string');
  expect(error.message.length, `message too short: ${error.message}`).toBeGreaterThanOrEqual(12);
  for (const pattern of NATIVE_MESSAGES) {
    expect(error.message, `a platform message leaked: ${error.message}`).not.toMatch(pattern);
  }
}

/** Outcome of a fuzzed call. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: Error };

/**
 * Runs `call`; it must return, or throw a SudokuError (with a known code), a TypeError or a
 * RangeError whose message is the library's own. Anything else fails the property with the
 * offending error attached.
 */
export function outcome(call: () => unknown): Outcome {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (isSudokuError(error)) {
      expect(error).toBeInstanceOf(SudokuError);
      expect(Object.values(SudokuErrorCode)).toContain(error.code);
    } else if (!(error instanceof TypeError || error instanceof RangeError)) {
      throw new Error(`an unexpected ${describeError(error)} escaped`, { cause: error });
    }
    expectGoodMessage(error);
    return { ok: false, error: error };
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `non-error throw (${typeof error})`;
}

/**
 * A real AbortSignal that aborts itself, with `reason`, once `ms` milliseconds have passed since
 * creation: the library's calls are synchronous, so a timer could never fire during one; this
 * signal flips when the search polls it after the deadline, as a worker's timer would.
 */
export function deadlineSignal(ms: number, reason: unknown = new DeadlineError()): AbortSignal {
  const controller = new AbortController();
  const deadline = performance.now() + ms;
  Object.defineProperty(controller.signal, 'aborted', {
    get(): boolean {
      if (!nativeAborted(controller.signal) && performance.now() >= deadline) {
        controller.abort(reason);
      }
      return nativeAborted(controller.signal);
    },
  });
  return controller.signal;
}

/** The reason of a {@link deadlineSignal}. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/** Freezes `value` and everything reachable from it (typed arrays excepted: they cannot be frozen). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** A structured copy of a plain value, to compare a caller's object before and after a call. */
export function snapshot(value: unknown): unknown {
  return structuredClone(value);
}

/** Test oracle: a genuine board (a look-alike fails on its private storage, a hostile Proxy on its traps). */
export function isRealBoard(value: unknown): value is SudokuBoard {
  try {
    return value instanceof SudokuBoard && value.toString().length === 81;
  } catch {
    return false;
  }
}

/** Puzzles of a fixture, as boards. */
export function fixtureBoards(name: string, count: number = Infinity): SudokuBoard[] {
  return fixtureLines(name)
    .slice(0, count)
    .map((line) => SudokuBoard.parse(line.slice(0, 81)));
}

// ---------------------------------------------------------------------------------------------
// Sudoku symmetries. A transform maps the values of a board (81, row-major) to a new array.

/** One symmetry of the Sudoku grid: a cell permutation (new cell i takes old cell `source[i]`) and a digit relabelling. */
export interface SudokuTransform {
  /** new[i] = old[source[i]] */
  readonly source: readonly number[];
  /** new digit of old digit d is `digits[d]` (digits[0] = 0). */
  readonly digits: readonly number[];
  /** What was drawn, for failure messages. */
  readonly label: string;
}

/** Applies a transform to 81 values. */
export function applyTransform(transform: SudokuTransform, values: readonly number[]): number[] {
  return transform.source.map((from) => transform.digits[values[from]!]!);
}

function permutationArb(n: number): fc.Arbitrary<number[]> {
  return fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  );
}

/** A random symmetry: digit relabelling, rows inside bands, columns inside stacks, bands, stacks, transposition. */
export const transformArb: fc.Arbitrary<SudokuTransform> = fc
  .record({
    digits: permutationArb(9),
    bands: permutationArb(3),
    stacks: permutationArb(3),
    rowsInBand: fc.tuple(permutationArb(3), permutationArb(3), permutationArb(3)),
    columnsInStack: fc.tuple(permutationArb(3), permutationArb(3), permutationArb(3)),
    transpose: fc.boolean(),
  })
  .map(({ digits, bands, stacks, rowsInBand, columnsInStack, transpose }) => {
    // New row r comes from old row rowMap[r].
    const rowMap: number[] = [];
    const columnMap: number[] = [];
    for (let band = 0; band < 3; band++) {
      for (let k = 0; k < 3; k++) {
        rowMap.push(bands[band]! * 3 + rowsInBand[band]![k]!);
        columnMap.push(stacks[band]! * 3 + columnsInStack[band]![k]!);
      }
    }
    const source: number[] = [];
    for (let row = 0; row < 9; row++) {
      for (let column = 0; column < 9; column++) {
        const fromRow = rowMap[transpose ? column : row]!;
        const fromColumn = columnMap[transpose ? row : column]!;
        source.push(fromRow * 9 + fromColumn);
      }
    }
    return {
      source,
      digits: [0, ...digits.map((d) => d + 1)],
      label: JSON.stringify({ digits, bands, stacks, rowsInBand, columnsInStack, transpose }),
    };
  });
