/**
 * Shared by the calibration test and `bench/rating.ts`: parsing `se-rated.tsv`, the figures
 * (exact and within-0.5 shares, Spearman rank correlation with average ranks for ties), and
 * validity-preserving transformations of a puzzle.
 */

/** One row of the SE-rated fixture. */
export interface SeRow {
  readonly line: string;
  readonly values: Uint8Array;
  /** SE's ER; 'timeout' rows count as 99 (SE rates them above 11). */
  readonly se: number;
  /** SE's EP and ED (99 for 'timeout'). */
  readonly ep: number;
  readonly ed: number;
  readonly source: string;
}

/** SE's rating and ours for one puzzle. */
export interface Calibrated {
  readonly se: number;
  readonly ours: number;
}

/** Parses the fixture (header line first). */
export function parseSeRated(text: string): SeRow[] {
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => {
      const [line = '', er = '', ep = '', ed = '', source = ''] = l.split('\t');
      const values = new Uint8Array(81);
      for (let i = 0; i < 81; i++) values[i] = line[i] === '.' ? 0 : Number(line[i]);
      const num = (x: string): number => (x === 'timeout' ? 99 : Number(x));
      return { line, values, se: num(er), ep: num(ep), ed: num(ed), source };
    });
}

function ranks(xs: readonly number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Spearman rank correlation (Pearson on average ranks); 1 for fewer than 2 distinct values. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length < 2) return 1;
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n;
  const mb = rb.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 1 : num / Math.sqrt(da * db);
}

/** The calibration figures of a set of results. */
export interface Figures {
  readonly n: number;
  readonly exact: number;
  readonly within: number;
  readonly nLow: number;
  readonly exactLow: number;
  readonly n90: number;
  readonly within90: number;
  readonly spearman: number;
  readonly bands: readonly {
    readonly name: string;
    readonly n: number;
    readonly spearman: number;
    readonly exact: number;
  }[];
}

const BANDS = [
  { name: '≤2.5', lo: 0, hi: 2.5 },
  { name: '2.6–5.0', lo: 2.5, hi: 5.0 },
  { name: '5.1–7.0', lo: 5.0, hi: 7.0 },
  { name: '7.1–9.0', lo: 7.0, hi: 9.0 },
  { name: '>9.0', lo: 9.0, hi: Infinity },
] as const;

/** SE's 'timeout' rows (se = 99) match any rating above 11 (ours: 20, beyond the techniques). */
export const TIMEOUT = 99;
const isExact = (r: Calibrated): boolean =>
  Math.abs(r.ours - r.se) < 0.05 || (r.se === TIMEOUT && r.ours > 11);
const isNear = (r: Calibrated): boolean =>
  Math.abs(r.ours - r.se) <= 0.5 + 1e-9 || (r.se === TIMEOUT && r.ours > 11);

/** Computes every figure the calibration prints. */
export function calibrationFigures(results: readonly Calibrated[]): Figures {
  const share = (xs: readonly Calibrated[], p: (r: Calibrated) => boolean): number =>
    xs.length === 0 ? 1 : xs.filter(p).length / xs.length;
  const low = results.filter((r) => r.se <= 4.4);
  const upTo9 = results.filter((r) => r.se <= 9.0);
  return {
    n: results.length,
    exact: share(results, isExact),
    within: share(results, isNear),
    nLow: low.length,
    exactLow: share(low, isExact),
    n90: upTo9.length,
    within90: share(upTo9, isNear),
    spearman: spearman(
      results.map((r) => r.se),
      results.map((r) => r.ours),
    ),
    bands: BANDS.map((b) => {
      const xs = results.filter((r) => r.se > b.lo && r.se <= b.hi);
      return {
        name: b.name,
        n: xs.length,
        exact: share(xs, isExact),
        spearman: spearman(
          xs.map((r) => r.se),
          xs.map((r) => r.ours),
        ),
      };
    }),
  };
}

const RELABEL = [0, 5, 9, 1, 7, 3, 8, 2, 6, 4] as const;
const ROWS = [3, 5, 4, 0, 2, 1, 8, 6, 7] as const;

/** Three copies of a puzzle that are the same puzzle up to symmetry: relabelled, rows permuted, transposed. */
export function transforms(values: Uint8Array): Uint8Array[] {
  const relabelled = values.map((v) => RELABEL[v]!);
  const permuted = new Uint8Array(81);
  const transposed = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      permuted[r * 9 + c] = values[ROWS[r]! * 9 + c]!;
      transposed[r * 9 + c] = values[c * 9 + r]!;
    }
  }
  return [relabelled, permuted, transposed];
}
