/**
 * The chain finders: Sudoku Explainer 1.2.1's chaining engine as the rating and the hints call
 * it. Internal.
 *
 * SE rates everything above 6.5 with one engine that follows *implications between candidates*
 * ("potentials", `potentials.ts`): a candidate assumed true ("on") turns its cell's other
 * candidates and its peers' copies off; a candidate turned off turns on the other candidate of a
 * bivalue cell (a Y-link) or the other place of a digit with two places in a unit (an X-link).
 * From that one engine come:
 *
 * | finder | what it looks for | base rating |
 * |---|---|---|
 * | cycles and forcing chains | X-, Y- and XY-cycles; a candidate implying its own negation (forcing X- and XY-chains) | 6.5 / 6.6 / 7.0 |
 * | Nishio | X-links only, *dynamic*: an assumption that leads to a candidate both on and off | 7.5 |
 * | multiple | every candidate of a cell (or every place of a digit in a unit) implying the same thing | 8.0 |
 * | dynamic | the same plus contradictions and double implications, propagating on a what-if grid | 8.5 |
 * | dynamic (+) | dynamic, and when propagation stalls, pointing/claiming, pairs and X-Wings on the what-if grid | 9.0 |
 *
 * The first is a search of one-direction chains on the grid as it stands (`unary.ts`); the other
 * four compare the runs of the dynamic propagator (`propagator.ts`; the `MODES` table of
 * `modes.ts` says how each one propagates) from several assumptions (`search.ts`). Each finder
 * returns every finding it sees, best first, or for the rating its best alone.
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
import type { Polled } from '../../../internal/deadline.js';
import type { LogicGrid } from '../../grid.js';
import type { Finding, FindingSink } from '../finding.js';
import { CATALOGUE, type TechniqueId, type TechniqueRow } from '../../catalogue.js';
import type { FamilyFinders, RoomFinder } from '../finders.js';
import { activeGeometry } from '../geometry.js';
import { bindConsequences } from './consequences.js';
import { modesOf, type MultipleMode } from './modes.js';
import { bindNested } from './nested.js';
import { Gather, bindPotentials, sortFindings } from './potentials.js';
import { bindPropagator } from './propagator.js';
import { cycleAndForcing, multipleChainSearch } from './search.js';
import { bindStall } from './stall.js';
import { bindUnaryScratch } from './unary-scratch.js';
import { bindUnary } from './unary.js';

/**
 * Binds the chain modules' tables to the active geometry: every entry point of the chain engine
 * (the finders here, `branchesOf` of `replay.ts`) calls it first, a few dozen assignments against
 * a search. Binding on entry, not from a listener registered at load, lets a bundle that never
 * runs a chain drop the chain modules (and the engine's geometry).
 */
export function bindChainTables(): void {
  const geo = activeGeometry();
  bindPotentials(geo);
  bindStall(geo);
  bindPropagator(geo);
  bindNested(geo);
  bindConsequences(geo);
  bindUnaryScratch(geo);
  bindUnary(geo);
}

/**
 * SE's first chaining finder: X-, Y- and XY-cycles and forcing X- and XY-chains, streamed best
 * first (lowest rating, then complexity, then SE's kind order). SE ranks every chain before it
 * reports one, so they are all collected and sorted first. The hints' finder.
 */
export function cycleAndForcingChains(grid: LogicGrid, sink: FindingSink, deadline?: Polled): boolean {
  bindChainTables();
  return stream(cycleAndForcingFindings(grid, deadline), sink);
}

/**
 * The best finding of {@link cycleAndForcingChains} alone, streamed: what the rating applies,
 * found without building the findings that cannot be it. The rating's finder.
 */
export function bestCycleAndForcingChain(grid: LogicGrid, sink: FindingSink, deadline?: Polled): boolean {
  bindChainTables();
  const best = bestCycleAndForcingFinding(grid, deadline);
  return best !== null && sink(best, null);
}

function stream(findings: readonly Finding[], sink: FindingSink): boolean {
  for (const f of findings) if (sink(f, null)) return true;
  return false;
}

/** Every finding of the first chaining finder, best first. */
function cycleAndForcingFindings(grid: LogicGrid, deadline?: Polled): Finding[] {
  const gather = new Gather(false);
  cycleAndForcing(grid, gather, deadline);
  sortFindings(gather.all);
  return gather.all;
}

/**
 * The best finding of {@link cycleAndForcingFindings} (its first), or null: what the rating applies,
 * without building the findings that cannot be it.
 */
function bestCycleAndForcingFinding(grid: LogicGrid, deadline?: Polled): Finding | null {
  const gather = new Gather(true);
  cycleAndForcing(grid, gather, deadline);
  return gather.best;
}

/**
 * One of SE's multiple-chain finders (Nishio, multiple, dynamic, dynamic (+)), streamed best
 * first; collected and sorted first, as for {@link cycleAndForcingChains}. The hints' finder.
 */
export function multipleChains(
  grid: LogicGrid,
  which: MultipleMode,
  sink: FindingSink,
  deadline?: Polled,
): boolean {
  bindChainTables();
  return stream(multipleChainFindings(grid, which, deadline), sink);
}

/** The best finding of {@link multipleChains} alone, streamed: the rating's finder. */
export function bestMultipleChain(
  grid: LogicGrid,
  which: MultipleMode,
  sink: FindingSink,
  deadline?: Polled,
): boolean {
  bindChainTables();
  const best = bestMultipleChainFinding(grid, which, deadline);
  return best !== null && sink(best, null);
}

/** Every finding of a multiple-chain finder, best first. */
function multipleChainFindings(grid: LogicGrid, which: MultipleMode, deadline?: Polled): Finding[] {
  const gather = new Gather(false);
  multipleChainSearch(grid, which, gather, deadline);
  sortFindings(gather.all);
  return gather.all;
}

/**
 * The best finding of {@link multipleChainFindings} (its first), or null: what the rating applies,
 * without building the findings that cannot be it.
 */
function bestMultipleChainFinding(grid: LogicGrid, which: MultipleMode, deadline?: Polled): Finding | null {
  const gather = new Gather(true);
  multipleChainSearch(grid, which, gather, deadline);
  return gather.best;
}

/** The chain families, whose finders are this room's. */
type ChainFamily = 'cycles' | 'forcing-chains' | 'nested-chains';

/**
 * The room's finders by technique (`../finders.ts`): the cycles and forcing X-/XY-chains are one
 * search; every other chain technique runs the multiple-chain modes that report it (`MODES` in
 * `modes.ts`), so that a new one is a row of the catalogue and a mode there.
 */
export const CHAIN_FINDERS: FamilyFinders<ChainFamily> = /* @__PURE__ */ chainFinders();

function chainFinders(): FamilyFinders<ChainFamily> {
  const cycles: RoomFinder = { find: cycleAndForcingChains, best: bestCycleAndForcingChain };
  const table: Partial<Record<TechniqueId, RoomFinder>> = {};
  const rows: readonly TechniqueRow[] = CATALOGUE;
  for (const { id, family } of rows) {
    if (family === 'cycles') table[id as TechniqueId] = cycles;
    else if (family === 'forcing-chains' || family === 'nested-chains')
      table[id as TechniqueId] = modesFinder(modesOf(id as TechniqueId));
  }
  return table as FamilyFinders<ChainFamily>;
}

/** The finder of `modes` (SE's order): the first that finds anything. */
function modesFinder(modes: readonly MultipleMode[]): RoomFinder {
  if (modes.length === 1) {
    const mode = modes[0]!;
    return {
      find: (grid, sink, deadline) => multipleChains(grid, mode, sink, deadline),
      best: (grid, sink, deadline) => bestMultipleChain(grid, mode, sink, deadline),
    };
  }
  return {
    find: (grid, sink, deadline) => modes.some((mode) => multipleChains(grid, mode, sink, deadline)),
    best: (grid, sink, deadline) => modes.some((mode) => bestMultipleChain(grid, mode, sink, deadline)),
  };
}
