/**
 * Random sources: the only way randomness enters the generator.
 *
 * {@link SeededRandomSource} is **sfc32**, Chris Doty-Humphrey's "small fast chaotic" generator
 * from PractRand: 128 bits of state (three 32-bit words `a`, `b`, `c` and a 32-bit counter `d`),
 * period at least 2^32 thanks to the counter, and no known statistical failure in PractRand's
 * tests up to many terabytes. It was chosen because every step is 32-bit additions, shifts and
 * xors, which JavaScript computes exactly (`| 0`, `>>> 0`) on every engine: the same seed yields
 * the same sequence in Node, every browser and every worker, with no floating point anywhere.
 *
 * ```
 *   step:   t = a + b + d        (mod 2^32)      output t
 *           d = d + 1
 *           a = b ^ (b >>> 9)
 *           b = c + (c << 3)
 *           c = rotl(c, 21) + t
 * ```
 *
 * Seeding follows PractRand's `sfc32::seed(Uint64 s)`: `a = 0`, `b = low 32 bits of s`,
 * `c = high 32 bits of s`, `d = 1`, then 12 outputs are discarded. A number seed is a safe integer
 * read as a 64-bit two's-complement value (so `-1` is `0xffffffff_ffffffff`); a string seed is
 * first hashed with 64-bit **FNV-1a** over its UTF-8 bytes (offset basis `0xcbf29ce484222325`,
 * prime `0x100000001b3`; lone surrogates encode as U+FFFD, as `TextEncoder` does).
 *
 * `nextInt(n)` is unbiased by rejection: it draws 32-bit outputs `x` until `x ≥ 2^32 mod n` and
 * returns `x mod n` (the method of OpenBSD's `arc4random_uniform`), so every value of `[0, n)` has
 * exactly the same probability.
 */
import { describe } from '../internal/args.js';

/** A source of random integers; the generator draws every random choice from one. */
export interface RandomSource {
  /** An integer in `[0, exclusiveUpperBound)`; the generator only asks for bounds from 1 to 2^32. */
  nextInt(exclusiveUpperBound: number): number;
}

const TWO_32 = 4294967296;

/**
 * A deterministic {@link RandomSource}: sfc32 seeded from a number or a string (see the module notes).
 *
 * @example
 * ```ts
 * import { SeededRandomSource, SudokuGenerator } from 'open-sudoku-engine';
 *
 * const random = new SeededRandomSource('example');
 * [random.nextInt(9), random.nextInt(9), random.nextInt(100)]; // → [6, 6, 8]
 *
 * // A seed and a source with that seed give the same puzzle.
 * const generator = new SudokuGenerator();
 * const bySource = generator.generate({ random: new SeededRandomSource(42) });
 * bySource.board.equals(generator.generate({ seed: 42 }).board); // → true
 * ```
 */
export class SeededRandomSource implements RandomSource {
  /** The seed this source was created with, as given. */
  readonly seed: number | string;
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /** A source seeded with a safe integer or a non-empty string. */
  constructor(seed: number | string) {
    const [low, high] = seedWords(seed);
    this.seed = seed;
    this.#a = 0;
    this.#b = low;
    this.#c = high;
    this.#d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next raw 32-bit output, an integer in `[0, 2^32)`. */
  nextUint32(): number {
    const a = this.#a;
    const b = this.#b;
    const c = this.#c;
    const t = (((a + b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = b ^ (b >>> 9);
    this.#b = (c + (c << 3)) | 0;
    this.#c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** An unbiased integer in `[0, exclusiveUpperBound)`; the bound must be an integer from 1 to 2^32. */
  nextInt(exclusiveUpperBound: number): number {
    checkBound(exclusiveUpperBound);
    // 2^32 mod bound: the outputs below it are the surplus that would bias `x % bound`.
    const threshold = (TWO_32 - exclusiveUpperBound) % exclusiveUpperBound;
    let x = this.nextUint32();
    while (x < threshold) x = this.nextUint32();
    return x % exclusiveUpperBound;
  }
}

function checkBound(bound: unknown): void {
  if (typeof bound !== 'number') {
    throw new TypeError(`exclusiveUpperBound must be a number, received ${describe(bound)}`);
  }
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) {
    throw new RangeError(
      `exclusiveUpperBound must be an integer from 1 to 4294967296, received ${describe(bound)}`,
    );
  }
}

/** Checks a seed option: a safe integer or a non-empty string. Returns it. */
export function checkSeed(seed: unknown, name: string = 'seed'): number | string {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) {
      throw new RangeError(
        `${name} must be a safe integer (|seed| ≤ 2^53 − 1) or a non-empty string, received ${describe(seed)}`,
      );
    }
    return seed;
  }
  if (typeof seed === 'string') {
    if (seed.length === 0) throw new RangeError(`${name} must not be an empty string`);
    return seed;
  }
  throw new TypeError(`${name} must be a number or a string, received ${describe(seed)}`);
}

/** The 64-bit value a seed stands for, as `[low, high]` 32-bit words (each in `[0, 2^32)`). */
export function seedWords(seed: number | string): [number, number] {
  const checked = checkSeed(seed);
  if (typeof checked === 'string') return fnv1a64(checked);
  // -0 and 0 are the same seed; ToUint32 is exact modulo 2^32 for every safe integer.
  return [checked >>> 0, Math.floor(checked / TWO_32) >>> 0];
}

/**
 * 64-bit FNV-1a of the UTF-8 bytes of `text`, as `[low, high]` 32-bit words. Computed on 32-bit
 * halves: multiplying by the prime 2^40 + 0x1b3 is `h * 0x1b3 + (h << 40)`, and every partial
 * product stays below 2^53, so it is exact in floating point.
 */
export function fnv1a64(text: string): [number, number] {
  let low = 0x84222325;
  let high = 0xcbf29ce4;
  const mix = (byte: number): void => {
    low = (low ^ byte) >>> 0;
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / TWO_32);
    high = (high * 0x1b3 + carry + ((low << 8) >>> 0)) >>> 0;
    low = lowProduct >>> 0;
  };
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        code = 0xfffd;
      }
    }
    if (code < 0x80) {
      mix(code);
    } else if (code < 0x800) {
      mix(0xc0 | (code >> 6));
      mix(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      mix(0xe0 | (code >> 12));
      mix(0x80 | ((code >> 6) & 0x3f));
      mix(0x80 | (code & 0x3f));
    } else {
      mix(0xf0 | (code >> 18));
      mix(0x80 | ((code >> 12) & 0x3f));
      mix(0x80 | ((code >> 6) & 0x3f));
      mix(0x80 | (code & 0x3f));
    }
  }
  return [low, high];
}
