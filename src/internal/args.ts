/**
 * Argument checks shared by the public entry points: misuse gets a `TypeError` (wrong type) or a
 * `RangeError` (right type, wrong value) whose message names the argument and what was received.
 */

/** A short, safe description of any value for an error message (never throws, whatever it is given). */
export function describe(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 20 ? `'${value.slice(0, 20)}…' (a string of length ${value.length})` : `'${value}'`;
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${String(value)}n`;
  if (value === null) return 'null';
  if (typeof value === 'object') return describeObject(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return value.toString();
  return value === undefined ? 'undefined' : value ? 'true' : 'false';
}

// A Proxy can run code (or throw) on `Array.isArray` (when revoked) and on `length`: any failure
// simply gives the vaguer description.
function describeObject(value: object): string {
  try {
    if (!Array.isArray(value)) return 'an object';
    const length: unknown = (value as { length?: unknown }).length;
    return typeof length === 'number' ? `an array of length ${length}` : 'an array';
  } catch {
    return 'an object';
  }
}

/**
 * Reads `source[key]`; when that throws (a getter, a Proxy trap), throws a `TypeError` naming
 * `what` with the original error as its `cause`, so user code never leaks a foreign error type.
 */
export function readProperty(source: object, key: PropertyKey, what: string): unknown {
  try {
    return (source as Record<PropertyKey, unknown>)[key];
  } catch (error) {
    throw new TypeError(`${what} could not be read: reading it threw (see the cause)`, { cause: error });
  }
}

/** `Array.isArray`, with a revoked Proxy reported as a `TypeError` naming `what`. */
export function isArrayValue(value: unknown, what: string): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch (error) {
    throw new TypeError(`${what} could not be inspected: it is a revoked Proxy (see the cause)`, {
      cause: error,
    });
  }
}

/** Checks that `value` is an integer in `[min, max]` and returns it. */
export function checkInteger(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number, received ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, received ${describe(value)}`);
  }
  return value;
}

/**
 * The keys an options object may have, as a record typed against its interface
 * (`const KEYS: OptionKeys<SudokuSolveOptions> = { signal: true, timeout: true }`), so that the
 * compiler rejects a key the interface lacks and asks for every key it has.
 */
export type OptionKeys<T> = { readonly [K in keyof Required<T>]: true };

/**
 * Checks that `options` is undefined or an object whose own keys are all in `keys`, and returns
 * it as a record to read from. An unknown key (a misspelling, from plain JavaScript) is a
 * `TypeError` naming it and, when one is close, the key that was probably meant: an option that
 * is silently ignored gives a different result than asked for, with nothing to say why.
 */
export function checkOptions(
  options: unknown,
  keys: Readonly<Record<string, true>>,
  name = 'options',
): Readonly<Record<string, unknown>> {
  if (options === undefined) return EMPTY;
  if (typeof options !== 'object' || options === null || isArrayValue(options, name)) {
    throw new TypeError(`${name} must be an object when given, received ${describe(options)}`);
  }
  // Reads go through a Proxy so that a throwing getter or trap becomes a TypeError naming the
  // option (with the original as `cause`) in every entry point, whatever it reads. Inherited and
  // null-prototype options read as usual; an own `__proto__` key is just an unknown key.
  const reader = new Proxy(options, new OptionReader(name)) as Record<string, unknown>;
  checkKeys(reader, keys, name);
  return reader;
}

/**
 * Throws a `TypeError` for an own key of `options` that is not in `keys` (see {@link checkOptions}).
 * Own enumerable string keys only, as object spread and `Object.keys` see them: symbol keys and
 * inherited properties (a class instance's methods) are nobody's misspelling.
 */
export function checkKeys(options: object, keys: Readonly<Record<string, true>>, name: string): void {
  let own: string[];
  try {
    own = Object.keys(options);
  } catch (error) {
    throw new TypeError(`the keys of ${name} could not be listed: it threw (see the cause)`, {
      cause: error,
    });
  }
  for (const key of own) {
    if (Object.hasOwn(keys, key)) continue;
    const known = Object.keys(keys);
    const near = closestWord(key, known);
    const shown = describe(key);
    const list = known.length === 0 ? 'it takes none' : `known: ${known.join(', ')}`;
    throw new TypeError(
      near === undefined
        ? `${name} has an unknown key ${shown} (${list})`
        : `${name} has an unknown key ${shown}: did you mean '${near}'? (${list})`,
    );
  }
}

class OptionReader implements ProxyHandler<object> {
  constructor(private readonly name: string) {}

  #wrap(error: unknown, key: PropertyKey, action: string): TypeError {
    const what = typeof key === 'symbol' ? `${this.name}[${key.toString()}]` : `${this.name}.${key}`;
    return new TypeError(`${what} could not be ${action}: it threw (see the cause)`, { cause: error });
  }

  get(target: object, key: PropertyKey): unknown {
    try {
      return Reflect.get(target, key);
    } catch (error) {
      throw this.#wrap(error, key, 'read');
    }
  }

  has(target: object, key: PropertyKey): boolean {
    try {
      return Reflect.has(target, key);
    } catch (error) {
      throw this.#wrap(error, key, 'looked up');
    }
  }

  getOwnPropertyDescriptor(target: object, key: PropertyKey): PropertyDescriptor | undefined {
    try {
      return Reflect.getOwnPropertyDescriptor(target, key);
    } catch (error) {
      throw this.#wrap(error, key, 'looked up');
    }
  }

  ownKeys(target: object): (string | symbol)[] {
    try {
      return Reflect.ownKeys(target);
    } catch (error) {
      throw new TypeError(`the keys of ${this.name} could not be listed: it threw (see the cause)`, {
        cause: error,
      });
    }
  }
}

const EMPTY: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

/** Checks an optional `signal` option: undefined or an `AbortSignal`. */
export function checkSignal(value: unknown): AbortSignal | undefined {
  if (value === undefined) return undefined;
  const problem = `options.signal must be an AbortSignal, received ${describe(value)}`;
  if (typeof AbortSignal === 'undefined') throw new TypeError(problem);
  try {
    // `instanceof` runs a Proxy's getPrototypeOf trap, and an object merely inheriting from
    // AbortSignal.prototype (or a Proxy of a signal) fails on `aborted`: check both up front so a
    // search never meets a signal it cannot poll.
    if (value instanceof AbortSignal && typeof value.aborted === 'boolean') return value;
  } catch (error) {
    throw new TypeError(problem, { cause: error });
  }
  throw new TypeError(problem);
}

/**
 * Throws the signal's reason when it has been aborted. Anything with `aborted` and `reason` will
 * do: a `Deadline` (`deadline.ts`) as well as an `AbortSignal`.
 */
export function throwIfAborted(
  signal: { readonly aborted: boolean; readonly reason: unknown } | undefined,
): void {
  if (signal?.aborted === true) throw signal.reason;
}

/** The number of single-character edits (insert, delete, replace) between two short words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The one word of `words` nearest to `word` (case aside), when it is close enough to be a slip of
 * the keyboard (at most 2 edits, or a third of the word's length for long words), or else the one
 * word it is the start of or starts with. Undefined when none is, or when two are equally near.
 */
export function closestWord(word: string, words: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tied = false;
  for (const candidate of words) {
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance) {
      tied = true;
    }
  }
  if (best !== undefined) return tied ? undefined : best;
  // A word cut short or run on (`autoClear` for `autoClearNotes`): the one word it begins or ends.
  if (lower.length < 4) return undefined;
  const prefixed = words.filter((candidate) => {
    const other = candidate.toLowerCase();
    return other.startsWith(lower) || lower.startsWith(other);
  });
  return prefixed.length === 1 ? prefixed[0] : undefined;
}
