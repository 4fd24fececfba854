import { describe, expect, it } from 'vitest';
import { SeededRandomSource, checkSeed, fnv1a64, seedWords } from '../../src/random/random-source.js';

// Golden outputs computed by an independent C implementation of sfc32 (PractRand's algorithm and
// its `seed(Uint64)` procedure) and of 64-bit FNV-1a over UTF-8 bytes.
const GOLDEN: readonly (readonly [number | string, readonly number[]])[] = [
  [0, [1363572419, 145230303, 808754475, 4216505632, 947923937, 2491578854]],
  [1, [2012149540, 1872316204, 1707632675, 1779833415, 2026416846, 1661539736]],
  [-1, [3339006752, 3678934910, 3081961671, 2370706465, 17438958, 4101362430]],
  [12345, [235160590, 2967261163, 116171463, 2882324903, 362604721, 4227106926]],
  [2 ** 53 - 1, [3268402823, 2602357022, 3266425223, 182731693, 1903088272, 1586958750]],
  [-(2 ** 53 - 1), [3354515454, 236122645, 1881224458, 3643633183, 1035525533, 2073202295]],
  [20261129, [4279276265, 3016243981, 3547243160, 456274326, 2287417149, 2736522057]],
  ['a', [405877112, 1363691955, 3307816938, 313080878, 1424215177, 3749593503]],
  ['foobar', [2483634047, 919916916, 3797843167, 2780824056, 355201759, 2435983676]],
  ['daily', [3131283526, 1983149810, 4177546317, 630270205, 79124380, 2549497819]],
  ['sudoku', [113427571, 3189226037, 3562763151, 1275997145, 377003705, 1138550322]],
  ['héllo', [2591688037, 941538577, 2396023066, 4151363095, 2129777622, 3944298594]],
  ['😀', [3374947486, 1620703398, 1163368327, 1581785984, 582456923, 2506035341]],
  // A lone surrogate hashes as U+FFFD, as TextEncoder encodes it.
  ['x\uD800y', [2779549231, 3327133447, 3288329954, 3649549934, 1769500190, 2526393031]],
];

const hex = ([low, high]: [number, number]): string =>
  high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');

describe('SeededRandomSource: golden sequences', () => {
  it.each(GOLDEN)('seed %j gives the reference sfc32 outputs', (seed, expected) => {
    const source = new SeededRandomSource(seed);
    expect(Array.from({ length: expected.length }, () => source.nextUint32())).toEqual(expected);
    expect(source.seed).toBe(seed);
  });

  it('nextInt follows the reference rejection method for several bounds (seed 12345)', () => {
    const cases: readonly (readonly [number, readonly number[]])[] = [
      [9, [4, 7, 3, 5, 4, 3, 3, 8, 7, 5]],
      [81, [13, 70, 48, 5, 40, 21, 57, 35, 43, 59]],
      [1000, [590, 163, 463, 903, 721, 926, 4, 71, 412, 640]],
      [
        3 * 2 ** 30,
        [
          2967261163, 2882324903, 1005881454, 1933307004, 1608300071, 2256615412, 2701957640, 2451253180,
          1032068305, 1140675397,
        ],
      ],
      [1, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      [
        2 ** 32,
        [
          235160590, 2967261163, 116171463, 2882324903, 362604721, 4227106926, 1933307004, 1608300071,
          2256615412, 2701957640,
        ],
      ],
    ];
    for (const [bound, expected] of cases) {
      const source = new SeededRandomSource(12345);
      expect(Array.from({ length: 10 }, () => source.nextInt(bound))).toEqual(expected);
    }
  });

  it('treats -0 as 0 and a seed as its 64-bit two’s-complement value', () => {
    expect(seedWords(-0)).toEqual([0, 0]);
    expect(seedWords(-1)).toEqual([0xffffffff, 0xffffffff]);
    expect(seedWords(2 ** 32 + 5)).toEqual([5, 1]);
    expect(seedWords(-(2 ** 32))).toEqual([0, 0xffffffff]);
    const a = new SeededRandomSource(-0);
    const b = new SeededRandomSource(0);
    expect(a.nextUint32()).toBe(b.nextUint32());
  });

  it('hashes strings with 64-bit FNV-1a (published test vectors)', () => {
    expect(hex(fnv1a64(''))).toBe('cbf29ce484222325');
    expect(hex(fnv1a64('a'))).toBe('af63dc4c8601ec8c');
    expect(hex(fnv1a64('foobar'))).toBe('85944171f73967e8');
    expect(fnv1a64('x\uD800y')).toEqual(fnv1a64('x\uFFFDy'));
    expect(fnv1a64('\uDC00')).toEqual(fnv1a64('\uFFFD'));
    expect(fnv1a64('😀')).not.toEqual(fnv1a64('\uFFFD\uFFFD'));
  });

  it('gives independent instances with the same seed the same sequence, interleaved or not', () => {
    const a = new SeededRandomSource('interleave');
    const b = new SeededRandomSource('interleave');
    const single = new SeededRandomSource('interleave');
    const serial = Array.from({ length: 20 }, () => single.nextUint32());
    const mixed: number[] = [];
    for (let i = 0; i < 20; i++) {
      mixed.push(a.nextUint32());
      expect(b.nextUint32()).toBe(mixed[i]);
    }
    expect(mixed).toEqual(serial);
    expect(new Set(mixed).size).toBe(20);
  });
});

describe('SeededRandomSource: distribution', () => {
  function chiSquare(counts: readonly number[], expected: number): number {
    return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  }

  it('is flat for nextInt(9) and nextInt(81) (chi-square, p = 0.001 critical values)', () => {
    for (const [seed, bound, critical] of [
      [1, 9, 26.12],
      ['flat', 9, 26.12],
      [7, 81, 124.84],
    ] as const) {
      const source = new SeededRandomSource(seed);
      const counts = new Array<number>(bound).fill(0);
      const draws = bound * 10000;
      for (let i = 0; i < draws; i++) counts[source.nextInt(bound)]!++;
      expect(chiSquare(counts, draws / bound)).toBeLessThan(critical);
    }
  });

  it('is unbiased where plain modulo is not: nextInt(3 · 2^30)', () => {
    // 2^32 mod 3·2^30 = 2^30: without rejection the first third would come up half of the time.
    const source = new SeededRandomSource(99);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i++) counts[Math.floor(source.nextInt(3 * 2 ** 30) / 2 ** 30)]!++;
    expect(chiSquare(counts, 10000)).toBeLessThan(13.82);
  });

  it('sets every output bit about half of the time', () => {
    const source = new SeededRandomSource(2026);
    const ones = new Array<number>(32).fill(0);
    const draws = 20000;
    for (let i = 0; i < draws; i++) {
      const x = source.nextUint32();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
      for (let b = 0; b < 32; b++) if ((x >>> b) & 1) ones[b]!++;
    }
    // 5 standard deviations of a binomial(20000, 1/2) is about 354.
    for (const n of ones) expect(Math.abs(n - draws / 2)).toBeLessThan(354);
  });

  it('stays within bounds for many bounds', () => {
    const source = new SeededRandomSource('bounds');
    for (let bound = 1; bound <= 200; bound++) {
      for (let i = 0; i < 50; i++) {
        const x = source.nextInt(bound);
        expect(Number.isInteger(x) && x >= 0 && x < bound).toBe(true);
      }
    }
  });
});

describe('SeededRandomSource: argument checks', () => {
  it('rejects bad bounds', () => {
    const source = new SeededRandomSource(1);
    for (const bound of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 32 + 1]) {
      expect(() => source.nextInt(bound)).toThrow(RangeError);
    }
    expect(() => source.nextInt(0)).toThrow(
      /exclusiveUpperBound must be an integer from 1 to 4294967296, received 0/,
    );
    expect(() => source.nextInt('9' as unknown as number)).toThrow(TypeError);
  });

  it('rejects bad seeds', () => {
    for (const seed of [Number.NaN, Infinity, -Infinity, 1.5, 2 ** 53, -(2 ** 53)]) {
      expect(() => new SeededRandomSource(seed)).toThrow(RangeError);
    }
    expect(() => new SeededRandomSource('')).toThrow(/must not be an empty string/);
    expect(() => new SeededRandomSource(null as unknown as number)).toThrow(TypeError);
    expect(() => new SeededRandomSource({} as unknown as number)).toThrow(TypeError);
    expect(() => checkSeed(1.5, 'options.seed')).toThrow(/options\.seed must be a safe integer/);
    expect(checkSeed('x')).toBe('x');
  });
});
