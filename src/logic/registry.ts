/**
 * The ordered technique registry: the order in which the logic solver looks for a step.
 *
 * Cheapest first, in the order a person looks: singles, intersections, subsets, fish, short
 * patterns, uniqueness, chains, then forcing chains. Within a family the order follows the
 * ratings of `technique.ts` (Sudoku Explainer's scale), so the first step found is also (nearly)
 * the lowest-rated one. A rating that must follow Sudoku Explainer exactly composes its own order
 * from the same finders.
 */
import { findFinnedSwordfish, findFinnedXWing, findJellyfish, findSwordfish, findXWing } from './fish.js';
import { findAlternatingInferenceChain, findXChain, findXYChain } from './chains.js';
import { findSimpleColouring } from './colouring.js';
import { findForcingChain } from './forcing.js';
import { findClaiming, findPointing } from './intersections.js';
import { findEmptyRectangle, findSkyscraper, findTwoStringKite } from './single-digit.js';
import { findBugPlusOne, findUniqueRectangle } from './uniqueness.js';
import { findWWing, findXYWing, findXYZWing } from './wings.js';
import { findFullHouse, findHiddenSingleBox, findHiddenSingleLine, findNakedSingle } from './singles.js';
import {
  findHiddenPair,
  findHiddenQuad,
  findHiddenTriple,
  findNakedPair,
  findNakedQuad,
  findNakedTriple,
} from './subsets.js';
import { codeCell, codeDigit, type LogicGrid } from './grid.js';
import {
  TECHNIQUE_INFO,
  idMask,
  type LogicStep,
  type SudokuTechniqueId,
  type Technique,
} from './technique.js';

const UNIQUE_RECTANGLES: readonly SudokuTechniqueId[] = [
  'unique-rectangle-1',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
];
const FORCING_CHAINS: readonly SudokuTechniqueId[] = [
  'contradiction-forcing-chain',
  'cell-forcing-chain',
  'unit-forcing-chain',
];

/** Every technique the hint engine uses, in search order. */
export const TECHNIQUES: readonly Technique[] = /* @__PURE__ */ Object.freeze([
  { id: 'full-house', find: findFullHouse },
  { id: 'hidden-single-box', find: findHiddenSingleBox },
  { id: 'hidden-single-line', find: findHiddenSingleLine },
  { id: 'naked-single', find: findNakedSingle },
  { id: 'pointing', find: findPointing },
  { id: 'claiming', find: findClaiming },
  { id: 'naked-pair', find: findNakedPair },
  { id: 'x-wing', find: findXWing },
  { id: 'hidden-pair', find: findHiddenPair },
  { id: 'naked-triple', find: findNakedTriple },
  { id: 'swordfish', find: findSwordfish },
  { id: 'hidden-triple', find: findHiddenTriple },
  { id: 'skyscraper', find: findSkyscraper },
  { id: 'two-string-kite', find: findTwoStringKite },
  { id: 'empty-rectangle', find: findEmptyRectangle },
  { id: 'xy-wing', find: findXYWing },
  { id: 'finned-x-wing', find: findFinnedXWing },
  { id: 'xyz-wing', find: findXYZWing },
  { id: 'w-wing', find: findWWing },
  {
    id: 'unique-rectangle-1',
    find: findUniqueRectangle,
    assumesUniqueness: true,
    reports: UNIQUE_RECTANGLES,
    restrict: (wanted) => {
      const types = idMask(UNIQUE_RECTANGLES, wanted);
      return (grid) => findUniqueRectangle(grid, types);
    },
  },
  { id: 'finned-swordfish', find: findFinnedSwordfish },
  { id: 'naked-quad', find: findNakedQuad },
  { id: 'jellyfish', find: findJellyfish },
  { id: 'hidden-quad', find: findHiddenQuad },
  { id: 'bug-plus-one', find: findBugPlusOne, assumesUniqueness: true },
  { id: 'simple-colouring', find: findSimpleColouring },
  { id: 'x-chain', find: findXChain },
  { id: 'xy-chain', find: findXYChain },
  { id: 'alternating-inference-chain', find: findAlternatingInferenceChain },
  {
    id: 'contradiction-forcing-chain',
    find: findForcingChain,
    reports: FORCING_CHAINS,
    restrict: (wanted) => {
      const kinds = idMask(FORCING_CHAINS, wanted);
      return (grid) => findForcingChain(grid, kinds);
    },
  },
] satisfies Technique[]);

/** Applies a step to `grid` in place: its placements, then its eliminations. */
export function applyStep(grid: LogicGrid, step: LogicStep): void {
  for (const code of step.placements) grid.place(codeCell(code), codeDigit(code));
  for (const code of step.eliminations) grid.eliminate(codeCell(code), codeDigit(code));
}

/** The first step of the registry's techniques in `grid`, or null. */
export function findStep(grid: LogicGrid, techniques: readonly Technique[] = TECHNIQUES): LogicStep | null {
  for (const technique of techniques) {
    const step = technique.find(grid);
    if (step !== null) return step;
  }
  return null;
}

/** A technique as users see it: id, name and base rating on the Sudoku Explainer scale. */
export interface SudokuTechniqueInfo {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** Human name. */
  readonly name: string;
  /** Base rating on the Sudoku Explainer scale (chains add a length term). */
  readonly difficulty: number;
}

/** Every technique of the logic solver, in the order it looks for them (frozen). */
export const SUDOKU_TECHNIQUES: readonly SudokuTechniqueInfo[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ buildTechniqueInfos(),
);

function buildTechniqueInfos(): SudokuTechniqueInfo[] {
  return TECHNIQUES.flatMap((technique) => technique.reports ?? [technique.id]).map((id) =>
    Object.freeze({ id, name: TECHNIQUE_INFO[id].name, difficulty: TECHNIQUE_INFO[id].difficulty }),
  );
}
