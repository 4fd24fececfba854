/**
 * Random complete grids under a non-consecutive rule set, alone or joined to any other rules: the
 * generator's fill for these rules in place of the cell-by-cell search of `./rules-grid.ts`, whose
 * grids are rare under them (a few thousand search states a grid).
 *
 * The search is the same kind (propagate, branch on a cell with the fewest candidates, try its
 * digits in random order), made about three times cheaper a grid by its state and its rules:
 *
 * - A search state is one 81-bit board per digit (the cells that hold it or still may) and the
 *   open cells, each as three 27-bit words (one per band of three rows): 30 numbers, copied at
 *   each branch but the last digit of a cell (which builds its state in its parent's), instead of
 *   a mask and a digit per cell.
 * - Placing digit d takes the cell off every other digit's board, d off the cell's peers under the
 *   rules (`peers` of the tables: regions, knight's or king's moves, cage mates) and d ± 1 off its
 *   orthogonal neighbours, each a mask of three words.
 * - Then, to a fixpoint, as operations on whole boards: an open cell on one board only is placed
 *   (naked single: already off every other board, so only its peers and neighbours change), on
 *   none ends the branch; and a digit d leaves every open cell next to an open cell that has no
 *   digit but d − 1, d and d + 1 left (such a cell is off every other board; the cells next to
 *   them are the board shifted by one row or column), since d there would leave that neighbour
 *   nothing.
 * - The cell to branch on: the open cell with the fewest candidates, the lowest index of a tie.
 *   Most often a cell with two (the fewest after propagation) is found from the cells on two
 *   boards or more and on three or more; else from the candidate counts of all cells at once
 *   (four bit planes per band).
 *
 * Hidden singles (a digit with one place left in a region) are not looked for: under
 * non-consecutive they saved a quarter of the states and cost three times as much a state
 * (measured, 300 grids; see bench/results/generate-variants.md). Without them the search stays
 * exact (every placement clears its digit from its peers, so a full board is a valid grid, and a
 * search that ends within its budget without a grid has tried everything).
 *
 * `draw(n)` picks one of the `n` untried digits of the cell, in ascending order. A node budget,
 * {@link FOUND}, {@link NO_GRID} and {@link BUDGET} mean what they mean for `./rules-grid.ts`.
 */
import { CELL_COUNT } from '../board/geometry.js';
import type { Draw } from './full-grid.js';
import { BUDGET, FOUND, NO_GRID, type FillTables } from './rules-grid.js';

const WORDS = 3;
/**
 * A frame: nine boards of three words, then the open cells (numbers, not products of `WORDS`: a
 * computed constant is load-time code, which bundles without the generator would keep).
 */
const FRAME = 30;
const OPEN = 27;
const DEPTHS = 82;
const POLL_MASK = 4095;
/** A band's 27 cells. */
const BAND = 0x7ffffff;
/** The cells of a band's first row, and of its first and last columns. */
const FIRST_ROW = 0x1ff;
const FIRST_COLUMN = 0x40201;
const LAST_COLUMN = FIRST_COLUMN << 8;

/** The peers and the orthogonal neighbours of each cell, three words a cell. */
interface Masks {
  readonly peers: Int32Array;
  readonly ortho: Int32Array;
}

const MASKS = new WeakMap<FillTables, Masks>();

function masksOf(t: FillTables): Masks {
  let masks = MASKS.get(t);
  if (masks !== undefined) return masks;
  const peers = new Int32Array(CELL_COUNT * WORDS);
  const ortho = new Int32Array(CELL_COUNT * WORDS);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let k = t.peerStart[cell]!; k < t.peerStart[cell + 1]!; k++)
      addCell(peers, cell * WORDS, t.peers[k]!);
    for (let k = t.orthoStart[cell]!; k < t.orthoStart[cell + 1]!; k++)
      addCell(ortho, cell * WORDS, t.ortho[k]!);
  }
  masks = { peers, ortho };
  MASKS.set(t, masks);
  return masks;
}

function addCell(into: Int32Array, at: number, cell: number): void {
  const w = (cell / 27) | 0;
  into[at + w]! |= 1 << (cell - w * 27);
}

/** The cell of bit `bit` (one bit) of word `w`. */
function cellOf(w: number, bit: number): number {
  return w * 27 + 31 - Math.clz32(bit);
}

/** The cells orthogonally next to the cells `x` of a band, within the band. */
function near(x: number): number {
  return ((x & ~LAST_COLUMN) << 1) | ((x & ~FIRST_COLUMN) >>> 1) | ((x << 9) & BAND) | (x >>> 9);
}

/** Random complete grids under non-consecutive rules (see the module header). One search at a time. */
export class NonConsecutiveFill {
  readonly #b = new Int32Array(DEPTHS * FRAME);
  /** Per band, the union of boards d…8, for the support rule. */
  readonly #high = new Int32Array(9 * WORDS);
  /** Per band, the four bit planes of the cells' candidate counts. */
  readonly #planes = new Int32Array(4 * WORDS);
  #masks: Masks | undefined;
  #draw: Draw | undefined;
  #signal: AbortSignal | undefined;
  #out: Uint8Array | undefined;
  #budget = 0;
  /** Search states visited by the last call. */
  nodes = 0;

  /**
   * Fills `grid` (81 cells, overwritten when a grid is found) with a random complete grid under
   * `tables` (non-consecutive ones): {@link FOUND}, {@link NO_GRID}, or {@link BUDGET} past
   * `budget` search states.
   */
  fill(
    grid: Uint8Array,
    tables: FillTables,
    draw: Draw,
    budget: number,
    signal: AbortSignal | undefined,
  ): number {
    this.#masks = masksOf(tables);
    this.#draw = draw;
    this.#signal = signal;
    this.#out = grid;
    this.#budget = budget;
    this.nodes = 0;
    try {
      this.#b.fill(BAND, 0, FRAME);
      return this.#search(0);
    } finally {
      this.#masks = undefined;
      this.#draw = undefined;
      this.#signal = undefined;
      this.#out = undefined;
    }
  }

  /** Places digit index `d` at the open `cell` of the frame at `f`, whose board has it. */
  #place(f: number, d: number, cell: number): void {
    const b = this.#b;
    const w = (cell / 27) | 0;
    const bit = 1 << (cell - w * 27);
    const keep = ~bit;
    const at0 = f + w;
    b[at0]! &= keep;
    b[at0 + 3]! &= keep;
    b[at0 + 6]! &= keep;
    b[at0 + 9]! &= keep;
    b[at0 + 12]! &= keep;
    b[at0 + 15]! &= keep;
    b[at0 + 18]! &= keep;
    b[at0 + 21]! &= keep;
    b[at0 + 24]! &= keep;
    b[at0 + d * WORDS]! |= bit;
    this.#fix(f, d, cell);
  }

  /**
   * Fixes digit index `d` at the open `cell` of the frame at `f`, which is on board `d` alone: the
   * cell is no longer open, `d` leaves its peers and d ± 1 its orthogonal neighbours.
   */
  #fix(f: number, d: number, cell: number): void {
    const b = this.#b;
    const m = this.#masks!;
    const w = (cell / 27) | 0;
    b[f + OPEN + w]! &= ~(1 << (cell - w * 27));
    const p = cell * WORDS;
    const peers = m.peers;
    let at = f + d * WORDS;
    b[at]! &= ~peers[p]!;
    b[at + 1]! &= ~peers[p + 1]!;
    b[at + 2]! &= ~peers[p + 2]!;
    const ortho = m.ortho;
    if (d > 0) {
      at = f + (d - 1) * WORDS;
      b[at]! &= ~ortho[p]!;
      b[at + 1]! &= ~ortho[p + 1]!;
      b[at + 2]! &= ~ortho[p + 2]!;
    }
    if (d < 8) {
      at = f + (d + 1) * WORDS;
      b[at]! &= ~ortho[p]!;
      b[at + 1]! &= ~ortho[p + 1]!;
      b[at + 2]! &= ~ortho[p + 2]!;
    }
  }

  /**
   * Fixes the cells of `singles` (band `w`) on board `d` of the frame at `f`; false when one of
   * them lost its digit to a placement made after `singles` were found (a dead end, found here,
   * or by the next pass when the digit was taken before its board's turn).
   */
  #fixSingles(f: number, d: number, w: number, singles: number): boolean {
    const b = this.#b;
    const at = f + d * WORDS + w;
    let mine = b[at]! & singles;
    while (mine !== 0) {
      const bit = mine & -mine;
      mine ^= bit;
      if ((b[at]! & bit) === 0) return false;
      this.#fix(f, d, cellOf(w, bit));
    }
    return true;
  }

  /** Naked singles and the support rule to a fixpoint in the frame at `f`; false on a dead end. */
  #propagate(f: number): boolean {
    const b = this.#b;
    const high = this.#high;
    while (true) {
      let progress = false;
      // Naked singles, and cells on no board.
      for (let w = 0; w < WORDS; w++) {
        const open = b[f + OPEN + w]!;
        if (open === 0) continue;
        let once = 0;
        let twice = 0;
        for (let at = f + w; at < f + OPEN; at += WORDS) {
          const x = b[at]!;
          twice |= once & x;
          once |= x;
        }
        if ((open & ~once) !== 0) return false;
        const singles = open & ~twice;
        if (singles === 0) continue;
        // Each single is on one board, so placed digit by digit.
        for (let d = 0; d < 9; d++) if (!this.#fixSingles(f, d, w, singles)) return false;
        progress = true;
      }
      if (progress) continue;
      const o0 = b[f + OPEN]!;
      const o1 = b[f + OPEN + 1]!;
      const o2 = b[f + OPEN + 2]!;
      if ((o0 | o1 | o2) === 0) return true;
      // Support: the open cells with no digit but d − 1, d and d + 1 push d off their open
      // orthogonal neighbours. Per band, the unions of boards d…8 first; those of boards 0…d as
      // d rises.
      for (let w = 0; w < WORDS; w++) {
        let above = 0;
        for (let at = f + 24 + w, h = 24 + w; h >= 6; at -= WORDS, h -= WORDS) {
          above |= b[at]!;
          high[h] = above;
        }
      }
      let low0 = 0;
      let low1 = 0;
      let low2 = 0;
      for (let d = 0; d < 9; d++) {
        let bad0 = o0 & ~low0;
        let bad1 = o1 & ~low1;
        let bad2 = o2 & ~low2;
        if (d <= 6) {
          const at = (d + 2) * WORDS;
          bad0 &= ~high[at]!;
          bad1 &= ~high[at + 1]!;
          bad2 &= ~high[at + 2]!;
        }
        const at = f + d * WORDS;
        if ((bad0 | bad1 | bad2) !== 0) {
          const k0 = b[at]! & o0 & (near(bad0) | ((bad1 & FIRST_ROW) << 18));
          const k1 = b[at + 1]! & o1 & (near(bad1) | (bad0 >>> 18) | ((bad2 & FIRST_ROW) << 18));
          const k2 = b[at + 2]! & o2 & (near(bad2) | (bad1 >>> 18));
          if ((k0 | k1 | k2) !== 0) {
            b[at]! &= ~k0;
            b[at + 1]! &= ~k1;
            b[at + 2]! &= ~k2;
            progress = true;
          }
        }
        // The next digit's bad cells have no digit up to d − 1.
        if (d >= 1) {
          low0 |= b[at - 3]!;
          low1 |= b[at - 2]!;
          low2 |= b[at - 1]!;
        }
      }
      if (!progress) return true;
    }
  }

  #search(depth: number): number {
    if (++this.nodes > this.#budget) return BUDGET;
    if ((this.nodes & POLL_MASK) === 0) {
      const signal = this.#signal;
      if (signal?.aborted === true) throw signal.reason;
    }
    const b = this.#b;
    const f = depth * FRAME;
    if ((b[f + OPEN]! | b[f + OPEN + 1]! | b[f + OPEN + 2]!) === 0) {
      const out = this.#out!;
      for (let d = 0; d < 9; d++) {
        for (let w = 0; w < WORDS; w++) {
          for (let x = b[f + d * WORDS + w]!; x !== 0; x &= x - 1) out[cellOf(w, x & -x)] = d + 1;
        }
      }
      return FOUND;
    }
    // The lowest open cell with two candidates (propagation leaves two at least), most often
    // there is one; else every cell's candidate count at once, as four bit planes per band.
    for (let w = 0; w < WORDS; w++) {
      const open = b[f + OPEN + w]!;
      if (open === 0) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let at = f + w; at < f + OPEN; at += WORDS) {
        const x = b[at]!;
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
      }
      const pairs = open & twice & ~thrice;
      if (pairs !== 0) return this.#branch(f, depth, cellOf(w, pairs & -pairs), 2);
    }
    const planes = this.#planes;
    for (let w = 0; w < WORDS; w++) {
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let at = f + w; at < f + OPEN; at += WORDS) {
        const x = b[at]!;
        const c0 = s0 & x;
        s0 ^= x;
        const c1 = s1 & c0;
        s1 ^= c0;
        s3 |= s2 & c1;
        s2 ^= c1;
      }
      planes[w * 4] = s0;
      planes[w * 4 + 1] = s1;
      planes[w * 4 + 2] = s2;
      planes[w * 4 + 3] = s3;
    }
    // The open cell with the fewest candidates (after propagation two at least), the lowest
    // index of a tie.
    let best = -1;
    let fewest = 1;
    for (; fewest <= 9; fewest++) {
      for (let w = 0; w < WORDS; w++) {
        let x = b[f + OPEN + w]!;
        x &= (fewest & 1) !== 0 ? planes[w * 4]! : ~planes[w * 4]!;
        x &= (fewest & 2) !== 0 ? planes[w * 4 + 1]! : ~planes[w * 4 + 1]!;
        x &= (fewest & 4) !== 0 ? planes[w * 4 + 2]! : ~planes[w * 4 + 2]!;
        x &= (fewest & 8) !== 0 ? planes[w * 4 + 3]! : ~planes[w * 4 + 3]!;
        if (x !== 0) {
          best = cellOf(w, x & -x);
          break;
        }
      }
      if (best >= 0) break;
    }
    return this.#branch(f, depth, best, fewest);
  }

  /**
   * Tries the `fewest` digits of the open cell `best` of the frame at `f` (at `depth`) in random
   * order.
   */
  #branch(f: number, depth: number, best: number, fewest: number): number {
    const b = this.#b;
    const w = (best / 27) | 0;
    const bit = 1 << (best - w * 27);
    let untried = 0;
    for (let d = 0; d < 9; d++) if ((b[f + d * WORDS + w]! & bit) !== 0) untried |= 1 << d;
    const child = f + FRAME;
    for (let left = fewest; untried !== 0; left--) {
      let pick = untried;
      for (let k = this.#draw!(left); k > 0; k--) pick &= pick - 1;
      pick &= -pick;
      untried ^= pick;
      if (untried === 0) {
        // The last digit: this frame is not needed after it, so the child's state is built in
        // it, uncopied, and searched at the same depth.
        this.#place(f, 31 - Math.clz32(pick), best);
        return this.#propagate(f) ? this.#search(depth) : NO_GRID;
      }
      b.copyWithin(child, f, child);
      this.#place(child, 31 - Math.clz32(pick), best);
      if (this.#propagate(child)) {
        const found = this.#search(depth + 1);
        if (found !== NO_GRID) return found;
      }
    }
    return NO_GRID;
  }
}
