/**
 * The chain producers: Sudoku Explainer 1.2.1's chaining engine as the rating and the hints call
 * it. Internal.
 *
 * SE rates everything above 6.5 with one engine that follows *implications between candidates*
 * ("potentials", `potentials.ts`): a candidate assumed true ("on") turns its cell's other
 * candidates and its peers' copies off; a candidate turned off turns on the other candidate of a
 * bivalue cell (a Y-link) or the other place of a digit with two places in a unit (an X-link).
 * From that one engine come:
 *
 * | producer | what it looks for | base rating |
 * |---|---|---|
 * | cycles and forcing chains | X-, Y- and XY-cycles; a candidate implying its own negation (forcing X- and XY-chains) | 6.5 / 6.6 / 7.0 |
 * | Nishio | X-links only, *dynamic*: an assumption that leads to a candidate both on and off | 7.5 |
 * | multiple | every candidate of a cell (or every place of a digit in a unit) implying the same thing | 8.0 |
 * | dynamic | the same plus contradictions and double implications, propagating on a what-if grid | 8.5 |
 * | dynamic (+) | dynamic, and when propagation stalls, pointing/claiming, pairs and X-Wings on the what-if grid | 9.0 |
 *
 * The first is a search of one-direction chains on the grid as it stands (`unary.ts`); the other
 * four compare the runs of the dynamic propagator (`propagator.ts`, whose `MODES` table says how
 * each one propagates) from several assumptions. Each producer returns every finding it sees,
 * best first.
 *
 * The length term L (see `lengthTenths`) grows with the chain's *complexity*: the number of
 * distinct candidates among the conclusion's ancestors, counting the hidden parents a dynamic
 * step depends on (the candidates removed earlier in the same what-if run). SE keeps the first
 * way it reaches a candidate; so does this engine, with SE's processing order (breadth-first
 * layers for the unary chains; "on" before "off" in the multiple chains), so complexities and
 * therefore ratings match.
 *
 * Above them come SE's nested forcing chains (9.5 and up): dynamic (+) runs that, when they
 * stall, also search chains on their what-if grid (`nested.ts`): cycles and forcing chains
 * (level 2), multiple chains too (level 3), dynamic chains themselves plain, (+) or nested
 * (level 4). An inner chain's complexity counts in the conclusion that uses it.
 */
import { CELL_COUNT as CELL_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import { CLASSIC_GEOMETRY, onGeometry } from '../geometry.js';
import { throwIfAborted } from '../../../internal/args.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { LogicGrid } from '../../grid.js';
import type { TechniqueId } from '../../catalogue.js';
import type { ChainId, Finding, FindingSink } from '../finding.js';
import { BASE_TENTHS as BASE_TENTHS_TABLE } from '../ratings.js';
import {
  ORDER_BINARY,
  ORDER_CELL,
  ORDER_CONTRADICTION,
  ORDER_UNIT,
  OFF as OFF_TABLE,
  Gather,
  chainHint,
  lengthTenths,
  sortHints,
  targetRemovals,
  type NestedContext,
} from './potentials.js';
import { Affected, ChainWalk } from './nested.js';
import {
  CAUSE_NAKED,
  CAUSE_NONE,
  MODES,
  Propagator,
  RunPool,
  type Absurd,
  type InnerSearch,
  type MultipleMode,
  type NestedChain,
  type Run,
  type StallRule,
} from './propagator.js';
import { UnaryScratch, loopHints } from './unary.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CELL_COUNT = CELL_COUNT_TABLE;
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`).
let SE_UNITS: Uint8Array = CLASSIC_GEOMETRY.cellUnits;
let UNIT_START: Uint16Array = CLASSIC_GEOMETRY.cellUnitStart;
let UNIT_CELLS: Uint8Array = CLASSIC_GEOMETRY.unitCells;
onGeometry((geo) => {
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  UNIT_CELLS = geo.unitCells;
});
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const OFF = OFF_TABLE;
const BASE_TENTHS = BASE_TENTHS_TABLE;

/**
 * SE's first chaining producer: X-, Y- and XY-cycles and forcing X- and XY-chains, streamed best
 * first (lowest rating, then complexity, then SE's kind order). SE ranks every chain before it
 * reports one, so they are all collected and sorted first. The hints' finder.
 */
export function cycleAndForcingChains(grid: LogicGrid, sink: FindingSink, signal?: AbortSignal): boolean {
  return stream(cycleAndForcingHints(grid, signal), sink);
}

/**
 * The best finding of {@link cycleAndForcingChains} alone, streamed: what the rating applies,
 * found without building the findings that cannot be it. The rating's finder.
 */
export function bestCycleAndForcingChain(grid: LogicGrid, sink: FindingSink, signal?: AbortSignal): boolean {
  const best = bestCycleAndForcingHint(grid, signal);
  return best !== null && sink(best, null);
}

function stream(findings: readonly Finding[], sink: FindingSink): boolean {
  for (const f of findings) if (sink(f, null)) return true;
  return false;
}

/** Every finding of the first producer, best first (with a context: as an inner rule). */
function cycleAndForcingHints(
  grid: LogicGrid,
  signal?: AbortSignal,
  context: NestedContext | null = null,
): Finding[] {
  const gather = new Gather(false, context);
  cycleAndForcing(grid, gather, signal);
  sortHints(gather.all);
  return gather.all;
}

/**
 * The best finding of {@link cycleAndForcingHints} (its first), or null: what the rating applies,
 * without building the findings that cannot be it.
 */
function bestCycleAndForcingHint(grid: LogicGrid, signal?: AbortSignal): Finding | null {
  const gather = new Gather(true);
  cycleAndForcing(grid, gather, signal);
  return gather.best;
}

/**
 * Scratch of the chain producers: ~450 KB of search buffers (`unary.ts`; the reachability rows
 * alone are 268 KB) and up to hundreds of released runs of ~9 KB. A producer call takes it and
 * gives it back when it ends, and the next call on any grid reuses it, so a rating allocates it
 * once and a batch of ratings once in all. Not one per grid: a grid's scratch would live as
 * long as its rating, long enough to reach the old generation, where the typed arrays' backing
 * stores (outside the JS heap) wait for a full collection; rating the calibration rows ≤ 9.4,
 * the scratch of finished ratings piled up to ~35 MB there and peak RSS rose ~30 MB over 0.2.0.
 *
 * The spares are held weakly (a `WeakRef` keeps them through the synchronous job that gave them
 * back, then leaves them to the collector), so an idle library holds none. A call made while
 * others hold theirs (a nested search, whose inner searches run inside the outer one's call; an
 * interleaved rating) takes another spare or a fresh one, so no two calls share a scratch and
 * each depth of nesting keeps its own; a call that throws leaves its scratch to the collector.
 */
interface ChainScratch {
  readonly unary: UnaryScratch;
  readonly runs: RunPool;
  readonly walk: ChainWalk;
  readonly affected: Affected;
}

let spares: WeakRef<ChainScratch[]> | null = null;

function takeScratch(): ChainScratch {
  return (
    spares?.deref()?.pop() ?? {
      unary: new UnaryScratch(),
      runs: new RunPool(),
      walk: new ChainWalk(),
      affected: new Affected(),
    }
  );
}

function giveBack(scratch: ChainScratch): void {
  let list = spares?.deref();
  if (list === undefined) {
    list = [];
    spares = new WeakRef(list);
  }
  list.push(scratch);
}

function cycleAndForcing(grid: LogicGrid, gather: Gather, signal: AbortSignal | undefined): void {
  const scratch = takeScratch();
  loopHints(scratch.unary, grid, false, true, gather, signal);
  loopHints(scratch.unary, grid, true, false, gather, signal);
  loopHints(scratch.unary, grid, true, true, gather, signal);
  giveBack(scratch);
}

/**
 * One of SE's multiple-chain producers (Nishio, multiple, dynamic, dynamic (+)), streamed best
 * first; collected and sorted first, as for {@link cycleAndForcingChains}. The hints' finder.
 */
export function multipleChains(
  grid: LogicGrid,
  which: MultipleMode,
  sink: FindingSink,
  signal?: AbortSignal,
): boolean {
  return stream(multipleChainHints(grid, which, signal), sink);
}

/** The best finding of {@link multipleChains} alone, streamed: the rating's finder. */
export function bestMultipleChain(
  grid: LogicGrid,
  which: MultipleMode,
  sink: FindingSink,
  signal?: AbortSignal,
): boolean {
  const best = bestMultipleChainHint(grid, which, signal);
  return best !== null && sink(best, null);
}

/** Every finding of a multiple-chain producer, best first. */
function multipleChainHints(grid: LogicGrid, which: MultipleMode, signal?: AbortSignal): Finding[] {
  const gather = new Gather(false);
  multipleChainSearch(grid, which, gather, signal);
  sortHints(gather.all);
  return gather.all;
}

/**
 * The best finding of {@link multipleChainHints} (its first), or null: what the rating applies,
 * without building the findings that cannot be it.
 */
function bestMultipleChainHint(grid: LogicGrid, which: MultipleMode, signal?: AbortSignal): Finding | null {
  const gather = new Gather(true);
  multipleChainSearch(grid, which, gather, signal);
  return gather.best;
}

/**
 * A propagator for producer `which` on the grid `values`/`masks`: a nested producer's stalled
 * runs also try its inner searches (`Mode.inner`), which run the producers below on the what-if
 * grid.
 */
export function propagatorOf(
  values: Uint8Array,
  masks: Uint16Array,
  which: MultipleMode,
  pool?: RunPool,
  signal?: AbortSignal,
): Propagator {
  const mode = MODES[which];
  const inner = mode.inner.length === 0 ? [] : mode.inner.map(innerRule);
  return new Propagator(values, masks, mode, pool, inner, signal);
}

/**
 * An inner search as a stall rule: every chain the search finds on the run's what-if grid, best
 * first, that rests on candidates the run removed, removes its candidates in the run, with those
 * as parents (SE adds a rule's conclusions in the order of its removal map, `hashOrder`).
 */
function innerRule(search: InnerSearch): StallRule {
  return (prop, _run, out) => {
    const key = memoKey(search, prop.values, prop.save, prop.cur);
    const memo = innerMemo();
    let result = memo.get(key);
    if (result === undefined) {
      result = innerSearch(search, prop);
      if (memo.size >= INNER_MEMO_LIMIT) memo.clear();
      memo.set(key, result);
    }
    const { nodes, parents, chains } = result;
    for (let i = 0; i < nodes.length; i++) out.push(nodes[i]!, parents[i]!, chains[i]);
  };
}

/** What an inner search removes in the outer run: "off" potentials, with parents and chain. */
interface InnerResult {
  readonly nodes: number[];
  readonly parents: (readonly number[])[];
  readonly chains: NestedChain[];
}

function innerSearch(search: InnerSearch, prop: Propagator): InnerResult {
  const gather = new Gather(false, { save: prop.save });
  if (search === 'cycles') cycleAndForcing(prop.view, gather, prop.signal);
  else multipleChainSearch(prop.view, search, gather, prop.signal);
  const result: InnerResult = { nodes: [], parents: [], chains: [] };
  // Each candidate once, from the best finding that removes it (the later ones add nothing).
  for (const { finding, removals } of gather.firstRemovals(hashOrder)) {
    const chain: NestedChain = { complexity: finding.complexity, id: finding.chainId!, finding };
    for (const r of removals) {
      result.nodes.push(OFF + r);
      result.parents.push(finding.ruleParents!);
      result.chains.push(chain);
    }
  }
  return result;
}

/**
 * Inner searches already made, by search, outer grid and what-if grid (`memoKey`): an inner
 * search is a function of these alone, and the nested producers repeat many (level 3 first
 * stalls where level 2 did, on the same what-if grids; each level-4 nesting limit repeats the
 * runs of the one before up to its first inner search). Results are never changed once stored,
 * so interleaved ratings may share them.
 *
 * Bounded, emptied when full: an entry holds its inner chains (tens of kilobytes on a level-4
 * puzzle), and the memo was most of the peak RSS of rating one. Rating line 113 of
 * forum-hardest-1106 (ER 11.8): 8,192 entries, 41,433 inner searches and a peak RSS of 407 MB;
 * 4,096 entries, 42,632 searches (3 % more) and 285 MB; 2,048 entries, 46,197 (11 % more);
 * never emptied, 40,676 and 627 MB.
 *
 * Held weakly, as the scratch spares are (a `WeakRef` keeps the memo through the synchronous job
 * of a rating or a hint, then leaves it to the collector): its entries serve only the grid being
 * searched, and an idle library holds none.
 */
let memoRef: WeakRef<Map<string, InnerResult>> | null = null;
const INNER_MEMO_LIMIT = 4096;

function innerMemo(): Map<string, InnerResult> {
  let memo = memoRef?.deref();
  if (memo === undefined) {
    memo = new Map();
    memoRef = new WeakRef(memo);
  }
  return memo;
}

/** The memo's key: the search, then values, outer candidates and what-if candidates as characters. */
function memoKey(search: InnerSearch, values: Uint8Array, save: Uint16Array, cur: Uint16Array): string {
  let key = search;
  for (let i = 0; i < 81; i++) key += String.fromCharCode(values[i]!, save[i]!, cur[i]!);
  return key;
}

/**
 * Candidate codes in the order SE lists a finding's removals: by cell in a Java `HashMap` keyed by
 * cell index (buckets by index modulo the table's size, 16 doubled while over three quarters
 * full; equal buckets in insertion order), digits ascending within a cell.
 */
function hashOrder(removals: readonly number[]): readonly number[] {
  if (removals.length <= 1) return removals;
  const cells: number[] = [];
  for (const r of removals) {
    const cell = (r / 9) | 0;
    if (!cells.includes(cell)) cells.push(cell);
  }
  if (cells.length === 1) return [...removals].sort((a, b) => a - b);
  let size = 16;
  while (cells.length > size * 0.75) size *= 2;
  const order = cells
    .map((cell, i) => ({ cell, i }))
    .sort((a, b) => (a.cell & (size - 1)) - (b.cell & (size - 1)) || a.i - b.i);
  const out: number[] = [];
  for (const { cell } of order) {
    const digits = removals.filter((r) => ((r / 9) | 0) === cell).sort((a, b) => a - b);
    out.push(...digits);
  }
  return out;
}

/**
 * The sum of the branch sizes of `n` (its ancestors in each run), or −1 as soon as the sum
 * passes `bound` (a finding that complex cannot be kept).
 */
function branchSizes(runs: readonly Run[], count: number, n: number, bound: number): number {
  let complexity = 0;
  for (let i = 0; i < count; i++) {
    complexity += runs[i]!.ancestorCount(n);
    if (complexity > bound) return -1;
  }
  return complexity;
}

function multipleChainSearch(
  grid: LogicGrid,
  which: MultipleMode,
  gather: Gather,
  signal: AbortSignal | undefined,
): void {
  const mode = MODES[which];
  const { values, masks } = grid;
  const scratch = takeScratch();
  const prop = propagatorOf(values, masks, which, scratch.runs, signal);
  // Conclusions that may rest on inner chains, or that are inner chains, are walked (nested.ts).
  const walk = mode.level >= 2 || gather.context !== null ? scratch.walk.reset(gather.context, masks) : null;
  // An inner search builds only the findings that can rest on the outer run (nested.ts).
  const affected = gather.context !== null ? scratch.affected.reset(gather.context.save, masks) : null;
  const { id: technique } = mode;
  const base = BASE_TENTHS[technique];
  const multiple = !mode.nishio;
  const contradictions = mode.dynamic || mode.nishio;
  // The runs of the cell's candidates (`valueCount` of them), for its cell chains.
  const valueRuns: Run[] = [];
  let valueCount: number;
  const pair: Run[] = [];
  const onRuns = new OnRuns(prop);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    // Runs of earlier cells are needed no more (see OnRuns).
    if (cell > 0) onRuns.releaseCell(cell - 1);
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (!(card > 2 || (card > 1 && mode.dynamic))) continue;
    throwIfAborted(signal);
    valueCount = 0;
    const reductions = card >= 3 && !mode.nishio && mode.dynamic;
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      // Polled per candidate too: one cell's chains took up to 77 ms of CPU on the hardest
      // puzzles, too long a gap for a `timeout` kept within 50 ms.
      throwIfAborted(signal);
      const dIndex = LOWEST_DIGIT[m & -m]! - 1;
      const on = cell * 9 + dIndex;
      const onRun = onRuns.get(on);
      const absurdOn = onRuns.absurd(on);
      if (contradictions && absurdOn !== null && (affected === null || affected.run(onRun))) {
        let complexity =
          onRun.ancestorCount(absurdOn.on, absurdOn.onParents) +
          onRun.ancestorCount(absurdOn.off, absurdOn.offParents);
        const removals = [on];
        let walked = true;
        if (walk !== null) {
          walked = worthWalking(gather, base, complexity, ORDER_CONTRADICTION, removals);
          if (walked) complexity += walkAbsurd(walk, onRun, absurdOn);
        }
        if (
          walked &&
          gather.keeps(base + lengthTenths(complexity), complexity, ORDER_CONTRADICTION, removals)
        ) {
          gather.add(
            chainHint({
              technique,
              complexity,
              order: ORDER_CONTRADICTION,
              removals,
              cells: [cell],
              assumptions: [on],
              ruleParents: innerParents(walk),
              chainId: innerId(walk),
            }),
          );
        }
      }
      if (contradictions || reductions) {
        const offRun = prop.seeded(on + OFF);
        const absurdOff = prop.propagate(offRun);
        if (contradictions && absurdOff !== null && (affected === null || affected.run(offRun))) {
          let complexity =
            offRun.ancestorCount(absurdOff.on, absurdOff.onParents) +
            offRun.ancestorCount(absurdOff.off, absurdOff.offParents);
          const removals = targetRemovals(masks, on);
          let walked = true;
          if (walk !== null) {
            walked = worthWalking(gather, base, complexity, ORDER_CONTRADICTION, removals);
            if (walked) complexity += walkAbsurd(walk, offRun, absurdOff);
          }
          if (
            walked &&
            gather.keeps(base + lengthTenths(complexity), complexity, ORDER_CONTRADICTION, removals)
          ) {
            if (removals.length > 0) {
              gather.add(
                chainHint({
                  technique,
                  complexity,
                  order: ORDER_CONTRADICTION,
                  removals,
                  conclusion: on,
                  cells: [cell],
                  assumptions: [on + OFF],
                  ruleParents: innerParents(walk),
                  chainId: innerId(walk),
                }),
              );
            }
          }
        }
        if (reductions && (affected === null || affected.run(onRun) || affected.run(offRun))) {
          pair[0] = onRun;
          pair[1] = offRun;
          let both: number[] | undefined;
          for (let i = 0; i < onRun.onCount; i++) {
            const n = onRun.ons[i]!;
            if (!offRun.has(n)) continue;
            let complexity = branchSizes(pair, 2, n, gather.complexityBound());
            if (complexity < 0) continue;
            if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, ORDER_BINARY, masks, n))
              continue;
            if (walk !== null) {
              complexity += walkBranches(walk, pair, 2, n, CAUSE_NONE);
              if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, ORDER_BINARY, masks, n))
                continue;
            }
            const removals = targetRemovals(masks, n);
            gather.add(
              chainHint({
                technique,
                complexity,
                order: ORDER_BINARY,
                removals,
                conclusion: n,
                cells: [cell, (n / 9) | 0],
                assumptions: (both ??= [on, on + OFF]),
                ruleParents: innerParents(walk),
                chainId: innerId(walk),
              }),
            );
          }
          for (let i = 0; i < onRun.offCount; i++) {
            const n = onRun.offs[i]!;
            if (!offRun.has(n)) continue;
            let complexity = branchSizes(pair, 2, n, gather.complexityBound());
            if (complexity < 0) continue;
            if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, ORDER_BINARY, masks, n))
              continue;
            if (walk !== null) {
              complexity += walkBranches(walk, pair, 2, n, CAUSE_NONE);
              if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, ORDER_BINARY, masks, n))
                continue;
            }
            const removals = [n - OFF];
            gather.add(
              chainHint({
                technique,
                complexity,
                order: ORDER_BINARY,
                removals,
                conclusion: n,
                cells: [cell, ((n - OFF) / 9) | 0],
                assumptions: (both ??= [on, on + OFF]),
                ruleParents: innerParents(walk),
                chainId: innerId(walk),
              }),
            );
          }
        }
        prop.release(offRun);
      }
      if (multiple) {
        throwIfAborted(signal);
        unitChains(onRuns, masks, cell, dIndex, onRun, gather, walk, affected);
      }
      valueRuns[valueCount++] = onRun;
    }
    if (multiple && (affected === null || affected.cell(cell) || anyRests(affected, valueRuns, valueCount))) {
      commonConsequences(
        valueRuns,
        valueCount,
        masks,
        gather,
        technique,
        ORDER_CELL,
        cell,
        -1,
        0,
        walk,
        CAUSE_NAKED,
      );
    }
  }
  onRuns.releaseCell(CELL_COUNT - 1);
  giveBack(scratch);
}

/**
 * The complete runs of "on" seeds of one producer call, each propagated once. A candidate's run
 * serves as its cell's branch and again as a branch of the unit chains of each unit where it is
 * not the digit's first place; those are scanned at the unit's first place, a lower cell (a unit's
 * cells are in reading order), so once the producer has passed a cell its candidates' runs are
 * given back to the propagator.
 */
class OnRuns {
  /** Scratch of the unit chains: the runs of one digit's places in a unit. */
  readonly unitRuns: Run[] = [];
  private readonly runs: (Run | undefined)[] = [];
  private readonly absurds: (Absurd | null)[] = [];
  constructor(readonly prop: Propagator) {}
  /** The complete run from `on`. */
  get(on: number): Run {
    let run = this.runs[on];
    if (run === undefined) {
      run = this.prop.seeded(on);
      this.absurds[on] = this.prop.propagate(run);
      this.runs[on] = run;
    }
    return run;
  }
  /** The first contradiction the run from `on` met, or null (after {@link OnRuns.get}). */
  absurd(on: number): Absurd | null {
    return this.absurds[on] ?? null;
  }
  /** Gives back the runs of the candidates of `cell`. */
  releaseCell(cell: number): void {
    for (let on = cell * 9; on < cell * 9 + 9; on++) {
      const run = this.runs[on];
      if (run !== undefined) {
        this.prop.release(run);
        this.runs[on] = undefined;
      }
    }
  }
}

/** Whether each of the first `count` runs of `runs` reached `n`. */
function everyHas(runs: readonly Run[], count: number, n: number): boolean {
  for (let i = 0; i < count; i++) if (!runs[i]!.has(n)) return false;
  return true;
}

/** Whether one of the first `count` runs can rest on the outer run (`nested.ts`). */
function anyRests(affected: Affected, runs: readonly Run[], count: number): boolean {
  for (let i = 0; i < count; i++) if (affected.run(runs[i]!)) return true;
  return false;
}

/**
 * The common consequences of the first `count` runs of `runs`, the branches of one cell's
 * candidates (`unit` −1) or of digit `dIndex`'s places in `unit`: each potential every branch
 * reaches that removes candidates is a finding of kind `order`, its complexity the branches'
 * sizes summed (SE's). The pattern's cells, units and assumptions are built only for a finding
 * kept.
 */
function commonConsequences(
  runs: readonly Run[],
  count: number,
  masks: Uint16Array,
  gather: Gather,
  technique: TechniqueId,
  order: number,
  cell: number,
  unit: number,
  dIndex: number,
  walk: ChainWalk | null,
  rootCause: number,
): void {
  const first = runs[0]!;
  const branches: Branches = {
    runs,
    count,
    masks,
    gather,
    technique,
    order,
    cell,
    unit,
    dIndex,
    walk,
    rootCause,
    cells: undefined,
    assumptions: undefined,
  };
  for (let i = 0; i < first.onCount; i++) common(branches, first.ons[i]!);
  for (let i = 0; i < first.offCount; i++) common(branches, first.offs[i]!);
}

/**
 * The branches of {@link commonConsequences}, and the pattern of their findings (cells and
 * assumptions), built at the first finding.
 */
interface Branches {
  readonly runs: readonly Run[];
  readonly count: number;
  readonly masks: Uint16Array;
  readonly gather: Gather;
  readonly technique: TechniqueId;
  readonly order: number;
  readonly cell: number;
  readonly unit: number;
  readonly dIndex: number;
  readonly walk: ChainWalk | null;
  readonly rootCause: number;
  cells: number[] | undefined;
  assumptions: number[] | undefined;
}

/** One potential `n` of {@link commonConsequences}. */
function common(branches: Branches, n: number): void {
  const { runs, count, masks, gather, technique, order, cell, unit, dIndex, walk, rootCause } = branches;
  const pattern = branches;
  if (!everyHas(runs, count, n)) return;
  const base = BASE_TENTHS[technique];
  let complexity = branchSizes(runs, count, n, gather.complexityBound());
  if (complexity < 0) return;
  // Removals are built only for a finding kept (most common consequences are not).
  if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, order, masks, n)) return;
  if (walk !== null) {
    complexity += walkBranches(walk, runs, count, n, rootCause);
    if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, order, masks, n)) return;
  }
  const removals = targetRemovals(masks, n);
  if (pattern.cells === undefined) {
    if (unit < 0) {
      pattern.cells = [cell];
      pattern.assumptions = [];
      for (let i = 0; i < count; i++) pattern.assumptions.push(runs[i]!.ons[0]!);
    } else {
      const b = 1 << dIndex;
      pattern.cells = [];
      for (let k = 0; k < SIZE; k++) {
        const c = UNIT_CELLS[unit * SIZE + k]!;
        if ((masks[c]! & b) !== 0) pattern.cells.push(c);
      }
      pattern.assumptions = pattern.cells.map((c) => c * 9 + dIndex);
    }
  }
  gather.add(
    chainHint({
      technique,
      complexity,
      order,
      removals,
      conclusion: n,
      cells: pattern.cells,
      units: unit < 0 ? undefined : [unit],
      assumptions: pattern.assumptions!,
      ruleParents: innerParents(walk),
      chainId: innerId(walk),
    }),
  );
}

/**
 * Whether a conclusion of flat complexity `flat` removing `removals` must be walked: while it
 * could still be kept (its nested chains can only add to its complexity; an inner search keeps a
 * finding only where it would be the best for one of its removals). A conclusion not walked is
 * not kept.
 */
function worthWalking(
  gather: Gather,
  base: number,
  flat: number,
  order: number,
  removals: readonly number[],
): boolean {
  return gather.keeps(base + lengthTenths(flat), flat, order, removals);
}

/**
 * Walks the targets of a contradiction (its "on" and "off" sides, `nested.ts`); returns the
 * complexity its nested chains add.
 */
function walkAbsurd(walk: ChainWalk, run: Run, absurd: Absurd): number {
  // An outer search walks for the nested chains only: none in a run without any.
  if (walk.context === null && run.nested === null) return 0;
  walk.begin();
  walk.run(run, absurd.on, absurd.onParents, CAUSE_NONE);
  walk.run(run, absurd.off, absurd.offParents, CAUSE_NONE);
  return walk.nested;
}

/** What an inner chain rests on, when the walk describes one (else undefined). */
function innerParents(walk: ChainWalk | null): readonly number[] | undefined {
  return walk !== null && walk.context !== null ? walk.restsOn() : undefined;
}

/** An inner chain's identity, when the walk describes one that rests on something (else undefined). */
function innerId(walk: ChainWalk | null): ChainId | undefined {
  return walk !== null && walk.context !== null ? walk.id() : undefined;
}

/**
 * Walks `n` in each branch of `runs` (`nested.ts`), the branches' assumptions on for
 * `rootCause`; returns the complexity its nested chains add.
 */
function walkBranches(
  walk: ChainWalk,
  runs: readonly Run[],
  count: number,
  n: number,
  rootCause: number,
): number {
  if (walk.context === null) {
    let any = false;
    for (let i = 0; i < count; i++) if (runs[i]!.nested !== null) any = true;
    if (!any) return 0;
  }
  walk.begin();
  for (let i = 0; i < count; i++) walk.run(runs[i]!, n, undefined, rootCause);
  return walk.nested;
}

/**
 * The unit chains of digit `dIndex` from `cell`: in each unit of the cell where the cell is the
 * digit's first place, every place assumed in turn (`onRun` is the cell's, already complete).
 */
function unitChains(
  onRuns: OnRuns,
  masks: Uint16Array,
  cell: number,
  dIndex: number,
  onRun: Run,
  gather: Gather,
  walk: ChainWalk | null,
  affected: Affected | null,
): void {
  const { id: technique } = onRuns.prop.mode;
  const b = 1 << dIndex;
  const runs = onRuns.unitRuns;
  for (let j = UNIT_START[cell]!; j < UNIT_START[cell + 1]!; j++) {
    const unit = SE_UNITS[j]!;
    // The cell must be the digit's first place in the unit, with at least one more.
    let first = -1;
    let count = 0;
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if ((masks[c]! & b) === 0) continue;
      if (count++ === 0) first = c;
    }
    if (count < 2 || first !== cell) continue;
    runs[0] = onRun;
    let n = 1;
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if (c !== cell && (masks[c]! & b) !== 0) runs[n++] = onRuns.get(c * 9 + dIndex);
    }
    if (affected !== null && !affected.unit(unit, dIndex) && !anyRests(affected, runs, n)) continue;
    commonConsequences(runs, n, masks, gather, technique, ORDER_UNIT, cell, unit, dIndex, walk, unit);
  }
}
