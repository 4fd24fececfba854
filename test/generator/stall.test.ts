/**
 * The stall screen of generation by technique (`src/generator/stall.ts`): it refuses, before their
 * rating or hint path, puzzles that do not need the aligned pair exclusion or Nishio. Every puzzle
 * of `stall-needs.tsv` needs one of them (checked again here); the screen must pass each, so that
 * it costs the search no puzzle it would keep. On public puzzles (SE-rated and top1465), which
 * seldom need them, it must refuse most: that is what it saves.
 */
import { describe, expect, it } from 'vitest';
import type { SudokuTechniqueId } from '../../src/logic/catalogue.js';
import { mayNeed } from '../../src/generator/stall.js';
import { listsUpTo, stallFinders } from '../../src/generator/technique.js';
import { hintPathUses } from '../../src/logic/hint-lists.js';
import { engineGeometry, rateValues } from '../../src/rating/rate.js';
import { fixtureLines, valuesOf } from '../helpers.js';

/** Whether `values` needs `id` as generation by technique means it (see `./technique.ts`). */
function needs(values: Uint8Array, id: SudokuTechniqueId): boolean {
  if (id === 'aligned-pair-exclusion') {
    const cut = { tenths: 62, until: new Set<string>([id]) };
    return (
      (rateValues(values, undefined, 9, undefined, undefined, undefined, cut).techniqueCounts[id] ?? 0) > 0
    );
  }
  return hintPathUses(values, engineGeometry(undefined), undefined, new Set([id]), listsUpTo([id])).has(id);
}

const CASES = [
  ['aligned-pair-exclusion', false, 62],
  ['nishio-forcing-chain', true, 75],
] as const;

describe('the stall screen of generation by technique', () => {
  it.each(CASES)('passes every puzzle that needs %s', (id, hintFirst, cap) => {
    const closure = stallFinders(id, hintFirst, cap);
    const rows = fixtureLines('stall-needs.tsv')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter((row) => row[2] === id);
    expect(rows.length).toBe(12);
    for (const [puzzle] of rows) {
      const values = valuesOf(puzzle!);
      expect(needs(values, id), puzzle).toBe(true);
      expect(mayNeed(values, closure, undefined), puzzle).toBe(true);
    }
  });

  it.each(CASES)('refuses most public puzzles that do not need %s', (id, hintFirst, cap) => {
    const closure = stallFinders(id, hintFirst, cap);
    const puzzles = [
      ...fixtureLines('se-rated.tsv')
        .slice(1, 151)
        .map((line) => line.split('\t')[0]!),
      ...fixtureLines('top1465.txt').slice(0, 50),
    ];
    let others = 0;
    let refused = 0;
    for (const puzzle of puzzles) {
      const values = valuesOf(puzzle);
      const passes = mayNeed(values, closure, undefined);
      if (needs(values, id)) expect(passes, puzzle).toBe(true);
      else {
        others++;
        if (!passes) refused++;
      }
    }
    expect(others).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(others * 0.8);
  });
});
