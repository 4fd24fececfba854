/**
 * Words shared by the prose of the chain (`prose-chains.ts`), uniqueness (`prose-uniqueness.ts`)
 * and aligned-exclusion (`prose-aligned.ts`) findings: the text they give, a finding's conclusion
 * and a list joined by "or". Internal.
 */
import { cellName } from '../board/geometry.js';
import type { Finding } from './engine/finding.js';
import { codeCell } from './grid.js';
import { eliminationText } from './technique.js';

/** The sentence, graded clues and highlighted candidates of one finding. */
export interface ChainText {
  readonly explanation: string;
  readonly small: string;
  readonly big: string;
  /** Candidate codes to highlight instead of the default (the chain's), or null. */
  readonly candidates: readonly number[] | null;
  /** Units to highlight (a type 3 set's or a type 4 lock's), or null for the finding's. */
  readonly units?: readonly number[];
}

/** What the finding concludes: `r1c1 is 3` or `remove …`. */
export function conclusionText(f: Finding): string {
  if (f.cell < 0) return eliminationText(f.removals);
  const others = f.removals.filter((code) => codeCell(code) !== f.cell);
  const placed = `${cellName(f.cell)} is ${f.digit}`;
  return others.length > 0 ? `${placed}, and ${eliminationText(others)}` : placed;
}

/** `a, b or c`. */
export function listOr(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;
}
