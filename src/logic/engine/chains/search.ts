/**
 * The chain searches behind the finders (`producers.ts`): SE's first chaining finder (cycles and
 * forcing chains, `unary.ts`) and the multiple-chain search shared by the Nishio, multiple,
 * dynamic, dynamic (+) and nested finders, which compares the propagator's runs from several
 * assumptions. Internal.
 *
 * The nested finders recurse through here: their propagator's stalled runs try inner searches
 * ({@link innerRule}), which run these same searches on the run's what-if grid.
 */
import { CELL_COUNT as CELL_COUNT_TABLE } from '../../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { Polled } from '../../../internal/deadline.js';
import type { LogicGrid } from '../../grid.js';
import { BASE_TENTHS as BASE_TENTHS_TABLE } from '../ratings.js';
import {
  OnRuns,
  anyRests,
  branchSizes,
  commonConsequences,
  innerId,
  innerParents,
  unitChains,
  type UnitChainSearch,
  walkAbsurd,
  walkBranches,
  worthWalking,
} from './consequences.js';
import { hashOrder } from './hashmap-order.js';
import {
  CAUSE_NAKED,
  CAUSE_NONE,
  MODES,
  type InnerSearch,
  type MultipleMode,
  type NestedChain,
} from './modes.js';
import {
  ORDER_BINARY,
  ORDER_CELL,
  ORDER_CONTRADICTION,
  OFF as OFF_TABLE,
  Gather,
  chainFinding,
  lengthTenths,
  targetRemovals,
  throwIfDue,
} from './potentials.js';
import { Propagator } from './propagator.js';
import type { RunPool, Run } from './run.js';
import type { StallGrid, StallRule } from './stall.js';
import { giveBack, memoKey, memoize, memoized, takeScratch, type InnerResult } from './state.js';
import { loopFindings } from './unary.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CELL_COUNT = CELL_COUNT_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const OFF = OFF_TABLE;
const BASE_TENTHS = BASE_TENTHS_TABLE;

/**
 * SE's first chaining finder on `grid`: the X-cycles and forcing X-chains, the Y-cycles, then the
 * XY-cycles and forcing XY-chains, each given to `gather` in search order. `filter` false (tests)
 * searches from every source, without the links' components (see `loopFindings`).
 */
export function cycleAndForcing(
  grid: LogicGrid,
  gather: Gather,
  deadline: Polled | undefined,
  filter: boolean = true,
): void {
  const scratch = takeScratch();
  const unary = scratch.unary;
  loopFindings({ scratch: unary, grid, y: false, x: true, gather, deadline, filter });
  loopFindings({ scratch: unary, grid, y: true, x: false, gather, deadline, filter });
  loopFindings({ scratch: unary, grid, y: true, x: true, gather, deadline, filter });
  giveBack(scratch);
}

/**
 * A propagator for finder `which` on the grid `values`/`masks`: a nested finder's stalled
 * runs also try its inner searches (`Mode.inner`), which run the finders below on the what-if
 * grid.
 */
export function propagatorOf(
  values: Uint8Array,
  masks: Uint16Array,
  which: MultipleMode,
  pool?: RunPool,
  deadline?: Polled,
): Propagator {
  const mode = MODES[which];
  const inner = mode.inner.length === 0 ? [] : mode.inner.map(innerRule);
  return new Propagator({ values, save: masks, mode, pool, inner, deadline });
}

/**
 * An inner search as a stall rule: every chain the search finds on the run's what-if grid, best
 * first, that rests on candidates the run removed, removes its candidates in the run, with those
 * as parents (SE adds a rule's conclusions in the order of its removal map, `hashOrder`).
 */
function innerRule(search: InnerSearch): StallRule {
  return (prop, _run, out) => {
    const key = memoKey(search, prop.values, prop.save, prop.cur);
    let result = memoized(key);
    if (result === undefined) {
      result = innerSearch(search, prop);
      memoize(key, result);
    }
    const { nodes, parents, chains } = result;
    for (let i = 0; i < nodes.length; i++) out.push(nodes[i]!, parents[i]!, chains[i]);
  };
}

/** The inner search `search` on the what-if grid of `prop`'s stalled run. */
function innerSearch(search: InnerSearch, prop: StallGrid): InnerResult {
  const gather = new Gather(false, { save: prop.save });
  if (search === 'cycles') cycleAndForcing(prop.view, gather, prop.deadline);
  else multipleChainSearch(prop.view, search, gather, prop.deadline);
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
 * The multiple-chain search of finder `which` on `grid`: per cell, contradictions and double
 * implications from its candidates (dynamic finders), then the cell chains and unit chains
 * (`consequences.ts`), each finding given to `gather`.
 */
export function multipleChainSearch(
  grid: LogicGrid,
  which: MultipleMode,
  gather: Gather,
  deadline: Polled | undefined,
): void {
  const mode = MODES[which];
  const { values, masks } = grid;
  const scratch = takeScratch();
  const prop = propagatorOf(values, masks, which, scratch.runs, deadline);
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
  const unitSearch: UnitChainSearch = { onRuns, masks, gather, walk, affected };
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    // Runs of earlier cells are needed no more (see OnRuns).
    if (cell > 0) onRuns.releaseCell(cell - 1);
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (!(card > 2 || (card > 1 && mode.dynamic))) continue;
    throwIfDue(deadline);
    valueCount = 0;
    const reductions = card >= 3 && !mode.nishio && mode.dynamic;
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      // Polled per candidate too: one cell's chains took up to 77 ms of CPU on the hardest
      // puzzles, too long a gap for a `timeout` kept within 50 ms.
      throwIfDue(deadline);
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
            chainFinding({
              technique,
              complexity,
              order: ORDER_CONTRADICTION,
              removals,
              pattern: { kind: 'forcing', cells: [cell], unit: -1, assumptions: [on] },
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
                chainFinding({
                  technique,
                  complexity,
                  order: ORDER_CONTRADICTION,
                  removals,
                  conclusion: on,
                  pattern: { kind: 'forcing', cells: [cell], unit: -1, assumptions: [on + OFF] },
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
              chainFinding({
                technique,
                complexity,
                order: ORDER_BINARY,
                removals,
                conclusion: n,
                pattern: {
                  kind: 'forcing',
                  cells: [cell, (n / 9) | 0],
                  unit: -1,
                  assumptions: (both ??= [on, on + OFF]),
                },
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
              chainFinding({
                technique,
                complexity,
                order: ORDER_BINARY,
                removals,
                conclusion: n,
                pattern: {
                  kind: 'forcing',
                  cells: [cell, ((n - OFF) / 9) | 0],
                  unit: -1,
                  assumptions: (both ??= [on, on + OFF]),
                },
                ruleParents: innerParents(walk),
                chainId: innerId(walk),
              }),
            );
          }
        }
        prop.release(offRun);
      }
      if (multiple) {
        throwIfDue(deadline);
        unitChains(unitSearch, cell, dIndex, onRun);
      }
      valueRuns[valueCount++] = onRun;
    }
    if (multiple && (affected === null || affected.cell(cell) || anyRests(affected, valueRuns, valueCount))) {
      commonConsequences({
        runs: valueRuns,
        count: valueCount,
        masks,
        gather,
        technique,
        order: ORDER_CELL,
        cell,
        unit: -1,
        dIndex: 0,
        walk,
        // Each candidate of the cell is on as its last candidate (a Y-link's cause).
        rootCause: CAUSE_NAKED,
      });
    }
  }
  onRuns.releaseCell(CELL_COUNT - 1);
  giveBack(scratch);
}
