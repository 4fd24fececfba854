/** The checks' shared assertions: plain functions, so the browser test needs no test runner. */

/** Throws, naming `what` with both values, unless `actual` and `expected` have the same JSON. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}:\n  expected ${e}\n  received ${a}`);
}

/** A cell index (0–80) as players read it: `r1c1`. */
export function cellName(index: number): string {
  return `r${Math.floor(index / 9) + 1}c${(index % 9) + 1}`;
}
