/** The engine's finder shape, read the two ways the tests need: first finding, every finding. */
import type { Finding, FindingSink } from '../../src/logic/engine/finding.js';
import type { LogicGrid } from '../../src/logic/grid.js';

/** A streaming finder of the engine, its extra arguments bound. */
export type Scan = (grid: LogicGrid, sink: FindingSink) => boolean;

/** The first finding `scan` reports on `grid`, or null. */
export function firstFound(scan: Scan, grid: LogicGrid): Finding | null {
  let found: Finding | null = null;
  scan(grid, (f) => {
    found = f;
    return true;
  });
  return found;
}

/** Every finding `scan` reports on `grid` (the sink never stops it). */
export function allFound(scan: Scan, grid: LogicGrid): Finding[] {
  const out: Finding[] = [];
  if (scan(grid, (f) => (out.push(f), false))) throw new Error('a scan stopped without being asked');
  return out;
}
