/**
 * Words and shapes shared by the explainers of every family (`prose.ts`, `prose-chains.ts`,
 * `prose-uniqueness.ts`, `prose-aligned.ts`): the text and highlights an explainer gives, a
 * finding's conclusion, the candidates shown by default and a list joined by "or". Internal.
 */
import { cellName } from '../board/geometry.js';
import { LOWEST_DIGIT } from '../internal/bits.js';
import type { Finding } from './engine/finding.js';
import { codeCell, type LogicGrid } from './grid.js';
import { eliminationText } from './technique.js';

/**
 * What an explainer gives for one finding: the sentence, the graded clues and the highlights
 * (cells, candidate codes, units by number). The placement and the removals are the finding's.
 */
export interface StepText {
  readonly explanation: string;
  readonly small: string;
  readonly big: string;
  readonly cells: readonly number[];
  readonly candidates: readonly number[];
  readonly units: readonly number[];
}

/** No cells, no units. */
export const NO_NUMBERS: readonly number[] = [];

/** What the finding concludes: `r1c1 is 3` or `remove …`. */
export function conclusionText(f: Finding): string {
  if (f.cell < 0) return eliminationText(f.removals);
  const others = f.removals.filter((code) => codeCell(code) !== f.cell);
  const placed = `${cellName(f.cell)} is ${f.digit}`;
  return others.length > 0 ? `${placed}, and ${eliminationText(others)}` : placed;
}

/**
 * The candidates of `cells` shown by default: those of the digits `shown` (by default the digits
 * the finding removes or places).
 */
export function shownCandidates(
  f: Finding,
  cells: readonly number[],
  grid: LogicGrid,
  shown: number = actedDigits(f),
): number[] {
  const candidates: number[] = [];
  for (const cell of cells)
    for (let m = grid.masks[cell]! & shown; m !== 0; m &= m - 1)
      candidates.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  return candidates;
}

/** The digits a finding removes or places, as a mask. */
function actedDigits(f: Finding): number {
  let mask = f.cell >= 0 ? 1 << (f.digit - 1) : 0;
  for (const code of f.removals) mask |= 1 << (code % 9);
  return mask;
}

/** `a, b or c`. */
export function listOr(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;
}
