/**
 * Nine-bit digit masks, the currency of every hot loop.
 *
 * Internally, digit d (1–9) is bit d − 1, so a full candidate set is `0x1ff`:
 *
 * ```
 *   bit   8 7 6 5 4 3 2 1 0
 *   digit 9 8 7 6 5 4 3 2 1
 * ```
 *
 * (The public `SudokuValidator.getCandidateMask` uses bit d instead, so `mask & (1 << d)` reads
 * naturally for users; convert with `<< 1` / `>> 1` at the boundary.)
 */

/** All nine digits. */
export const ALL = 0x1ff;

// The tables are built by functions called with `@__PURE__` marks, so that a bundle that uses
// neither drops them.

/** Number of set bits of every 9-bit mask. */
export const POPCOUNT: Uint8Array = /* @__PURE__ */ buildPopcount();
/** The digit (1–9) of the lowest set bit of every 9-bit mask; 0 for the empty mask. */
export const LOWEST_DIGIT: Uint8Array = /* @__PURE__ */ buildLowestDigit();

function buildPopcount(): Uint8Array {
  const table = new Uint8Array(512);
  for (let mask = 1; mask < 512; mask++) table[mask] = table[mask >> 1]! + (mask & 1);
  return table;
}

function buildLowestDigit(): Uint8Array {
  const table = new Uint8Array(512);
  for (let mask = 1; mask < 512; mask++) table[mask] = 32 - Math.clz32(mask & -mask);
  return table;
}

/** The mask bit of digit `d` (1–9). */
export function bit(d: number): number {
  return 1 << (d - 1);
}

/** The digits (1–9) of a mask, ascending, as a fresh array. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) digits.push(LOWEST_DIGIT[m & -m]!);
  return digits;
}
