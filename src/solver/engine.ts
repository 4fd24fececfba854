/**
 * The search engine behind `SudokuSolver`, and the internal API other modules (the generator's
 * uniqueness checks, the rating) call directly on raw cell values.
 *
 * ## Internal API
 *
 * ```ts
 * // values: 81 cell values, row-major, 0 = empty; read only, never changed.
 * countSolutionsRaw(values, limit, signal?)   // number of solutions, capped at `limit` (≥ 1)
 * solveRaw(values, out, signal?)               // true and the first solution in `out`, or false
 * new SolverEngine()                           // the same two calls as methods, plus the stats
 *   .count(values, limit, signal?) / .solve(values, out, signal?) / .guesses / .nodes
 * ```
 *
 * - Duplicate givens are detected before the state is set up and simply give 0 solutions / false
 *   (the public solver reports them as `invalid-board` before it ever calls the engine).
 * - `limit` is trusted (a positive integer; `Infinity` counts everything). Counting stops as soon
 *   as `limit` solutions are found, so `count(values, 2)` is the cheap uniqueness test.
 * - `signal` is polled (`aborted`, then `reason`) every 4,096 search nodes; when aborted, the call
 *   throws `signal.reason`. Any object with those two properties works.
 * - Deterministic: the same values always give the same solution, counts and statistics.
 * - `solveRaw` / `countSolutionsRaw` share one engine created on first use. That is safe because
 *   a search is synchronous and runs no user code, every call resets the whole state first, and
 *   a call that finds the shared engine busy (only possible from inside a search, e.g. through an
 *   exotic signal object) gets a fresh engine instead. Nothing is observable between calls.
 *
 * ## Representation: one 27-bit word per digit and band
 *
 * A band is three rows (27 cells). For each digit d (0–8) and band b (0–2), one `Int32` holds
 * the cells of the band where d is still possible; bit r·9 + c is row 3b + r, column c. A search
 * state (a frame) is those 27 words plus three words of placed cells, one per band:
 *
 * ```
 *   frame:  0 1 2 | 3 4 5 | … | 24 25 26 | 27 28 29 | 30 31
 *           digit 1 digit 2     digit 9    placed     unused
 *           b0 b1 b2
 *   word:   bit   26 … 18 | 17 … 9 | 8 … 0
 *                 row 3b+2  row 3b+1  row 3b     (column c at bit c of its row's 9 bits)
 * ```
 *
 * One word is a digit's whole picture in a band, so the rules become a few bitwise operations:
 * the digit's rows are three 9-bit slices, its columns the OR of the slices, a cell's candidates
 * are spread over 9 words (a cell is "naked single" when exactly one word has it: two running
 * ORs give "at least once" and "at least twice" for 27 cells at once).
 *
 * ## Propagation
 *
 * A digit in a band must sit in each of the 3 rows once and in each of the 3 boxes once: the
 * boxes it takes, row by row, are a permutation of the 3 boxes (6 "configurations"). Per digit
 * and band, the engine reads which (row, box) triads still hold the digit (9 bits) and looks up
 * the union of the configurations those triads still allow: triads outside every one are
 * emptied, no configuration at all is a contradiction. This one lookup does pointing and claiming
 * (locked candidates) for that digit and band and finds hidden singles in boxes (a box with one
 * cell forces its row, which leaves a row with one cell). The same is done across bands for the
 * three columns of each stack (column, band) — the transposed picture — so columns get the same
 * reasoning. Then:
 *
 * - hidden singles: a row where the digit has one cell left (a box or a column with one cell
 *   becomes such a row through the configurations: the box's triad is forced, or the column's
 *   stack configuration leaves one column in the box);
 * - naked singles: a cell that only one digit still has;
 * - placing a digit at a set of cells (all singles of one digit in one band at once) clears what
 *   the way they were found leaves to clear: the cells from the 8 other words of the band, the
 *   rows, columns and boxes of the cells from the digit's own word, the columns from the digit's
 *   words in the two other bands.
 *
 * Work is driven by three dirty masks — (digit, band) words changed since their last row check,
 * digits changed since their last column check, bands changed since the last naked-single scan
 * — and runs to a fixpoint. Contradictions show up as a row, column or box without the digit (no
 * configuration) or as a cell without any digit (the naked-single scan sees it missing).
 *
 * ## Search
 *
 * Depth-first with copy-on-branch: a child frame is a 128-byte copy of its parent plus one
 * decision, so backtracking is free and the last alternative reuses the parent frame in place.
 * At each node the engine branches on the cell with the fewest candidates (a two-candidate cell
 * of the band with the fewest placed cells, when there is one). Each level places a cell, so the
 * search is at most 81 levels deep. Everything runs on typed arrays with no allocation per node.
 */
import { BOX_OF, COLUMN_OF, ROW_OF } from '../board/geometry.js';

const FRAME = 32;
const PLACED = 27;
const ALL27 = 0x7ffffff;
const DEPTHS = 82;
const POLL_MASK = 4095;

// The tables are built by functions called with `@__PURE__` marks, so that a bundle without the
// solver drops them.

/** The six configurations of a digit in a band, as triad masks (bit r·3 + k: row r in box k). */
const PERMUTATIONS: readonly number[] = [
  0b100_010_001, 0b010_100_001, 0b100_001_010, 0b001_100_010, 0b010_001_100, 0b001_010_100,
];

/** A lookup table of `size` entries, entry x = f(x). */
function table(size: number, f: (x: number) => number): Int32Array {
  const t = new Int32Array(size);
  for (let x = 0; x < size; x++) t[x] = f(x);
  return t;
}

/** Boxes (3 bits) a 9-bit row slice touches. */
const BOXES: Int32Array = /* @__PURE__ */ table(
  512,
  (x) => (x & 7 ? 1 : 0) | (x & 0o70 ? 2 : 0) | (x & 0o700 ? 4 : 0),
);
/** The slice itself when it has exactly one bit, else 0. */
const SINGLE: Int32Array = /* @__PURE__ */ table(512, (x) => ((x & (x - 1)) === 0 ? x : 0));
/** Union of the configurations inside a triad mask (0: none fits, a contradiction). */
const ALLOWED: Int32Array = /* @__PURE__ */ table(512, (x) =>
  PERMUTATIONS.reduce((union, p) => ((p & x) === p ? union | p : union), 0),
);
/** Triad mask → the 27 cells it covers. */
const EXPAND: Int32Array = /* @__PURE__ */ table(512, (x) => {
  let cells = 0;
  for (let triad = 0; triad < 9; triad++)
    if (x & (1 << triad)) cells |= 7 << (((triad / 3) | 0) * 9 + (triad % 3) * 3);
  return cells;
});
/** Column triads: bit j → bit 3·j (3 bits spread over a 9-bit triad mask). */
const SPREAD: Int32Array = /* @__PURE__ */ table(8, (j) => (j & 1) | (j & 2 ? 8 : 0) | (j & 4 ? 64 : 0));
/** Column triads back: [band · 512 + mask] → the columns (3 bits) band `band` keeps. */
const GATHER: Int32Array = /* @__PURE__ */ table(1536, (i) => {
  let columns = 0;
  for (let j = 0; j < 3; j++) if (i & (1 << (j * 3 + (i >> 9)))) columns |= 1 << j;
  return columns;
});
/** Cells of the band in the row, the column or the box of each cell, the cell excluded. */
const BAND_PEERS: Int32Array = /* @__PURE__ */ table(27, (p) => {
  let peers = 0;
  for (let q = 0; q < 27; q++) {
    const same =
      ((q / 9) | 0) === ((p / 9) | 0) || q % 9 === p % 9 || (((q % 9) / 3) | 0) === (((p % 9) / 3) | 0);
    if (q !== p && same) peers |= 1 << q;
  }
  return peers;
});
/** Digits (9 bits) → their band-0 words (bit 3·d), for dirty masks. */
const DIGIT_WORDS: Int32Array = /* @__PURE__ */ table(512, (x) => {
  let words = 0;
  for (let d = 0; d < 9; d++) if (x & (1 << d)) words |= 1 << (d * 3);
  return words;
});
/** Rows of a band (3 bits) → their 27-bit cell mask. */
const BAND_ROWS: Int32Array = /* @__PURE__ */ table(
  8,
  (x) => (x & 1 ? 0x1ff : 0) | (x & 2 ? 0x3fe00 : 0) | (x & 4 ? 0x7fc0000 : 0),
);
/** Boxes of a band (3 bits) → their 27-bit cell mask. */
const BAND_BOXES: Int32Array = /* @__PURE__ */ table(
  8,
  (x) => (x & 1 ? 0x1c0e07 : 0) | (x & 2 ? 0xe07038 : 0) | (x & 4 ? 0x70381c0 : 0),
);

/**
 * Takes the columns of `cells` (a mask of band `b`) out of the digit's words of the two other
 * bands (the digit's words start at `own`), branch-free; returns the bands that lost a cell (bit b).
 */
function columnsOut(s: Int32Array, own: number, b: number, cells: number): number {
  const c = (cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff;
  const spread = c | (c << 9) | (c << 18);
  const b1 = b === 0 ? 1 : 0;
  const b2 = b === 2 ? 1 : 2;
  const m1 = s[own + b1]!;
  const m2 = s[own + b2]!;
  s[own + b1] = m1 & ~spread;
  s[own + b2] = m2 & ~spread;
  return ((((m1 & spread) + ALL27) >>> 27) << b1) | ((((m2 & spread) + ALL27) >>> 27) << b2);
}

/** A reusable search engine: one preallocated stack, reset at the start of every call. */
export class SolverEngine {
  /** Digits tried at branching cells during the last call (a forced placement is not a guess). */
  guesses = 0;
  /** Search nodes (propagated states) visited during the last call. */
  nodes = 0;

  readonly #stack = new Int32Array(FRAME * DEPTHS);
  #limit = 1;
  #found = 0;
  #out: Uint8Array | undefined = undefined;
  #signal: AbortSignal | undefined = undefined;
  // Dirty masks (see the module header): bit d·3 + b, bit d, bit b.
  #dirtyRows = 0;
  #dirtyColumns = 0;
  #dirtyBands = 0;
  /** True while a call is running (see the module header). */
  busy = false;
  /** True when the last call found duplicate givens (it then returned 0 / false at once). */
  invalid = false;

  /** Number of solutions of `values`, capped at `limit`; 0 when it has none or duplicate givens. */
  count(values: Uint8Array, limit: number, signal?: AbortSignal): number {
    return this.#run(values, limit, undefined, signal);
  }

  /** Writes the first solution of `values` into `out` (81 digits) and returns true, else false. */
  solve(values: Uint8Array, out: Uint8Array, signal?: AbortSignal): boolean {
    return this.#run(values, 1, out, signal) === 1;
  }

  /**
   * Number of solutions of `values` without `digit` at the empty `cell`, capped at `limit`: one
   * search for what a count with each other digit given there would ask in turn (the generator's
   * uniqueness test of a removed clue).
   */
  countWithout(values: Uint8Array, cell: number, digit: number, limit: number, signal?: AbortSignal): number {
    return this.#run(values, limit, undefined, signal, cell, digit);
  }

  #run(
    values: Uint8Array,
    limit: number,
    out: Uint8Array | undefined,
    signal?: AbortSignal,
    cell = -1,
    digit = 0,
  ): number {
    this.busy = true;
    this.guesses = 0;
    this.nodes = 0;
    this.#found = 0;
    this.#limit = limit;
    this.#out = out;
    this.#signal = signal;
    try {
      this.invalid = false;
      if (this.#setUp(values)) {
        if (cell >= 0) this.#exclude(cell, digit);
        if (this.#propagate(0)) this.#search(0);
      }
      return this.#found;
    } finally {
      this.#out = undefined;
      this.#signal = undefined;
      this.busy = false;
    }
  }

  /**
   * Frame 0 from the givens, and the dirty masks for the first propagation; false on duplicate
   * givens. One pass over the cells gathers, per digit, the rows, columns and boxes it is given in
   * (which finds duplicates) and its given cells per band; each word is then the band minus the
   * placed cells and the rows, columns and boxes of the digit's givens, plus its own givens.
   * Only words that can still change are marked dirty, so a nearly full board (the generator's
   * uniqueness checks) costs little more than the pass over its cells.
   */
  #setUp(values: Uint8Array): boolean {
    const s = this.#stack;
    // Scratch in frame 1: rows (9 bits), columns, boxes of each digit's givens; then the givens.
    const rows = FRAME;
    const columns = FRAME + 9;
    const boxes = FRAME + 18;
    s.fill(0, 0, FRAME + 27);
    for (let cell = 0; cell < 81; cell++) {
      const value = values[cell]!;
      if (value === 0) continue;
      const d = value - 1;
      const r = 1 << ROW_OF[cell]!;
      const c = 1 << COLUMN_OF[cell]!;
      const x = 1 << BOX_OF[cell]!;
      if (((s[rows + d]! & r) | (s[columns + d]! & c) | (s[boxes + d]! & x)) !== 0) {
        this.invalid = true;
        return false;
      }
      s[rows + d]! |= r;
      s[columns + d]! |= c;
      s[boxes + d]! |= x;
      const band = (cell * 19) >> 9; // cell / 27 for cell < 81
      const bit = 1 << (cell - band * 27);
      s[d * 3 + band]! |= bit;
      s[PLACED + band]! |= bit;
    }
    let dirtyRows = 0;
    let dirtyColumns = 0;
    for (let d = 0; d < 9; d++) {
      const c = s[columns + d]!;
      const seen = c | (c << 9) | (c << 18);
      for (let b = 0; b < 3; b++) {
        const i = d * 3 + b;
        const given = s[i]!;
        const rowsIn = (s[rows + d]! >>> (b * 3)) & 7;
        const blocked = BAND_ROWS[rowsIn]! | seen | BAND_BOXES[(s[boxes + d]! >>> (b * 3)) & 7]!;
        const word = (ALL27 & ~(s[PLACED + b]! | blocked)) | given;
        s[i] = word;
        if (word !== given || rowsIn !== 7) {
          dirtyRows |= 1 << i;
          dirtyColumns |= 1 << d;
        }
      }
    }
    let dirtyBands = 0;
    for (let b = 0; b < 3; b++) if (s[PLACED + b] !== ALL27) dirtyBands |= 1 << b;
    this.#dirtyRows = dirtyRows;
    this.#dirtyColumns = dirtyColumns;
    this.#dirtyBands = dirtyBands;
    return true;
  }

  /** Takes `digit` off the empty `cell` in frame 0, marked for the first propagation. */
  #exclude(cell: number, digit: number): void {
    const band = (cell * 19) >> 9; // cell / 27 for cell < 81
    const i = (digit - 1) * 3 + band;
    this.#stack[i]! &= ~(1 << (cell - band * 27));
    this.#dirtyRows |= 1 << i;
    this.#dirtyColumns |= 1 << (digit - 1);
    this.#dirtyBands |= 1 << band;
  }

  /**
   * Propagates the dirty words of the frame at `base` to a fixpoint; false on a contradiction
   * (the dirty masks are then stale: every caller sets all three before its next call). This is
   * the solver's inner loop, so the dirty masks live in locals and the placements are written
   * out where they happen, each clearing only what the way it was found leaves to clear.
   */
  #propagate(base: number): boolean {
    const s = this.#stack;
    const boxes = BOXES;
    const single = SINGLE;
    const allowed = ALLOWED;
    const expand = EXPAND;
    const digitWords = DIGIT_WORDS;
    const spread3 = SPREAD;
    const gather = GATHER;
    const peers = BAND_PEERS;
    let rows = this.#dirtyRows;
    let columns = this.#dirtyColumns;
    let bands = this.#dirtyBands;
    while (true) {
      if (rows !== 0) {
        // Rows and boxes of one (digit, band): its configurations, then its rows with one cell.
        const low = rows & -rows;
        rows ^= low;
        const i = 31 - Math.clz32(low);
        const m = s[base + i]!;
        const t = boxes[m & 0x1ff]! | (boxes[(m >>> 9) & 0x1ff]! << 3) | (boxes[m >>> 18]! << 6);
        const a = allowed[t]!;
        if (a === 0) return false;
        const d = (i * 11) >> 5; // i / 3 for i < 27
        const b = i - d * 3;
        let n = m;
        if (a !== t) {
          n = m & expand[a]!;
          s[base + i] = n;
          columns |= 1 << d;
          bands |= 1 << b;
        }
        const cells =
          (single[n & 0x1ff]! | (single[(n >>> 9) & 0x1ff]! << 9) | (single[n >>> 18]! << 18)) &
          ~s[base + PLACED + b]!;
        if (cells === 0) continue;
        // A row left with one cell is a placement. The configuration has already emptied the
        // rest of its box and the row has no other cell: the cells leave the other digits' words
        // of the band (branch-free: all nine, then the digit's own word is put back), and their
        // columns leave the digit's words in the two other bands.
        s[base + PLACED + b]! |= cells;
        const keep = ~cells;
        let lost = 0;
        for (let w = base + b, e = 0; e < 9; e++, w += 3) {
          const x = s[w]!;
          s[w] = x & keep;
          lost |= (((x & cells) + ALL27) >>> 27) << e;
        }
        s[base + i] = n;
        lost &= ~(1 << d);
        rows |= digitWords[lost]! << b;
        columns |= lost;
        const other = columnsOut(s, base + d * 3, b, cells);
        rows |= other << (d * 3);
        columns |= ((other + 7) >>> 3) << d;
        bands |= other | (1 << b);
        continue;
      }
      if (columns !== 0) {
        // Columns of one digit: the configurations of each stack (column × band triads). A
        // column with one cell needs no scan of its own: its stack configuration leaves the
        // digit one column in that box, so the box, then the row, has one cell.
        const low = columns & -columns;
        columns ^= low;
        const d = 31 - Math.clz32(low);
        const w = base + d * 3;
        const m0 = s[w]!;
        const m1 = s[w + 1]!;
        const m2 = s[w + 2]!;
        const c0 = (m0 | (m0 >>> 9) | (m0 >>> 18)) & 0x1ff;
        const c1 = (m1 | (m1 >>> 9) | (m1 >>> 18)) & 0x1ff;
        const c2 = (m2 | (m2 >>> 9) | (m2 >>> 18)) & 0x1ff;
        let k0 = 0;
        let k1 = 0;
        let k2 = 0;
        for (let sh = 0; sh < 9; sh += 3) {
          // Triad bit j·3 + b: column 3·stack + j holds the digit in band b.
          const t =
            spread3[(c0 >>> sh) & 7]! | (spread3[(c1 >>> sh) & 7]! << 1) | (spread3[(c2 >>> sh) & 7]! << 2);
          const a = allowed[t]!;
          if (a === 0) return false;
          k0 |= gather[a]! << sh;
          k1 |= gather[512 + a]! << sh;
          k2 |= gather[1024 + a]! << sh;
        }
        if (k0 !== c0) {
          s[w] = m0 & (k0 | (k0 << 9) | (k0 << 18));
          rows |= 1 << (d * 3);
          bands |= 1;
        }
        if (k1 !== c1) {
          s[w + 1] = m1 & (k1 | (k1 << 9) | (k1 << 18));
          rows |= 2 << (d * 3);
          bands |= 2;
        }
        if (k2 !== c2) {
          s[w + 2] = m2 & (k2 | (k2 << 9) | (k2 << 18));
          rows |= 4 << (d * 3);
          bands |= 4;
        }
        continue;
      }
      if (bands !== 0) {
        // Naked singles of one band: cells that exactly one digit still has.
        const low = bands & -bands;
        bands ^= low;
        const b = 31 - Math.clz32(low);
        let once = 0;
        let twice = 0;
        for (let w = base + b; w < base + 27; w += 3) {
          const m = s[w]!;
          twice |= once & m;
          once |= m;
        }
        if (once !== ALL27) return false;
        let naked = once & ~twice & ~s[base + PLACED + b]!;
        if (naked === 0) continue;
        s[base + PLACED + b]! |= naked;
        for (let d = 0; naked !== 0; d++) {
          const own = base + d * 3;
          const cells = s[own + b]! & naked;
          if (cells === 0) continue;
          naked ^= cells;
          // No other digit has these cells: their rows, columns and boxes leave the digit's
          // word (two of them in one unit clear each other, and the next scan of the band finds
          // them empty), and their columns leave the digit's two other bands.
          let around = 0;
          for (let x = cells; x !== 0; x &= x - 1) around |= peers[31 - Math.clz32(x & -x)]!;
          const m = s[own + b]!;
          s[own + b] = m & ~around;
          const mine = ((m & around) + ALL27) >>> 27;
          rows |= mine << (d * 3 + b);
          columns |= mine << d;
          bands |= mine << b;
          const other = columnsOut(s, own, b, cells);
          rows |= other << (d * 3);
          columns |= ((other + 7) >>> 3) << d;
          bands |= other;
        }
        continue;
      }
      this.#dirtyRows = 0;
      this.#dirtyColumns = 0;
      this.#dirtyBands = 0;
      return true;
    }
  }

  /** Depth-first search from the propagated frame at `depth`. */
  #search(depth: number): void {
    const s = this.#stack;
    const base = depth * FRAME;
    while (true) {
      this.nodes++;
      if ((this.nodes & POLL_MASK) === 0) {
        const signal = this.#signal;
        if (signal?.aborted === true) throw signal.reason;
      }
      if ((s[base + PLACED]! & s[base + PLACED + 1]! & s[base + PLACED + 2]!) === ALL27) {
        this.#found++;
        const out = this.#out;
        if (out !== undefined && this.#found === 1) this.#write(base, out);
        return;
      }
      // The cell with the fewest candidates: one with two, in the band with the fewest placed
      // cells that has one (ties: the first band, then the first such cell); without any, the
      // first cell with three; without any, the first open cell.
      let cell = -1;
      let band = 0;
      let fewest = 28;
      let three = -1;
      let threeBand = 0;
      for (let b = 0; b < 3; b++) {
        let once = 0;
        let twice = 0;
        let thrice = 0;
        let four = 0;
        for (let w = base + b; w < base + 27; w += 3) {
          const m = s[w]!;
          four |= thrice & m;
          thrice |= twice & m;
          twice |= once & m;
          once |= m;
        }
        const two = twice & ~thrice;
        if (two === 0) {
          const x = thrice & ~four;
          if (three < 0 && x !== 0) {
            three = 31 - Math.clz32(x & -x);
            threeBand = b;
          }
          continue;
        }
        let placed = 0;
        for (let x = s[base + PLACED + b]!; x !== 0; x &= x - 1) placed++;
        if (placed < fewest) {
          fewest = placed;
          cell = 31 - Math.clz32(two & -two);
          band = b;
        }
      }
      if (cell < 0 && three >= 0) {
        cell = three;
        band = threeBand;
      }
      if (cell < 0) {
        // Every open cell has four candidates or more (a sparse board, where solutions abound):
        // the first open cell.
        for (band = 0; s[base + PLACED + band] === ALL27; band++);
        const open = ~s[base + PLACED + band]! & ALL27;
        cell = 31 - Math.clz32(open & -open);
      }
      // One child per candidate, in ascending order: each takes the other candidates out of
      // the cell, leaving a naked single that propagation places. The last reuses this frame.
      const bit = 1 << cell;
      const child = base + FRAME;
      let digits = 0;
      for (let d = 0; d < 9; d++) if ((s[base + d * 3 + band]! & bit) !== 0) digits |= 1 << d;
      const candidates = digits;
      while (true) {
        const d = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        this.guesses++;
        const frame = digits !== 0 ? child : base;
        if (frame === child) s.copyWithin(child, base, base + FRAME);
        const others = candidates & ~(1 << d);
        for (let e = 0; e < 9; e++) if ((others & (1 << e)) !== 0) s[frame + e * 3 + band]! &= ~bit;
        this.#dirtyRows = DIGIT_WORDS[others]! << band;
        this.#dirtyColumns = others;
        this.#dirtyBands = 1 << band;
        if (frame === base) break;
        if (this.#propagate(child)) {
          this.#search(depth + 1);
          if (this.#found >= this.#limit) return;
        }
      }
      if (!this.#propagate(base)) return;
    }
  }

  /** The solution in the frame at `base`, as 81 digits. */
  #write(base: number, out: Uint8Array): void {
    const s = this.#stack;
    for (let d = 0; d < 9; d++) {
      for (let b = 0; b < 3; b++) {
        for (let x = s[base + d * 3 + b]!; x !== 0; x &= x - 1) {
          out[b * 27 + 31 - Math.clz32(x & -x)] = d + 1;
        }
      }
    }
  }
}

let shared: SolverEngine | undefined;

function engine(): SolverEngine {
  shared ??= new SolverEngine();
  return shared.busy ? new SolverEngine() : shared;
}

/**
 * Number of solutions of `values` (81 cells, 0 = empty, read only), capped at `limit` (a positive
 * integer, trusted). 0 for a board with no solution or with duplicate givens.
 */
export function countSolutionsRaw(values: Uint8Array, limit: number, signal?: AbortSignal): number {
  return engine().count(values, limit, signal);
}

/** Writes the first solution of `values` into `out` (81 digits) and returns true; false if none. */
export function solveRaw(values: Uint8Array, out: Uint8Array, signal?: AbortSignal): boolean {
  return engine().solve(values, out, signal);
}
