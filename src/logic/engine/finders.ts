/**
 * What each room of the engine exports for the orders: its finders by technique id. Internal.
 *
 * A room (`singles.ts`, `subsets.ts`, …, `chains/producers.ts`) exports one table, a
 * {@link RoomFinders}, keyed by the ids of the techniques its finders report. The hint order
 * (`../registry.ts`) and Sudoku Explainer's order (`../../rating/se-order.ts`) merge the rooms'
 * tables and take each technique's finder from there, at load, so that neither names a
 * technique: the catalogue (`../catalogue.ts`) says where each one runs. Ids that one finder
 * reports all map to the same `find` function, which the orders tell by identity (the hints stop
 * its search at the first finding of a later place).
 */
import type { FamilyId, TechniqueFamily, TechniqueId } from '../catalogue.js';
import type { Finder } from './finding.js';

/** The finder of one technique (or of several: the same `find` under each id). */
export interface RoomFinder {
  /**
   * Streams the findings in the order the finder meets them (best first, for the chains): the
   * hints take the first.
   */
  readonly find: Finder;
  /** Streams the finding the rating applies alone, when cheaper than `find` (the chains' best). */
  readonly best?: Finder;
  /**
   * True when the finder reads the classic geometry only (it assumes 9 rows, 9 columns and 9 boxes
   * and no other region): the hints leave it out under any other rules.
   */
  readonly classicOnly?: boolean;
}

/** A room's table: the finder of each of its techniques. */
export type RoomFinders<Id extends TechniqueId> = Readonly<Record<Id, RoomFinder>>;

/** The table of a room that holds a whole family (or several). */
export type FamilyFinders<F extends TechniqueFamily> = RoomFinders<FamilyId<F>>;
