/**
 * Where a finder's findings go ({@link Gather}): every one, in search order (the hints, which sort
 * them and may look past the best: {@link FindingList}), only the best (the rating, which applies
 * nothing else: {@link BestFinding}), or per candidate the best that removes it (a nested finder's
 * inner search: {@link InnerFindings}). Internal.
 *
 * "Best" is the first finding in `sortFindings` order (`potentials.ts`): lowest rating, then
 * complexity, then kind, and the earliest found among equals, so a finding replaces the kept one
 * only when strictly better. Finders ask `keeps` before they build a finding, so the rating builds
 * only the few that improve on the best so far.
 */
import { CANDIDATE_COUNT as CANDIDATE_COUNT_TABLE } from '../../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE } from '../../../internal/bits.js';
import type { Finding } from '../finding.js';
import { OFF as OFF_TABLE, targetRemoves, type NestedContext } from './potentials.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CANDIDATE_COUNT = CANDIDATE_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const OFF = OFF_TABLE;

/** Where a finder's findings go (see the module header); the finders take any of the three. */
export type Gather = FindingList | BestFinding | InnerFindings;

/** Every finding, in search order: the hints. */
export class FindingList {
  /** Every finding added, in search order. */
  readonly all: Finding[] = [];
  /** Not an inner search. */
  readonly context: null = null;
  /** Whether a finding of this rating, complexity and kind would be kept: always. */
  keeps(): boolean {
    return true;
  }
  /** Whether a finding whose removals make `node` the conclusion would be kept: when it removes something. */
  keepsTarget(
    _tenths: number,
    _complexity: number,
    _order: number,
    masks: Uint16Array,
    node: number,
  ): boolean {
    return targetRemoves(masks, node);
  }
  /** No bound: every finding is kept. */
  complexityBound(): number {
    return Infinity;
  }
  add(f: Finding): void {
    this.all.push(f);
  }
}

/** Only the best finding: the rating. */
export class BestFinding {
  /** The best finding so far, else null. */
  best: Finding | null = null;
  /** Not an inner search. */
  readonly context: null = null;
  /** Whether a finding of this rating, complexity and kind (`ORDER_` constant) would be kept. */
  keeps(tenths: number, complexity: number, order: number): boolean {
    const b = this.best;
    return b === null || better(tenths, complexity, order, b);
  }
  /**
   * {@link BestFinding.keeps} for a finding whose removals make `node` the conclusion
   * (`targetRemovals`), without building them; false when it removes nothing.
   */
  keepsTarget(tenths: number, complexity: number, order: number, masks: Uint16Array, node: number): boolean {
    return this.keeps(tenths, complexity, order) && targetRemoves(masks, node);
  }
  /**
   * The highest complexity a finding of one finder's technique can have and still be kept (its
   * rating grows with its complexity): a sum of branch sizes past it need not be finished.
   */
  complexityBound(): number {
    return this.best === null ? Infinity : this.best.complexity;
  }
  add(f: Finding): void {
    if (this.keeps(f.tenths, f.complexity, f.sortKey)) this.best = f;
  }
}

/**
 * A finder searching as a nested finder's inner rule: per candidate, the best finding that removes
 * it and rests on something. Its findings carry what they rest on and their identity (`nested.ts`).
 */
export class InnerFindings {
  /**
   * Per candidate code, the best finding so far that removes it and rests on something. A nested
   * finder adds the removals of an inner search's findings best first, each candidate once, so
   * only each candidate's best finding matters.
   */
  // Filled, not grown: an array grown from empty by high indices goes sparse (slow).
  private readonly bestFor: (Finding | undefined)[] = new Array<Finding | undefined>(CANDIDATE_COUNT).fill(
    undefined,
  );
  /** Search order of the findings kept in {@link InnerFindings.bestFor}. */
  private readonly rank = new Map<Finding, number>();
  constructor(
    /** The candidates of the grid the outer run started from. */
    readonly context: NestedContext,
  ) {}
  /**
   * Whether a finding of this rating, complexity and kind (`ORDER_` constant) removing `removals`
   * would be kept: when it would be the best for one of them (without them, not yet known: true).
   */
  keeps(tenths: number, complexity: number, order: number, removals?: readonly number[]): boolean {
    if (removals === undefined) return true;
    for (const r of removals) {
      const b = this.bestFor[r];
      if (b === undefined || better(tenths, complexity, order, b)) return true;
    }
    return false;
  }
  /**
   * {@link InnerFindings.keeps} for a finding whose removals make `node` the conclusion
   * (`targetRemovals`), without building them; false when it removes nothing.
   */
  keepsTarget(tenths: number, complexity: number, order: number, masks: Uint16Array, node: number): boolean {
    const { bestFor } = this;
    if (node >= OFF) {
      const b = bestFor[node - OFF];
      return b === undefined || better(tenths, complexity, order, b);
    }
    const cell = (node / 9) | 0;
    for (let m = masks[cell]! & ~(1 << (node % 9)); m !== 0; m &= m - 1) {
      const b = bestFor[cell * 9 + LOWEST_DIGIT[m & -m]! - 1];
      if (b === undefined || better(tenths, complexity, order, b)) return true;
    }
    return false;
  }
  /** No bound from one best finding: each candidate has its own. */
  complexityBound(): number {
    return Infinity;
  }
  add(f: Finding): void {
    // A finding that rests on nothing is dropped by the nested finder.
    if (f.ruleParents === undefined || f.ruleParents.length === 0) return;
    let kept = false;
    for (const r of f.removals) {
      const b = this.bestFor[r];
      if (b === undefined || better(f.tenths, f.complexity, f.sortKey, b)) {
        this.bestFor[r] = f;
        kept = true;
      }
    }
    if (kept) this.rank.set(f, this.rank.size);
  }
  /**
   * The findings that are the best for some candidate, best first (SE's order), each with the
   * candidates it is the first to remove, in `order(f.removals)`'s order.
   */
  firstRemovals(
    order: (removals: readonly number[]) => readonly number[],
  ): { readonly finding: Finding; readonly removals: number[] }[] {
    const { bestFor, rank } = this;
    const kept = new Set<Finding>();
    for (const f of bestFor) if (f !== undefined) kept.add(f);
    const sorted = [...kept].sort(
      (a, b) =>
        a.tenths - b.tenths ||
        a.complexity - b.complexity ||
        a.sortKey - b.sortKey ||
        rank.get(a)! - rank.get(b)!,
    );
    return sorted.map((finding) => ({
      finding,
      removals: order(finding.removals).filter((r) => bestFor[r] === finding),
    }));
  }
}

/** Whether a finding of this rating, complexity and kind comes strictly before `b` in SE's order. */
function better(tenths: number, complexity: number, order: number, b: Finding): boolean {
  return (
    tenths < b.tenths ||
    (tenths === b.tenths && (complexity < b.complexity || (complexity === b.complexity && order < b.sortKey)))
  );
}
