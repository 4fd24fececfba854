/**
 * The search engine for every rule set but the classic one (which keeps `./engine.ts`, whose
 * band words are built around rows, columns and boxes), and the internal entry points that pick
 * the right engine for a rule set.
 *
 * ## Internal API
 *
 * ```ts
 * // values: 81 cell values, row-major, 0 = empty; read only, never changed.
 * countSolutionsUnder(values, rules, limit, signal?)   // solutions under `rules`, capped at `limit`
 * solveUnder(values, rules, out, signal?)               // true and the first solution in `out`
 * new RulesEngine()                                     // the same, with the stats of the last call
 *   .count(values, tables, limit, signal?) / .solve(values, tables, out, signal?) / .guesses / .nodes
 * ```
 *
 * The classic rules go to the band engine unchanged; the same contracts hold for both (duplicate
 * givens give 0 / false, `limit` trusted, `signal` polled every 4,096 nodes, deterministic).
 *
 * ## Representation
 *
 * A search state (a frame) is one 9-bit candidate mask per cell (digit d = bit d − 1), 81
 * `Uint16` entries copied at each branch (copy-on-branch: no undo log; the last alternative of a
 * branch reuses its parent's frame). A cell with one candidate is placed, or queued to be. The
 * rule set comes as tables built once per distinct rule set (`RuleTables` in
 * `rules/rule-set.ts`); from them the engine derives, once per tables object, 81-bit sets (three
 * 32-bit words) of every cell's peers, every region's cells and every cell with its orthogonal
 * neighbours.
 *
 * ## Propagation
 *
 * To a fixpoint, each pass looking only at what changed since it last ran (a set of changed
 * cells; a region is looked at when one of its cells changed):
 *
 * - naked singles: placing digit d takes d out of every peer (regions, knight's and king's
 *   moves); under non-consecutive it also takes d ± 1 out of the orthogonal neighbours. A cell
 *   left with one candidate is queued, one with none is a contradiction;
 * - hidden singles: per region, two running ORs ("at least once", "at least twice") find a digit
 *   no open cell can take (a contradiction) or only one can (placed there);
 * - non-consecutive support: a neighbour's digit v needs a candidate of the cell that is not v,
 *   v − 1 or v + 1 (a table per 9-bit mask gives the digits left without one);
 * - locked candidates, for any peer rule, once per propagation (a second run cost more than it
 *   pruned): the intersection of the peer sets of a digit's open places in a region loses the
 *   digit (pointing and claiming, and their diagonal, window, knight… forms); under
 *   non-consecutive, a cell that is one of the places or next to all of them loses the digits
 *   next to it. Not under rows, columns, boxes and disjoint groups alone, where it removed no
 *   search state on the fixture and halved the counting speed (`groupsOnly`), nor under rows and
 *   columns alone, where it can remove nothing (`linesOnly`).
 * - killer cages (only when the rules have some: one flag, read once per call): per cage, the
 *   digit sets of its size and sum (`CAGE_COMBOS`) that avoid its placed digits, add up to what
 *   is left and fit its open cells' candidates (every digit of the set a candidate of some open
 *   cell, every open cell a candidate in the set, no two open cells with the same one digit of the
 *   set, no open cell with only digits of the set that such cells hold); the open cells keep the
 *   digits of those sets
 *   (a last open cell gets what is left of the sum), a digit in every set with one open place
 *   goes there, and with several, every cell outside the cage that sees them all loses it; a full
 *   cage must add up. The 45 rule adds cages of its own (`killerCages`): in a region, or two or
 *   three adjacent rows or columns, the cells outside the cages wholly inside it ("innies") add
 *   up to 45 per region less those cages' sums, and the cells outside it of the cages that cover
 *   it ("outies") to those cages' sums less 45 per region; each such set of 1–6 cells that all
 *   see each other is searched as one more cage. On the killer fixture (`bench/killer.ts`) they
 *   take the search from 3.4 states a puzzle to 1.2 and count about twice as fast.
 *
 * ## Search
 *
 * Depth-first on the open cell with the fewest candidates, ties going to the cell with the most
 * open peers (to the first such cell under the disjoint groups alone), digits ascending. Any set
 * of regions and neighbour rules fits this one loop: nothing in it asks which variant it plays.
 *
 * Restarts: where the digits are not interchangeable (killer cages, non-consecutive) and at most
 * `KEEP_LIMIT` solutions are asked for, a search that passes `FIRST_RUN` states starts again from
 * the root, its ties and digits in a random order (a fixed seed per restart, so calls stay
 * deterministic), for `RUN_UNIT` states times the Luby sequence (1, 1, 2, 1, 1, 2, 4, …), until a
 * run ends. A depth-first search that took a wrong turn near the root (a placement the
 * propagation cannot refute, over a subtree it cannot either) can spend minutes there, while
 * another order answers at once: of 6,000 random boards with a few of a fixture puzzle's cages
 * and up to six givens, 4 took over 300 ms in the first order, none with restarts. Each run
 * keeps the solutions it finds, and counts only the ones no earlier run found, so a run that ends
 * has counted each solution once (the last run searches the whole tree, or stops at the limit).
 * Below `FIRST_RUN` states nothing changes: answers and the first solution found are the first
 * order's.
 *
 * Interchangeable digits: every rule but non-consecutive and killer cages treats the nine digits alike, so a
 * permutation of the digits maps solutions to solutions, and every step above (propagation,
 * choice of the branching cell) commutes with it. At a search state, the digits that no given
 * and no branch on the path to it holds ("free" digits) can be permuted among themselves without
 * changing the state; so the branches that put one free digit or another in the branching cell
 * are the same search up to a permutation, with as many solutions each. The first free digit is
 * searched; each later one adds the solutions it found (none, or, when counting, the same count)
 * without a search. Solutions, counts and the first solution found are those of the whole search;
 * an empty grid under such rules (a jigsaw layout with anti-knight, say, which may have no grid
 * at all) is searched up to the 9! relabellings of its grids, not through each of them.
 */
import { CELL_COUNT } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { RuleTables, SudokuRegion, SudokuRegionKind, SudokuRules } from '../rules/rule-set.js';
import { tablesOf as rulesTables } from '../rules/rules-option.js';
import { SUM_KEYS } from '../rules/cages.js';
import { countSolutionsRaw, solveRaw } from './engine.js';

const DEPTHS = 82;
const POLL_MASK = 4095;
// Locked candidates run once per propagation (to a fixpoint of the other passes): running them
// again after their own eliminations pruned a few more nodes than it cost on the variant fixture.
const LOCKED_RUNS = 1;
const WORDS = 3; // 81 cells in three 32-bit words
const LAST_WORD = 0x1ffff; // cells 64–80: (1 << (81 - 64)) - 1, a literal so that nothing runs at load
/** The most cells of a cage of the 45 rule (see {@link killerCages}). */
const INNIE_LIMIT = 6;
/** The level of the 45 rule the engine plays by default (see {@link killerCages}). */
const FORTY_FIVE = 2;

/** The cages of a killer plan at a level of the 45 rule, built on first use. */
function cagesOf(plan: Plan, level: number): CagePlan {
  return (plan.cages[level] ??= killerCages(plan.tables, plan.peerBits, level));
}

/** What the engine derives from a rule set's tables, once per tables object. */
interface Plan {
  readonly tables: RuleTables;
  /** Every cell's peers as an 81-bit set, three words a cell (cell i at bit i % 32 of word i >> 5). */
  readonly peerBits: Int32Array;
  /** Every region's cells as an 81-bit set, the same way. */
  readonly regionBits: Int32Array;
  /** Every cell with its orthogonal neighbours as an 81-bit set (read under non-consecutive). */
  readonly nearBits: Int32Array;
  /** Whether the locked-candidates pass runs under these rules. */
  readonly locked: boolean;
  /** Whether ties for the branching cell go to the most open peers (else to the first cell). */
  readonly ties: boolean;
  /** The killer cages with those of the 45 rule at each level (see {@link killerCages}), built on first use. */
  readonly cages: (CagePlan | undefined)[];
}

/** The cages the engine reasons on: the rules' cages, then the innie cages. */
interface CagePlan {
  readonly count: number;
  /** The cells of cage k at cells[start[k] … start[k + 1]). */
  readonly start: Uint16Array;
  readonly cells: Uint8Array;
  readonly sums: Uint8Array;
  /** Every cage's cells as an 81-bit set (three words a cage). */
  readonly bits: Int32Array;
}

/** A group of disjoint regions for the 45 rule: its cells and what they add up to. */
interface Group {
  readonly cells: Uint8Array;
  readonly total: number;
}

const GROUPS = /* @__PURE__ */ new WeakMap<readonly SudokuRegion[], Group[][]>();

/** The groups of the 45 rule at `level` (1: each region; 2: also two and three adjacent rows or columns), cached per region list. */
function groupsOf(regions: readonly SudokuRegion[], level: number): Group[] {
  let byLevel = GROUPS.get(regions);
  if (byLevel === undefined) GROUPS.set(regions, (byLevel = []));
  let groups = byLevel[level];
  if (groups === undefined) {
    groups = regions.map((region) => ({ cells: Uint8Array.from(region.cells), total: 45 }));
    if (level > 1) {
      for (const kind of ['row', 'column']) {
        const lines = regions.filter((region) => region.kind === kind);
        for (let first = 0; first < lines.length; first++) {
          for (const size of [2, 3]) {
            if (first + size > lines.length) continue;
            const cells = Uint8Array.from(lines.slice(first, first + size).flatMap((line) => line.cells));
            groups.push({ cells, total: 45 * size });
          }
        }
      }
    }
    byLevel[level] = groups;
  }
  return groups;
}

/**
 * The rules' cages and the cages of the 45 rule (`level` 1: every region's innies; 2: also its
 * outies, and the innies and outies of two and three adjacent rows or columns). A group of `n`
 * disjoint regions adds up to 45n: its cells outside the cages lying wholly inside it ("innies")
 * add up to 45n less those cages' sums; when the cages meeting it cover it, their cells outside it
 * ("outies") add up to those cages' sums less 45n. Such a set of cells is kept as a cage when it
 * has 1 to `INNIE_LIMIT` cells that all see each other (so their digits are distinct).
 */
function killerCages(tables: RuleTables, peerBits: Int32Array, level: number): CagePlan {
  const { cageOf, cageStart, cageCells, cageSums } = tables;
  const lists: (Uint8Array | number[])[] = [];
  const sums: number[] = [];
  for (let k = 0; k < tables.cageCount; k++) {
    lists.push(cageCells.subarray(cageStart[k], cageStart[k + 1]));
    sums.push(cageSums[k]!);
  }
  const known = new Set<string>();
  const add = (cells: number[], sum: number): void => {
    for (const a of cells)
      for (const b of cells) if (a !== b && (peerBits[a * WORDS + (b >> 5)]! & (1 << (b & 31))) === 0) return;
    // A killer cage itself adds nothing.
    const k = cageOf[cells[0]!]!;
    const size = k >= 0 ? cageStart[k + 1]! - cageStart[k]! : 0;
    if (size === cells.length && cells.every((cell) => cageOf[cell] === k)) return;
    const key = cells.join(',');
    if (known.has(key)) return;
    known.add(key);
    lists.push(cells);
    // An impossible sum (cages that contradict each other) is kept: the search finds no solution.
    sums.push(Math.max(0, Math.min(45, sum)));
  };
  const groups = level === 0 ? [] : groupsOf(tables.regions, level);
  const within = new Uint8Array(tables.cageCount);
  const inside = new Uint8Array(CELL_COUNT);
  for (const group of groups) {
    let covered = true;
    for (const cell of group.cells) {
      inside[cell] = 1;
      const k = cageOf[cell]!;
      if (k >= 0) within[k]!++;
      else covered = false;
    }
    // Innies: the cells not in a cage wholly inside the group.
    let count = 0;
    let innieSum = group.total;
    let outieSum = -group.total;
    for (const cell of group.cells) {
      const k = cageOf[cell]!;
      if (k >= 0 && within[k] === cageStart[k + 1]! - cageStart[k]!) {
        if (cageCells[cageStart[k]!] === cell) innieSum -= cageSums[k]!;
      } else count++;
    }
    if (count > 0 && count <= INNIE_LIMIT) {
      const innies: number[] = [];
      for (const cell of group.cells) {
        const k = cageOf[cell]!;
        if (k < 0 || within[k] !== cageStart[k + 1]! - cageStart[k]!) innies.push(cell);
      }
      add(
        innies.sort((x, y) => x - y),
        innieSum,
      );
    }
    // Outies: the cells outside the group of the cages that cover it.
    if (level > 1 && covered) {
      const outies: number[] = [];
      for (const cell of group.cells) {
        const k = cageOf[cell]!;
        if (within[k] === 0) continue;
        outieSum += cageSums[k]!;
        for (let j = cageStart[k]!; j < cageStart[k + 1]!; j++) {
          const other = cageCells[j]!;
          if (inside[other] === 0) outies.push(other);
        }
        within[k] = 0;
      }
      if (outies.length > 0 && outies.length <= INNIE_LIMIT)
        add(
          outies.sort((x, y) => x - y),
          outieSum,
        );
    }
    for (const cell of group.cells) {
      inside[cell] = 0;
      const k = cageOf[cell]!;
      if (k >= 0) within[k] = 0;
    }
  }
  const start = new Uint16Array(lists.length + 1);
  lists.forEach((cells, k) => (start[k + 1] = start[k]! + cells.length));
  const cells = new Uint8Array(start[lists.length]!);
  const bits = new Int32Array(lists.length * WORDS);
  lists.forEach((list, k) => {
    cells.set(list, start[k]);
    for (let j = 0; j < list.length; j++) bits[k * WORDS + (list[j]! >> 5)]! |= 1 << (list[j]! & 31);
  });
  return { count: lists.length, start, cells, sums: Uint8Array.from(sums), bits };
}

/**
 * Whether the rules are rows, columns, boxes and the disjoint groups, nothing else. Under them
 * (measured on the fixture's disjoint-groups puzzles, `bench/variants.ts`), locked candidates
 * removed no search state and the open-peer tie-break added some: both cost about half the counting
 * speed, so the engine runs without them there, as it did before it had them.
 */
function groupsOnly(tables: RuleTables): boolean {
  return only(tables, 'disjoint-group');
}

/**
 * Whether the rules are rows and columns, nothing else (`latin`): a row and a column share one
 * cell, so the places of a digit in a line all see a cell outside it only when there is one place
 * (a hidden single): locked candidates can remove nothing.
 */
function linesOnly(tables: RuleTables): boolean {
  return only(tables, 'row');
}

/** Whether the rules' regions are rows, columns, boxes and `kind` (at least one), with no neighbour rule. */
function only(tables: RuleTables, kind: SudokuRegionKind): boolean {
  let found = false;
  for (const region of tables.regions) {
    if (region.kind === kind) found = true;
    else if (region.kind !== 'row' && region.kind !== 'column' && (kind === 'row' || region.kind !== 'box'))
      return false;
  }
  return found && !tables.nonConsecutive && tables.knight.length === 0 && tables.king.length === 0;
}

const PLANS = /* @__PURE__ */ new WeakMap<RuleTables, Plan>();

function planOf(tables: RuleTables): Plan {
  let plan = PLANS.get(tables);
  if (plan === undefined) {
    const peerBits = new Int32Array(CELL_COUNT * WORDS);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      for (let k = tables.peerStart[cell]!, end = tables.peerStart[cell + 1]!; k < end; k++) {
        const p = tables.peers[k]!;
        peerBits[cell * WORDS + (p >> 5)]! |= 1 << (p & 31);
      }
    }
    const regionBits = new Int32Array(tables.regionCount * WORDS);
    for (let k = 0; k < tables.regionCount * 9; k++) {
      const cell = tables.regionCells[k]!;
      regionBits[((k / 9) | 0) * WORDS + (cell >> 5)]! |= 1 << (cell & 31);
    }
    const nearBits = new Int32Array(CELL_COUNT * WORDS);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      nearBits[cell * WORDS + (cell >> 5)]! |= 1 << (cell & 31);
      for (let k = tables.orthoStart[cell]!, end = tables.orthoStart[cell + 1]!; k < end; k++) {
        const p = tables.ortho[k]!;
        nearBits[cell * WORDS + (p >> 5)]! |= 1 << (p & 31);
      }
    }
    const plain = groupsOnly(tables);
    plan = {
      tables,
      peerBits,
      regionBits,
      nearBits,
      locked: !plain && !linesOnly(tables),
      ties: !plain,
      cages: [],
    };
    PLANS.set(tables, plan);
  }
  return plan;
}

/**
 * Under non-consecutive, the digits an orthogonal neighbour of a cell cannot hold while the cell
 * holds one of mask `m`: digit v goes when every candidate of the cell is v − 1, v or v + 1 (the
 * neighbour shares a row or a column with the cell, so v itself is excluded too).
 */
const NC_KILL: Uint16Array = /* @__PURE__ */ buildNcKill();

function buildNcKill(): Uint16Array {
  const table = new Uint16Array(512);
  for (let m = 1; m < 512; m++) {
    let kill = 0;
    for (let v = 0; v < 9; v++) {
      const near = ((0b111 << v) >> 1) & ALL;
      if ((m & ~near) === 0) kill |= 1 << v;
    }
    table[m] = kill;
  }
  return table;
}

/** The most solutions a search that may restart is asked for (it keeps them to tell new ones apart). */
const KEEP_LIMIT = 16;
/** Search states of the first run before it starts again (see the module header). */
const FIRST_RUN = 10_000;
/** Search states of a later run per unit of the Luby sequence. */
const RUN_UNIT = 1_000;

/** The next state of a xorshift generator (never 0 after a state that is not). */
function xorshift(x: number): number {
  x ^= x << 13;
  x ^= x >>> 17;
  return x ^ (x << 5);
}

/** The Luby sequence (1, 1, 2, 1, 1, 2, 4, 1, …) at `i` ≥ 1: the lengths of the runs after the first. */
function luby(i: number): number {
  let k = 1;
  while ((1 << k) - 1 < i) k++;
  while (i !== (1 << k) - 1) {
    i -= (1 << (k - 1)) - 1;
    k = 1;
    while ((1 << k) - 1 < i) k++;
  }
  return 1 << (k - 1);
}

/** Every 9-bit mask that is one digit, as itself; 0 for the others (the hidden-single scan). */
const SOLO: Uint16Array = /* @__PURE__ */ buildSolo();

function buildSolo(): Uint16Array {
  const table = new Uint16Array(512);
  for (let d = 0; d < 9; d++) table[1 << d] = 1 << d;
  return table;
}

/** The general search engine (see the module header). One instance, one search at a time. */
export class RulesEngine {
  readonly #cand = new Uint16Array(DEPTHS * CELL_COUNT);
  readonly #placed = new Int32Array(DEPTHS);
  readonly #queue = new Uint8Array(CELL_COUNT);
  readonly #acc = new Int32Array(9 * WORDS);
  readonly #nearAcc = new Int32Array(9 * WORDS);
  readonly #alts = new Uint8Array(DEPTHS * 9);
  /** Digits a given or a branch on the path to each depth holds (a bit each); see `#search`. */
  readonly #used = new Uint16Array(DEPTHS);
  /** Whether the rules treat every digit alike (no non-consecutive rule). */
  #symmetric = false;
  #length = 0;
  #plan: Plan | undefined;
  #limit = 1;
  #found = 0;
  #out: Uint8Array | undefined;
  #signal: AbortSignal | undefined;
  /** True while a search runs. */
  busy = false;
  /** Whether interchangeable digits are searched once (see the module header); tests turn it off. */
  symmetry = true;
  /** Whether the locked-candidates pass runs: undefined lets the rule set decide (see {@link Plan}). */
  locked: boolean | undefined = undefined;
  /**
   * How much of the 45 rule joins the killer cages (see {@link killerCages}): 0 none, 1 the
   * innies of each region, 2 (the default) also outies and groups of lines; tests and benches
   * change it.
   */
  fortyFive: number = FORTY_FIVE;
  /** The cages of the current search (killer rules only). */
  #cages: CagePlan | undefined;
  /** Cells the cage pass changed (three words), read back by `#propagate`. */
  #ce0 = 0;
  #ce1 = 0;
  #ce2 = 0;
  #lockedRuns = LOCKED_RUNS;
  /**
   * Whether a search that runs long starts again in another order (see the module header);
   * tests turn it off.
   */
  restart = true;
  /** Search states of the first run, and of a later one per unit of the Luby sequence; tests lower them. */
  firstRun: number = FIRST_RUN;
  runUnit: number = RUN_UNIT;
  /** Node count at which the current run stops (see the module header). */
  #cutoff = Infinity;
  /** Whether the current run stopped at its cutoff. */
  #cut = false;
  /** The order of the current run: 0 for the first (the fixed order), else a random state. */
  #random = 0;
  /** The root frame after its propagation, where each run starts. */
  readonly #root = new Uint16Array(CELL_COUNT);
  #rootPlaced = 0;
  /** The solutions found in this call when it may restart (`#kept` of them). */
  readonly #keptSolutions = new Uint16Array(KEEP_LIMIT * CELL_COUNT);
  #kept = 0;
  /** Times the last call started again. */
  restarts = 0;
  /** Digits tried at branching cells in the last call. */
  guesses = 0;
  /** Search states visited in the last call, the root included. */
  nodes = 0;

  /** Solutions of `values` under `tables`, capped at `limit`. */
  count(values: Uint8Array, tables: RuleTables, limit: number, signal?: AbortSignal): number {
    this.#run(values, tables, limit, undefined, signal);
    return this.#found;
  }

  /** The first solution of `values` under `tables` in `out`; false when there is none. */
  solve(values: Uint8Array, tables: RuleTables, out: Uint8Array, signal?: AbortSignal): boolean {
    this.#run(values, tables, 1, out, signal);
    return this.#found > 0;
  }

  #run(
    values: Uint8Array,
    tables: RuleTables,
    limit: number,
    out: Uint8Array | undefined,
    signal: AbortSignal | undefined,
  ): void {
    this.busy = true;
    try {
      this.#plan = planOf(tables);
      this.#limit = limit;
      this.#found = 0;
      this.#out = out;
      this.#signal = signal;
      this.guesses = 0;
      this.nodes = 0;
      const cand = this.#cand;
      const queue = this.#queue;
      let length = 0;
      let used = 0;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        const v = values[cell]!;
        if (v === 0) cand[cell] = ALL;
        else {
          cand[cell] = 1 << (v - 1);
          used |= 1 << (v - 1);
          queue[length++] = cell;
        }
      }
      this.#length = length;
      this.#placed[0] = 0;
      this.#used[0] = used;
      // Under cages the digits are not interchangeable (a cage's sum tells them apart).
      this.#symmetric = this.symmetry && !tables.nonConsecutive && !tables.killer;
      this.#cages = tables.killer ? cagesOf(this.#plan, this.fortyFive) : undefined;
      this.#lockedRuns = (this.locked ?? this.#plan.locked) ? LOCKED_RUNS : 0;
      this.restarts = 0;
      if (!this.#propagate(0, 0, true)) return;
      // Restarts (see the module header): only where every solution is enumerated (no
      // interchangeable digits) and few are asked for, so that the ones found can be kept.
      const restart = this.restart && !this.#symmetric && limit <= KEEP_LIMIT;
      this.#kept = 0;
      this.#random = 0;
      this.#cutoff = restart ? this.firstRun : Infinity;
      if (restart) {
        this.#root.set(cand.subarray(0, CELL_COUNT));
        this.#rootPlaced = this.#placed[0]!;
      }
      while (true) {
        this.#cut = false;
        this.#search(0);
        if (!this.#cut) return;
        this.restarts++;
        cand.set(this.#root);
        this.#placed[0] = this.#rootPlaced;
        this.#random = Math.imul(this.restarts, 0x9e3779b1) | 1;
        this.#cutoff = this.nodes + luby(this.restarts) * this.runUnit;
      }
    } finally {
      this.#plan = undefined;
      this.#cages = undefined;
      this.#out = undefined;
      this.#signal = undefined;
      this.busy = false;
    }
  }

  /**
   * Singles, the non-consecutive rule and locked candidates to a fixpoint in the frame at `f`;
   * false on a contradiction. `all` says every cell is new (the root); otherwise only the queued
   * cells are, and each pass looks only at the regions (cells) changed since it last ran.
   */
  #propagate(f: number, depth: number, all: boolean): boolean {
    const cand = this.#cand;
    const queue = this.#queue;
    const plan = this.#plan!;
    const t = plan.tables;
    const peers = t.peers;
    const peerStart = t.peerStart;
    const nc = t.nonConsecutive;
    const ortho = t.ortho;
    const orthoStart = t.orthoStart;
    const cells = t.regionCells;
    const regionBits = plan.regionBits;
    const regionCount = t.regionCount;
    const acc = this.#acc;
    const peerBits = plan.peerBits;
    const nearBits = plan.nearBits;
    const nearAcc = this.#nearAcc;
    // Cells changed since each pass last ran: `e` (three words, cells 0–31, 32–63, 64–80) by the
    // eliminations, folded into the hidden-single (h), non-consecutive (n) and locked (l) sets.
    let e0 = 0;
    let e1 = 0;
    let e2 = 0;
    let h0 = all ? -1 : 0;
    let h1 = h0;
    let h2 = all ? LAST_WORD : 0;
    let n0 = h0;
    let n1 = h1;
    let n2 = h2;
    let l0 = h0;
    let l1 = h1;
    let l2 = h2;
    const cages = this.#cages;
    let k0 = h0;
    let k1 = h1;
    let k2 = h2;
    let placed = this.#placed[depth]!;
    let length = this.#length;
    let lockedRuns = 0;
    try {
      while (true) {
        // Naked singles: each queued cell's digit leaves its peers (and, under non-consecutive,
        // the digits next to it leave its orthogonal neighbours).
        while (length > 0) {
          const cell = queue[--length]!;
          const bit = cand[f + cell]!;
          placed++;
          if (cell < 32) e0 |= 1 << cell;
          else if (cell < 64) e1 |= 1 << cell;
          else e2 |= 1 << cell;
          for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++) {
            const q = peers[k]!;
            const p = f + q;
            let m = cand[p]!;
            if ((m & bit) === 0) continue;
            m ^= bit;
            if (m === 0) return false;
            cand[p] = m;
            if (q < 32) e0 |= 1 << q;
            else if (q < 64) e1 |= 1 << q;
            else e2 |= 1 << q;
            if ((m & (m - 1)) === 0) queue[length++] = q;
          }
          if (nc) {
            const near = ((bit << 1) | (bit >> 1)) & ALL;
            for (let k = orthoStart[cell]!, end = orthoStart[cell + 1]!; k < end; k++) {
              const q = ortho[k]!;
              const p = f + q;
              let m = cand[p]!;
              if ((m & near) === 0) continue;
              m &= ~near;
              if (m === 0) return false;
              cand[p] = m;
              if (q < 32) e0 |= 1 << q;
              else if (q < 64) e1 |= 1 << q;
              else e2 |= 1 << q;
              if ((m & (m - 1)) === 0) queue[length++] = q;
            }
          }
        }
        if (placed === CELL_COUNT) {
          // Under cages, a full grid still has to add up in the cages just filled.
          if (cages === undefined) return true;
          return this.#cagePass(f, cages, k0 | e0, k1 | e1, k2 | e2);
        }
        h0 |= e0;
        h1 |= e1;
        h2 |= e2;
        n0 |= e0;
        n1 |= e1;
        n2 |= e2;
        l0 |= e0;
        l1 |= e1;
        l2 |= e2;
        k0 |= e0;
        k1 |= e1;
        k2 |= e2;
        e0 = e1 = e2 = 0;
        // Hidden singles: a digit with one open place in a region goes there; a digit with none
        // is a contradiction. `solo` is the digits already held by a single (placed) cell.
        if ((h0 | h1 | h2) !== 0) {
          for (let r = 0, base = 0; r < regionCount; r++, base += 9) {
            const rb = r * WORDS;
            if (((regionBits[rb]! & h0) | (regionBits[rb + 1]! & h1) | (regionBits[rb + 2]! & h2)) === 0)
              continue;
            let once = 0;
            let twice = 0;
            let solo = 0;
            for (let k = base; k < base + 9; k++) {
              const m = cand[f + cells[k]!]!;
              // Without a branch: `s` is m when m is one digit, else 0.
              const s = SOLO[m]!;
              solo |= s;
              const o = m ^ s;
              twice |= once & o;
              once |= o;
            }
            if ((once | solo) !== ALL) return false;
            let hidden = once & ~twice & ~solo;
            while (hidden !== 0) {
              const bit = hidden & -hidden;
              hidden ^= bit;
              let k = base;
              while (k < base + 9 && (cand[f + cells[k]!]! & bit) === 0) k++;
              // The cell took another hidden single of this region a moment ago.
              if (k === base + 9) return false;
              const cell = cells[k]!;
              cand[f + cell] = bit;
              queue[length++] = cell;
            }
          }
          h0 = h1 = h2 = 0;
          if (length > 0) continue;
        }
        if (cages !== undefined && (k0 | k1 | k2) !== 0) {
          this.#length = length;
          if (!this.#cagePass(f, cages, k0, k1, k2)) return false;
          length = this.#length;
          k0 = k1 = k2 = 0;
          e0 = this.#ce0;
          e1 = this.#ce1;
          e2 = this.#ce2;
          if (length > 0 || (e0 | e1 | e2) !== 0) continue;
        }
        if (nc && (n0 | n1 | n2) !== 0) {
          // A neighbour's digit v needs a candidate w of the cell with |w − v| > 1.
          for (let w = 0; w < WORDS; w++) {
            let word = w === 0 ? n0 : w === 1 ? n1 : n2;
            while (word !== 0) {
              const low = word & -word;
              word ^= low;
              const cell = (w << 5) + 31 - Math.clz32(low);
              const own = cand[f + cell]!;
              if ((own & (own - 1)) === 0) continue;
              const kill = NC_KILL[own]!;
              if (kill === 0) continue;
              for (let k = orthoStart[cell]!, end = orthoStart[cell + 1]!; k < end; k++) {
                const q = ortho[k]!;
                const p = f + q;
                let m = cand[p]!;
                if ((m & kill) === 0) continue;
                m &= ~kill;
                if (m === 0) return false;
                cand[p] = m;
                if (q < 32) e0 |= 1 << q;
                else if (q < 64) e1 |= 1 << q;
                else e2 |= 1 << q;
                if ((m & (m - 1)) === 0) queue[length++] = q;
              }
            }
          }
          n0 = n1 = n2 = 0;
          if ((e0 | e1 | e2) !== 0) continue;
        }
        if ((l0 | l1 | l2) === 0 || lockedRuns === this.#lockedRuns) return true;
        lockedRuns++;
        // Locked candidates: a digit's open places in a region all see a cell, so the cell
        // cannot hold the digit (pointing and claiming, and their diagonal, window, knight… forms).
        for (let r = 0, base = 0; r < regionCount; r++, base += 9) {
          const rb = r * WORDS;
          if (((regionBits[rb]! & l0) | (regionBits[rb + 1]! & l1) | (regionBits[rb + 2]! & l2)) === 0)
            continue;
          let once = 0;
          let twice = 0;
          let solo = 0;
          for (let k = base; k < base + 9; k++) {
            const cell = cells[k]!;
            const m = cand[f + cell]!;
            if ((m & (m - 1)) === 0) {
              solo |= m;
              continue;
            }
            const pb = cell * WORDS;
            const w0 = peerBits[pb]!;
            const w1 = peerBits[pb + 1]!;
            const w2 = peerBits[pb + 2]!;
            for (let digits = m; digits !== 0; digits &= digits - 1) {
              const low = digits & -digits;
              const a = (31 - Math.clz32(low)) * WORDS;
              if ((once & low) === 0) {
                acc[a] = w0;
                acc[a + 1] = w1;
                acc[a + 2] = w2;
              } else {
                acc[a]! &= w0;
                acc[a + 1]! &= w1;
                acc[a + 2]! &= w2;
              }
            }
            if (nc) {
              const v0 = nearBits[pb]!;
              const v1 = nearBits[pb + 1]!;
              const v2 = nearBits[pb + 2]!;
              for (let digits = m; digits !== 0; digits &= digits - 1) {
                const low = digits & -digits;
                const a = (31 - Math.clz32(low)) * WORDS;
                if ((once & low) === 0) {
                  nearAcc[a] = v0;
                  nearAcc[a + 1] = v1;
                  nearAcc[a + 2] = v2;
                } else {
                  nearAcc[a]! &= v0;
                  nearAcc[a + 1]! &= v1;
                  nearAcc[a + 2]! &= v2;
                }
              }
            }
            twice |= once & m;
            once |= m;
          }
          if (nc) {
            // The digit's open places are all a cell or its orthogonal neighbours: the cell
            // cannot hold a digit next to it.
            for (let digits = twice & ~solo; digits !== 0; digits &= digits - 1) {
              const bit = digits & -digits;
              const a = (31 - Math.clz32(bit)) * WORDS;
              const kill = ((bit << 1) | (bit >> 1)) & ALL;
              for (let w = 0; w < WORDS; w++) {
                let word = nearAcc[a + w]!;
                while (word !== 0) {
                  const low = word & -word;
                  word ^= low;
                  const q = (w << 5) + 31 - Math.clz32(low);
                  const p = f + q;
                  let m = cand[p]!;
                  if ((m & kill) === 0) continue;
                  m &= ~kill;
                  if (m === 0) return false;
                  cand[p] = m;
                  if (w === 0) e0 |= low;
                  else if (w === 1) e1 |= low;
                  else e2 |= low;
                  if ((m & (m - 1)) === 0) queue[length++] = q;
                }
              }
            }
          }
          for (let digits = twice & ~solo; digits !== 0; digits &= digits - 1) {
            const bit = digits & -digits;
            const a = (31 - Math.clz32(bit)) * WORDS;
            for (let w = 0; w < WORDS; w++) {
              // The region's other cells do not hold the digit: only cells outside it matter.
              let word = acc[a + w]! & ~regionBits[rb + w]!;
              while (word !== 0) {
                const low = word & -word;
                word ^= low;
                const q = (w << 5) + 31 - Math.clz32(low);
                const p = f + q;
                let m = cand[p]!;
                if ((m & bit) === 0) continue;
                m ^= bit;
                if (m === 0) return false;
                cand[p] = m;
                if (w === 0) e0 |= low;
                else if (w === 1) e1 |= low;
                else e2 |= low;
                if ((m & (m - 1)) === 0) queue[length++] = q;
              }
            }
          }
        }
        l0 = l1 = l2 = 0;
        if ((e0 | e1 | e2) === 0) return true;
      }
    } finally {
      this.#placed[depth] = placed;
      this.#length = length;
    }
  }

  /**
   * The cage pass (see the module header) over the cages with a cell in the changed set `c0…c2`,
   * in the frame at `f`: false on a contradiction. Queues the cells it leaves with one digit
   * (through `#length`) and returns the cells it changed in `#ce0…#ce2`.
   */
  #cagePass(f: number, plan: CagePlan, c0: number, c1: number, c2: number): boolean {
    const cand = this.#cand;
    const queue = this.#queue;
    const { count, start, cells, sums, bits } = plan;
    const comboStart = this.#plan!.tables.comboStart;
    const combos = this.#plan!.tables.combos;
    const peerBits = this.#plan!.peerBits;
    let length = this.#length;
    let e0 = 0;
    let e1 = 0;
    let e2 = 0;
    try {
      for (let k = 0, b = 0; k < count; k++, b += WORDS) {
        if (((bits[b]! & c0) | (bits[b + 1]! & c1) | (bits[b + 2]! & c2)) === 0) continue;
        const first = start[k]!;
        const end = start[k + 1]!;
        let placedMask = 0;
        let placedSum = 0;
        let union = 0;
        let open = 0;
        for (let j = first; j < end; j++) {
          const m = cand[f + cells[j]!]!;
          if ((m & (m - 1)) === 0) {
            if ((placedMask & m) !== 0) return false;
            placedMask |= m;
            placedSum += 32 - Math.clz32(m);
          } else {
            union |= m;
            open++;
          }
        }
        const rest = sums[k]! - placedSum;
        if (open === 0) {
          if (rest !== 0) return false;
          continue;
        }
        if (rest <= 0) return false;
        let allowed = 0;
        let required = ALL;
        if (rest <= 45) {
          const key = open * SUM_KEYS + rest;
          for (let c = comboStart[key]!, cEnd = comboStart[key + 1]!; c < cEnd; c++) {
            const set = combos[c]!;
            if ((set & placedMask) !== 0 || (set & union) !== set) continue;
            // Every open cell takes a digit of the set; cage mates hold distinct digits, so no
            // two of them take only the same one, and a cell with more needs one that no such
            // cell takes.
            let fits = true;
            let only = 0;
            for (let j = first; j < end; j++) {
              const m = cand[f + cells[j]!]!;
              if ((m & (m - 1)) === 0) continue;
              const inSet = m & set;
              if ((inSet & (inSet - 1)) === 0) {
                if (inSet === 0 || (only & inSet) !== 0) {
                  fits = false;
                  break;
                }
                only |= inSet;
              }
            }
            if (fits && only !== 0) {
              for (let j = first; j < end; j++) {
                const inSet = cand[f + cells[j]!]! & set;
                if ((inSet & (inSet - 1)) !== 0 && (inSet & ~only) === 0) {
                  fits = false;
                  break;
                }
              }
            }
            if (!fits) continue;
            allowed |= set;
            required &= set;
          }
        }
        if (allowed === 0) return false;
        if ((union & ~allowed) !== 0) {
          for (let j = first; j < end; j++) {
            const q = cells[j]!;
            const p = f + q;
            const m = cand[p]!;
            if ((m & (m - 1)) === 0 || (m & ~allowed) === 0) continue;
            const left = m & allowed;
            cand[p] = left;
            if (q < 32) e0 |= 1 << q;
            else if (q < 64) e1 |= 1 << q;
            else e2 |= 1 << q;
            if ((left & (left - 1)) === 0) queue[length++] = q;
          }
        }
        // A digit every set holds goes to one of its open places in the cage: with one place, it
        // goes there; with more, every cell outside the cage that sees them all loses it.
        for (let digits = required & ~placedMask; digits !== 0; digits &= digits - 1) {
          const bit = digits & -digits;
          let place = -1;
          let w0 = -1;
          let w1 = -1;
          let w2 = -1;
          for (let j = first; j < end; j++) {
            const cell = cells[j]!;
            const m = cand[f + cell]!;
            if ((m & bit) === 0) continue;
            if (m === bit) {
              place = -3;
              break;
            }
            place = place === -1 ? cell : -2;
            const pb = cell * WORDS;
            w0 &= peerBits[pb]!;
            w1 &= peerBits[pb + 1]!;
            w2 &= peerBits[pb + 2]!;
          }
          if (place === -3 || place === -1) continue;
          if (place >= 0) {
            cand[f + place] = bit;
            if (place < 32) e0 |= 1 << place;
            else if (place < 64) e1 |= 1 << place;
            else e2 |= 1 << place;
            queue[length++] = place;
            continue;
          }
          for (let w = 0; w < WORDS; w++) {
            let word = (w === 0 ? w0 : w === 1 ? w1 : w2) & ~bits[b + w]!;
            while (word !== 0) {
              const low = word & -word;
              word ^= low;
              const q = (w << 5) + 31 - Math.clz32(low);
              const p = f + q;
              let m = cand[p]!;
              if ((m & bit) === 0) continue;
              m ^= bit;
              if (m === 0) return false;
              cand[p] = m;
              if (w === 0) e0 |= low;
              else if (w === 1) e1 |= low;
              else e2 |= low;
              if ((m & (m - 1)) === 0) queue[length++] = q;
            }
          }
        }
      }
      return true;
    } finally {
      this.#length = length;
      this.#ce0 = e0;
      this.#ce1 = e1;
      this.#ce2 = e2;
    }
  }

  /**
   * Whether the solution in the frame at `f` is new (not found by an earlier run of this call),
   * keeping it when it is.
   */
  #keep(f: number): boolean {
    const cand = this.#cand;
    const kept = this.#keptSolutions;
    for (let k = 0, base = 0; k < this.#kept; k++, base += CELL_COUNT) {
      let same = true;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (kept[base + cell] !== cand[f + cell]) {
          same = false;
          break;
        }
      }
      if (same) return false;
    }
    kept.set(cand.subarray(f, f + CELL_COUNT), this.#kept++ * CELL_COUNT);
    return true;
  }

  #search(depth: number): void {
    const cand = this.#cand;
    const f = depth * CELL_COUNT;
    const child = f + CELL_COUNT;
    // The last alternative reuses this frame: the loop goes on in place instead of recursing.
    while (true) {
      this.nodes++;
      if ((this.nodes & POLL_MASK) === 0) {
        const signal = this.#signal;
        if (signal?.aborted === true) throw signal.reason;
      }
      if (this.nodes > this.#cutoff) {
        this.#cut = true;
        return;
      }
      if (this.#placed[depth] === CELL_COUNT) {
        if (this.#cutoff !== Infinity && !this.#keep(f)) return;
        this.#found++;
        const out = this.#out;
        if (out !== undefined && this.#found === 1) {
          for (let cell = 0; cell < CELL_COUNT; cell++) out[cell] = LOWEST_DIGIT[cand[f + cell]!]!;
        }
        return;
      }
      // The fewest candidates of an open cell, then the first such cell with the most open peers.
      let fewest = 10;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        const n = POPCOUNT[cand[f + cell]!]!;
        if (n >= 2 && n < fewest) fewest = n;
      }
      let best = -1;
      let score = -1;
      let ties = 0;
      let random = this.#random;
      const plan = this.#plan!;
      const mostOpen = plan.ties;
      const t = plan.tables;
      const peers = t.peers;
      const peerStart = t.peerStart;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (POPCOUNT[cand[f + cell]!] !== fewest) continue;
        if (!mostOpen) {
          best = cell;
          break;
        }
        let open = 0;
        for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++) {
          const m = cand[f + peers[k]!]!;
          if ((m & (m - 1)) !== 0) open++;
        }
        if (open > score) {
          best = cell;
          score = open;
          ties = 1;
        } else if (open === score && random !== 0) {
          // After a restart, one of the tied cells at random (reservoir sampling).
          random = xorshift(random);
          if ((random >>> 0) % ++ties === 0) best = cell;
        }
      }
      const alts = this.#alts;
      const at = depth * 9;
      let count = 0;
      for (let digits = cand[f + best]!; digits !== 0; digits &= digits - 1) {
        alts[at + count++] = 31 - Math.clz32(digits & -digits);
      }
      if (random !== 0) {
        // After a restart, the digits in a random order too.
        for (let i = count - 1; i > 0; i--) {
          random = xorshift(random);
          const j = (random >>> 0) % (i + 1);
          const digit = alts[at + i]!;
          alts[at + i] = alts[at + j]!;
          alts[at + j] = digit;
        }
        this.#random = random;
      }
      const used = this.#used;
      // Digits no given and no branch above holds are interchangeable (see the module header):
      // the first of them is searched, each other one has as many solutions.
      const free = this.#symmetric ? ALL & ~used[depth]! : 0;
      let searched = false;
      let solutions = 0;
      for (let i = 0; i < count; i++) {
        const cell = best;
        const bit = 1 << alts[at + i]!;
        if ((bit & free) !== 0) {
          if (searched) {
            this.#found += solutions;
            if (this.#found >= this.#limit) {
              this.#found = this.#limit;
              return;
            }
            if (i === count - 1) return;
            continue;
          }
          searched = true;
        }
        const before = this.#found;
        this.guesses++;
        if (i === count - 1) {
          // The last alternative, in place.
          cand[f + cell] = bit;
          used[depth] = used[depth]! | bit;
          this.#queue[0] = cell;
          this.#length = 1;
          if (!this.#propagate(f, depth, false)) return;
          break;
        }
        cand.copyWithin(child, f, child);
        cand[child + cell] = bit;
        this.#placed[depth + 1] = this.#placed[depth]!;
        used[depth + 1] = used[depth]! | bit;
        this.#queue[0] = cell;
        this.#length = 1;
        if (this.#propagate(child, depth + 1, false)) {
          this.#search(depth + 1);
          if (this.#found >= this.#limit || this.#cut) return;
        }
        if ((bit & free) !== 0) solutions = this.#found - before;
      }
    }
  }
}

let shared: RulesEngine | undefined;

function engine(): RulesEngine {
  shared ??= new RulesEngine();
  return shared.busy ? new RulesEngine() : shared;
}

/**
 * Number of solutions of `values` under `rules` (81 cells, 0 = empty, read only), capped at
 * `limit` (trusted). 0 for a board with no solution or whose givens break the rules. The classic
 * rules take the band engine.
 */
export function countSolutionsUnder(
  values: Uint8Array,
  rules: SudokuRules,
  limit: number,
  signal?: AbortSignal,
): number {
  if (rules.isClassic) return countSolutionsRaw(values, limit, signal);
  return engine().count(values, rulesTables(rules), limit, signal);
}

/** Writes the first solution of `values` under `rules` into `out` and returns true; false if none. */
export function solveUnder(
  values: Uint8Array,
  rules: SudokuRules,
  out: Uint8Array,
  signal?: AbortSignal,
): boolean {
  if (rules.isClassic) return solveRaw(values, out, signal);
  return engine().solve(values, rulesTables(rules), out, signal);
}
