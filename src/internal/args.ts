/**
 * Argument checks shared by the public entry points: misuse gets a `TypeError` (wrong type) or a
 * `RangeError` (right type, wrong value) whose message names the argument and what was received.
 */

/** A short, safe description of any value for an error message (never calls user code). */
export function describe(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 20 ? `'${value.slice(0, 20)}…' (a string of length ${value.length})` : `'${value}'`;
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${String(value)}n`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'symbol') return value.toString();
  return value === undefined ? 'undefined' : value ? 'true' : 'false';
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

/** Checks that `options` is undefined or an object, and returns it as a record to read from. */
export function checkOptions(options: unknown, name = 'options'): Readonly<Record<string, unknown>> {
  if (options === undefined) return EMPTY;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${name} must be an object when given, received ${describe(options)}`);
  }
  return options as Record<string, unknown>;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** Checks an optional `signal` option: undefined or an `AbortSignal`. */
export function checkSignal(value: unknown): AbortSignal | undefined {
  if (value === undefined) return undefined;
  if (typeof AbortSignal === 'undefined' || !(value instanceof AbortSignal)) {
    throw new TypeError(`options.signal must be an AbortSignal, received ${describe(value)}`);
  }
  return value;
}

/** Throws the signal's reason when it has been aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw signal.reason;
}
