/**
 * The techniques whose findings add a term for their size (loop or chain length, BUG type) to
 * their base rating from the one table (`src/logic/engine/ratings.ts`); every other technique's
 * findings rate exactly at its base.
 */
import type { SudokuTechniqueId } from '../../src/index.js';

export const SIZED: ReadonlySet<SudokuTechniqueId> = new Set<SudokuTechniqueId>([
  'unique-rectangle',
  'unique-loop',
  'bivalue-universal-grave',
  'x-cycle',
  'y-cycle',
  'xy-cycle',
  'forcing-x-chain',
  'forcing-xy-chain',
  'nishio-forcing-chain',
  'multiple-forcing-chain',
  'dynamic-forcing-chain',
  'dynamic-forcing-chain-plus',
  'nested-forcing-chain',
  'nested-multiple-forcing-chain',
  'nested-dynamic-forcing-chain',
]);
