/**
 * All the module-level state of the chain engine, in one place: the scratch spares of the finders,
 * the memo of inner searches and the last replay of a finding for its prose. Internal.
 *
 * Why module-level state is safe here:
 *
 * - Single-threaded, synchronous calls: a finder call runs to its end without yielding, so no
 *   other call can observe its state half-made. Workers each load their own copy of the module.
 * - Taken, then given back: a call takes a scratch ({@link takeScratch}) and gives it back when it
 *   ends ({@link giveBack}); a call made while others hold theirs (a nested search, whose inner
 *   searches run inside the outer one's call; a rating interleaved with another) takes another
 *   spare or a fresh one, so no two calls ever share a scratch, and every scratch is reset by the
 *   search that uses it (runs cleared on release, buffers stamped by generation).
 * - A throw or an abort (a `signal` or `timeout` stops a search by throwing) leaves the call's
 *   scratch in no list: it is never handed out again and goes to the collector. The memo holds
 *   only finished, never-changed results, stored after the search that made them returned, so an
 *   aborted search leaves no partial entry.
 * - Weakly held: the spares and the memo sit behind `WeakRef`s, which keep them through the
 *   synchronous job that filled them, then leave them to the collector, so an idle library holds
 *   none (nothing to reset, nothing that grows).
 * - The replay cache keeps one answer, for the exact finding object and grid object it was asked
 *   for; a finding is immutable and belongs to the grid it was found on (see {@link lastReplay}).
 *
 * Elsewhere the chain modules hold only the active geometry's tables (rebound by
 * `../geometry.ts`) and one table built on first use from them (`stall.ts`), not state.
 */
import type { LogicGrid } from '../../grid.js';
import type { Finding } from '../finding.js';
import type { InnerSearch, NestedChain } from './modes.js';
import { Affected, ChainWalk } from './nested.js';
import { RunPool } from './run.js';
import { UnaryScratch } from './unary-scratch.js';

// =============================================================================================
// Scratch

/**
 * Scratch of the chain finders: ~450 KB of search buffers (`unary-scratch.ts`; the reachability
 * rows alone are 268 KB) and up to hundreds of released runs of ~9 KB. A finder call takes it and
 * gives it back when it ends, and the next call on any grid reuses it, so a rating allocates it
 * once and a batch of ratings once in all. Not one per grid: a grid's scratch would live as long
 * as its rating, long enough to reach the old generation, where the typed arrays' backing stores
 * (outside the JS heap) wait for a full collection; rating the calibration rows ≤ 9.4, the
 * scratch of finished ratings piled up to ~35 MB there and peak RSS rose ~30 MB over 0.2.0.
 */
export interface ChainScratch {
  readonly unary: UnaryScratch;
  readonly runs: RunPool;
  readonly walk: ChainWalk;
  readonly affected: Affected;
}

/** Scratch given back and not yet taken again (see the module header). */
let spares: WeakRef<ChainScratch[]> | null = null;

/** A scratch for one finder call: a spare, or a fresh one. */
export function takeScratch(): ChainScratch {
  return (
    spares?.deref()?.pop() ?? {
      unary: new UnaryScratch(),
      runs: new RunPool(),
      walk: new ChainWalk(),
      affected: new Affected(),
    }
  );
}

/** Gives `scratch` back at the end of its call (a call that throws does not). */
export function giveBack(scratch: ChainScratch): void {
  let list = spares?.deref();
  if (list === undefined) {
    list = [];
    spares = new WeakRef(list);
  }
  list.push(scratch);
}

// =============================================================================================
// The memo of inner searches

/** What an inner search removes in the outer run: "off" potentials, with parents and chain. */
export interface InnerResult {
  readonly nodes: number[];
  readonly parents: (readonly number[])[];
  readonly chains: NestedChain[];
}

/**
 * Inner searches already made, by search, outer grid and what-if grid ({@link memoKey}): an inner
 * search is a function of these alone, and the nested finders repeat many (level 3 first stalls
 * where level 2 did, on the same what-if grids; each level-4 nesting limit repeats the runs of the
 * one before up to its first inner search). Results are never changed once stored, so interleaved
 * ratings may share them.
 *
 * Bounded, emptied when full: an entry holds its inner chains (tens of kilobytes on a level-4
 * puzzle), and the memo was most of the peak RSS of rating one. Rating line 113 of
 * forum-hardest-1106 (ER 11.8): 8,192 entries, 41,433 inner searches and a peak RSS of 407 MB;
 * 4,096 entries, 42,632 searches (3 % more) and 285 MB; 2,048 entries, 46,197 (11 % more);
 * never emptied, 40,676 and 627 MB.
 */
let memoRef: WeakRef<Map<string, InnerResult>> | null = null;
const INNER_MEMO_LIMIT = 4096;

/** The inner search's result memoized under `key`, or undefined. */
export function memoized(key: string): InnerResult | undefined {
  return memoRef?.deref()?.get(key);
}

/** Stores an inner search's finished result under `key` (the memo is emptied when full). */
export function memoize(key: string, result: InnerResult): void {
  let memo = memoRef?.deref();
  if (memo === undefined) {
    memo = new Map();
    memoRef = new WeakRef(memo);
  }
  if (memo.size >= INNER_MEMO_LIMIT) memo.clear();
  memo.set(key, result);
}

/** The memo's key: the search, then values, outer candidates and what-if candidates as characters. */
export function memoKey(
  search: InnerSearch,
  values: Uint8Array,
  save: Uint16Array,
  cur: Uint16Array,
): string {
  let key = search;
  for (let i = 0; i < 81; i++) key += String.fromCharCode(values[i]!, save[i]!, cur[i]!);
  return key;
}

// =============================================================================================
// The last replay

let lastFinding: Finding | null = null;
let lastGrid: LogicGrid | null = null;
let lastAnswer: unknown = null;

/**
 * The last replay of a multiple chain (`replay.ts`), kept for one call: the sentence
 * (`prose-chains.ts`) and the links (`links.ts`) of one step both read its branches, on the same
 * grid before it changes. Keyed by the finding and grid objects: a grid mutated in place since
 * keeps its identity, but the finding was made on the grid as it was, and its branches are the
 * ones replayed then (replaying on the changed grid could not rebuild them). `replay` is the one
 * function this caches (`replayed` of `replay.ts`), so the answer's type is always `T`.
 */
export function lastReplay<T>(grid: LogicGrid, f: Finding, replay: (grid: LogicGrid, f: Finding) => T): T {
  if (f === lastFinding && grid === lastGrid) return lastAnswer as T;
  const answer = replay(grid, f);
  lastFinding = f;
  lastGrid = grid;
  lastAnswer = answer;
  return answer;
}
