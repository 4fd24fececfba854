import { describe as suite, expect, it } from 'vitest';
import {
  checkInteger,
  checkOptions,
  checkSignal,
  describe,
  throwIfAborted,
} from '../../src/internal/args.js';

suite('argument checks', () => {
  it('describes any value briefly and safely', () => {
    expect(describe('abc')).toBe("'abc'");
    expect(describe('x'.repeat(50))).toMatch(/a string of length 50/);
    expect(describe(-0)).toBe('-0');
    expect(describe(NaN)).toBe('NaN');
    expect(describe(12n)).toBe('12n');
    expect(describe(null)).toBe('null');
    expect(describe(undefined)).toBe('undefined');
    expect(describe(true)).toBe('true');
    expect(describe(false)).toBe('false');
    expect(describe([1, 2])).toBe('an array of length 2');
    expect(describe(() => 1)).toBe('a function');
    expect(describe(Symbol('s'))).toBe('Symbol(s)');
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    expect(describe(hostile)).toBe('an object');
  });

  it('checks integers by type, then range', () => {
    expect(checkInteger(3, 'n', 0, 8)).toBe(3);
    expect(() => checkInteger('3', 'n', 0, 8)).toThrow(TypeError);
    expect(() => checkInteger(9, 'n', 0, 8)).toThrow(/n must be an integer from 0 to 8, received 9/);
    expect(() => checkInteger(0.5, 'n', 0, 8)).toThrow(RangeError);
  });

  it('checks option bags and signals', () => {
    expect(checkOptions(undefined, {})).toEqual({});
    const options = { a: 1 };
    expect(checkOptions(options, { a: true, b: true })).toEqual(options);
    expect(() => checkOptions(null, {})).toThrow(TypeError);
    expect(() => checkOptions([], {})).toThrow(TypeError);
    expect(() => checkOptions(5, {}, 'settings')).toThrow(/settings must be an object/);
    expect(checkSignal(undefined)).toBeUndefined();
    const controller = new AbortController();
    expect(checkSignal(controller.signal)).toBe(controller.signal);
    expect(() => checkSignal({ aborted: false })).toThrow(TypeError);
    throwIfAborted(undefined);
    throwIfAborted(controller.signal);
    controller.abort(new Error('stop'));
    expect(() => {
      throwIfAborted(controller.signal);
    }).toThrow('stop');
  });
});
