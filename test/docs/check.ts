/**
 * The checks the documentation's code samples run (see `./samples.ts`): `__check(actual,
 * expected, where, what)` compares deeply and throws an error naming the file and line of the
 * sample (a Markdown file, or the source file of an `@example`). The generated modules import this
 * module, so it imports nothing: the program that type-checks them loads no more than they need.
 */

/** In an expected array (last element) or object (`[__rest]: true`): more elements may follow. */
export const __rest: unique symbol = Symbol('…');

class Prefix {
  constructor(readonly text: string) {}
}

/** An expected string shown with a trailing `…`: the actual string starts with it. */
export function __prefix(text: string): Prefix {
  return new Prefix(text);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Prefix) return `${JSON.stringify(value.text)}…`;
  if (value === __rest) return '…';
  try {
    return JSON.stringify(value, (_k, v: unknown) => (v === __rest ? '…' : v)) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Where `actual` differs from `expected` (a path and both values), or undefined when it matches. */
export function mismatch(actual: unknown, expected: unknown, path = ''): string | undefined {
  const here = (): string =>
    `${path === '' ? 'the value' : path} is ${show(actual)}, expected ${show(expected)}`;
  if (expected instanceof Prefix) {
    return typeof actual === 'string' && actual.startsWith(expected.text) ? undefined : here();
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return here();
    const open = expected.at(-1) === __rest;
    const shown = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < shown.length : actual.length !== shown.length) {
      return `${path === '' ? 'the array' : path} has ${actual.length} elements, expected ${open ? 'at least ' : ''}${shown.length}`;
    }
    for (let i = 0; i < shown.length; i++) {
      const problem = mismatch(actual[i], shown[i], `${path}[${i}]`);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return here();
    // Keys alone would let an array, a Map or a class instance pass for a plain object.
    const prototype: unknown = Object.getPrototypeOf(actual);
    if (prototype !== Object.prototype && prototype !== null) {
      const kind = (actual as { constructor?: { name?: string } }).constructor?.name ?? 'object';
      return `${path === '' ? 'the value' : path} is ${kind === 'Array' ? 'an' : 'a'} ${kind}, expected a plain object`;
    }
    const open = Object.getOwnPropertySymbols(expected).includes(__rest);
    const keys = Object.keys(expected);
    if (!open) {
      const extra = Object.keys(actual).filter((key) => !keys.includes(key));
      if (extra.length > 0) return `${path === '' ? 'the object' : path} also has ${extra.join(', ')}`;
    }
    for (const key of keys) {
      const problem = mismatch(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        path === '' ? key : `${path}.${key}`,
      );
      if (problem !== undefined) return problem;
    }
    return undefined;
  }
  return Object.is(actual, expected) ? undefined : here();
}

/** The `file:line` of every check that ran, for the test to compare with the checks it expects. */
export const ran: Set<string> = new Set<string>();

/** The checks of `checks` (as `file:line`) that never ran: each must, or a branch was never taken. */
export function notRun(checks: readonly string[]): string[] {
  return checks.filter((at) => !ran.has(at));
}

/** Throws when `actual` does not match the documented value. */
export function __check(actual: unknown, expected: unknown, where: string, what: string): void {
  ran.add(where);
  const problem = mismatch(actual, expected);
  if (problem !== undefined) {
    throw new Error(`${where}: \`${what}\` does not give what the docs show: ${problem}`);
  }
}
