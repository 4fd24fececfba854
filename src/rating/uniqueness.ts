/**
 * Placeholders for SE's unique loops, BUG and aligned exclusions (not searched yet).
 */
import type { LogicGrid } from '../logic/grid.js';
import type { SeHint } from './rules.js';

/** Unique rectangles and loops (4.5–5.0): not searched yet. */
export const uniqueLoops: (grid: LogicGrid) => SeHint | null = () => null;
/** Bivalue universal grave (5.6–6.0): not searched yet. */
export const bivalueUniversalGrave: (grid: LogicGrid) => SeHint | null = () => null;
/** Aligned pair (6.2) and triplet (7.5) exclusion: not searched yet. */
export const alignedExclusion: (grid: LogicGrid, degree: number) => SeHint | null = () => null;
