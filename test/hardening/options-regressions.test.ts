/**
 * Regressions: option bags and signals that run user code (throwing getters, Proxies, revoked
 * Proxies, fake signals) are refused with a TypeError naming the option, the original error kept
 * as `cause`; `__proto__` keys and null-prototype bags read as plain options.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuValidator } from '../../src/index.js';
import { checkOptions, checkSignal, describe as describeValue } from '../../src/internal/args.js';

const BOARD = SudokuBoard.parse(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);

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

describe('option bags that run user code', () => {
  it('turns a throwing getter into a TypeError naming the option, with the cause', () => {
    const options = {
      get requireComplete(): boolean {
        throw new Boom('getter');
      },
    };
    const error = thrown(() => SudokuValidator.validate(BOARD, options));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toMatch(/options\.requireComplete could not be read/);
    expect((error as TypeError).cause).toBeInstanceOf(Boom);
  });

  it('turns a throwing Proxy trap (get, has, keys) into a TypeError', () => {
    const hostile = new Proxy(
      {},
      {
        get(): never {
          throw new Boom('get');
        },
        has(): never {
          throw new Boom('has');
        },
        ownKeys(): never {
          throw new Boom('ownKeys');
        },
        getOwnPropertyDescriptor(): never {
          throw new Boom('descriptor');
        },
      },
    );
    expect(() => SudokuValidator.validate(BOARD, hostile)).toThrow(TypeError);
    // The unknown-key check lists the keys first.
    expect(() => checkOptions(hostile, {}, 'settings')).toThrow(/the keys of settings could not be listed/);
    // A Proxy that lists no keys but throws on every read: each read is a TypeError naming it.
    const quiet = new Proxy(
      {},
      {
        get(): never {
          throw new Boom('get');
        },
        has(): never {
          throw new Boom('has');
        },
        getOwnPropertyDescriptor(): never {
          throw new Boom('descriptor');
        },
      },
    );
    const read = checkOptions(quiet, {}, 'settings');
    expect(() => 'signal' in read).toThrow(/settings\.signal could not be looked up/);
    expect(() => Object.getOwnPropertyDescriptor(read, 'x')).toThrow(/settings\.x could not be looked up/);
    expect(() => read[Symbol.iterator as unknown as string]).toThrow(
      /settings\[Symbol\(Symbol\.iterator\)\]/,
    );
  });

  it('refuses a revoked Proxy as options with a TypeError', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => SudokuValidator.validate(BOARD, proxy)).toThrow(/options could not be inspected/);
  });

  it('reads null-prototype bags and inherited options as plain options; an own __proto__ key is unknown', () => {
    const bare = Object.assign(Object.create(null) as object, { requireComplete: true });
    expect(SudokuValidator.validate(BOARD, bare).isValid).toBe(false);
    const inherited = Object.create({ requireComplete: true }) as object;
    expect(SudokuValidator.validate(BOARD, inherited).isValid).toBe(false);
    const ownProto = JSON.parse('{"__proto__": {"requireComplete": "yes"}}') as object;
    expect(() => SudokuValidator.validate(BOARD, ownProto)).toThrow(/unknown key '__proto__'/);
    const literal = { __proto__: { requireComplete: 'yes' } };
    expect(() => SudokuValidator.validate(BOARD, literal as never)).toThrow(
      /options.requireComplete must be a boolean/,
    );
    const read = checkOptions(bare, { requireComplete: true });
    expect(read.requireComplete).toBe(true);
    expect('requireComplete' in read).toBe(true);
    expect(Object.keys(read)).toEqual(['requireComplete']);
  });
});

describe('signals that are not AbortSignals', () => {
  it('refuses an object inheriting from AbortSignal.prototype and a hostile Proxy', () => {
    const real = new AbortController().signal;
    const proxied = new Proxy(real, {});
    const fake = Object.create(AbortSignal.prototype) as unknown;
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf(): never {
          throw new Boom('prototype');
        },
      },
    );
    for (const candidate of [fake, hostile]) {
      const error = thrown(() => checkSignal(candidate));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toMatch(/options\.signal must be an AbortSignal/);
    }
    expect((thrown(() => checkSignal(hostile)) as TypeError).cause).toBeInstanceOf(Boom);
    expect(checkSignal(real)).toBe(real);
    // A Proxy of a real signal is accepted where the platform can read it through the Proxy (Node
    // can), and refused with a TypeError where it cannot.
    let accepted: unknown;
    try {
      accepted = checkSignal(proxied);
    } catch (error) {
      accepted = error;
      expect(error).toBeInstanceOf(TypeError);
    }
    expect(accepted === proxied || accepted instanceof TypeError).toBe(true);
  });
});

describe('describing hostile values never throws', () => {
  it('describes a revoked Proxy and an array Proxy with a throwing length', () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(describeValue(proxy)).toBe('an object');
    const lying = new Proxy([1, 2], {
      get(target, key): unknown {
        if (key === 'length') throw new Boom('length');
        return Reflect.get(target, key);
      },
    });
    expect(describeValue(lying)).toBe('an object');
    const odd = new Proxy([1, 2], {
      get(target, key): unknown {
        return key === 'length' ? 'many' : Reflect.get(target, key);
      },
    });
    expect(describeValue(odd)).toBe('an array');
  });
});
