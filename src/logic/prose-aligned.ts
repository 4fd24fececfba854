/**
 * The prose of the aligned pair and triplet exclusions: the combinations of the base cells' values
 * ruled out, worked out on the grid: the explainer of the `aligned` pattern. Internal; `prose.ts`
 * maps it.
 */
import { cellName } from '../board/geometry.js';
import { digitsOf } from '../internal/bits.js';
import type { AlignedPattern, Finding } from './engine/finding.js';
import { activeGeometry } from './engine/geometry.js';
import { codeCell, codeDigit, type LogicGrid } from './grid.js';
import { NO_NUMBERS, shownCandidates, type StepText } from './prose-words.js';
import { TECHNIQUE_INFO, cellsText, digitsText, eliminationText } from './technique.js';

/** Why a combination `values` of `base` is excluded, or null when it is allowed. */
function exclusionReason(
  base: readonly number[],
  values: readonly number[],
  excluders: readonly number[],
  masks: Uint16Array,
): string | null {
  const sees = activeGeometry().sees;
  for (let i = 0; i < base.length; i++)
    for (let j = i + 1; j < base.length; j++)
      if (values[i] === values[j] && sees[base[i]! * 81 + base[j]!] === 1)
        return `${cellName(base[i]!)} and ${cellName(base[j]!)} would both be ${String(values[i]!)}`;
  let union = 0;
  for (const v of values) union |= 1 << (v - 1);
  for (const c of excluders)
    if ((masks[c]! & ~union) === 0)
      return `${cellName(c)} (${digitsText(digitsOf(masks[c]!))}) would have no candidate left`;
  return null;
}

/**
 * An aligned pair or triplet exclusion: for its first two removals, every combination of the other
 * base cells' values and why it fails (when the finding does not fit `grid`, its pattern only).
 */
export function alignedText(f: Finding, p: AlignedPattern, grid: LogicGrid): StepText {
  const name = TECHNIQUE_INFO[f.technique].name;
  const { base, excluders } = p;
  const cells = [...base, ...excluders];
  const masks = grid.masks;
  const shown = f.removals.slice(0, 2).map((code) => {
    const cell = codeCell(code);
    const digit = codeDigit(code);
    const index = base.indexOf(cell);
    const others = base.filter((c) => c !== cell);
    // Every combination of the other base cells' candidates, with this candidate in its cell.
    let combos: number[][] = [[]];
    for (const c of others) combos = combos.flatMap((combo) => digitsOf(masks[c]!).map((v) => [...combo, v]));
    const reasons: string[] = [];
    for (const combo of combos) {
      const values = [...combo];
      values.splice(index, 0, digit);
      const reason = exclusionReason(base, values, excluders, masks);
      if (reason === null) return null; // not this finding's grid
      const named = combo.map((v, i) => `${cellName(others[i]!)}=${String(v)}`).join(', ');
      reasons.push(`with ${named}, ${reason}`);
    }
    const listed =
      reasons.length <= 4
        ? reasons.join('; ')
        : `${reasons.slice(0, 3).join('; ')}; and ${String(reasons.length - 3)} more combinations fail the same ways`;
    return `${cellName(cell)}=${String(digit)} fits no combination: ${listed}`;
  });
  const more = f.removals.length > 2 ? ` (likewise the other ${String(f.removals.length - 2)})` : '';
  const why = shown.some((s) => s === null) ? ';' : `: ${shown.join('. ')}${more};`;
  return {
    explanation:
      `${name} on ${cellsText(base)}, with common peers ${cellsText(excluders)}${why} ` +
      `so ${eliminationText(f.removals)}.`,
    small: `Look at the values ${cellsText(base)} can take together.`,
    big: `Try each combination of values for ${cellsText(base)}, against ${cellsText(excluders)}.`,
    cells,
    candidates: shownCandidates(f, cells, grid),
    units: NO_NUMBERS,
  };
}
