/**
 * The internal ER cap of `rateValues(values, signal, maxEr)` (the generator's bands use it): a
 * rating at or under the cap is the full rating; above it, the rating stops at the first step
 * beyond the cap and reports a rating above the cap, never above the full ER, unsolved.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rateValues, ratingLevel } from '../../src/rating/rate.js';
import { parseSeRated } from './calibration-lib.js';

const rows = parseSeRated(readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8'));
// 17-clue rows (fast) and a few top1465 rows up to 7.5 (chains).
const sample = rows.filter((r, i) => (i < 300 && i % 20 === 0) || (i >= 300 && i < 340 && r.se <= 7.5));

describe('rateValues with an ER cap', () => {
  it('gives the full rating at or under the cap, and stops above it', () => {
    let stopped = 0;
    for (const row of sample) {
      const full = rateValues(row.values);
      for (const cap of [1.5, 2.0, 2.6, 4.4, 6.6, 9.0]) {
        const capped = rateValues(row.values, undefined, cap);
        if (full.rating <= cap) {
          expect(capped).toEqual(full);
          continue;
        }
        stopped++;
        expect(capped.rating).toBeGreaterThan(cap);
        expect(capped.rating).toBeLessThanOrEqual(full.rating);
        expect(capped.solvedByLogic).toBe(false);
        expect(capped.level).toBe(ratingLevel(capped.rating));
        expect(capped.diamond).toBeLessThanOrEqual(capped.rating);
      }
    }
    expect(stopped).toBeGreaterThan(20);
  });

  it('reports the step that broke the cap, or the floor of the first finder it skipped', () => {
    // SE 2.6: a pointing at 2.6 is the hardest step; the first steps are 1.5.
    const row = rows[0]!;
    expect(row.se).toBe(2.6);
    // Capped at 2.5 the pointing finder (floor 2.6) never runs: the rating reports its floor.
    const capped = rateValues(row.values, undefined, 2.5);
    expect(capped.rating).toBe(2.6);
    expect(capped.hardestTechnique).toBe('beyond');
    expect(capped.diamond).toBe(1.5);
    // A chain found by a finder within the cap but rated above it is reported as itself.
    const chain = rows.find((r, i) => i >= 300 && r.se >= 6.7 && r.se <= 7.0)!;
    const full = rateValues(chain.values);
    const atChain = rateValues(chain.values, undefined, 6.6);
    expect(atChain.rating).toBeGreaterThan(6.6);
    expect(atChain.rating).toBeLessThanOrEqual(full.rating);
    expect(atChain.hardestTechnique).not.toBe('beyond');
    // Under the lowest floor the next finder's floor is reported: 1.7 (direct pointing) above 1.5.
    const early = rateValues(rows.find((r) => r.ed > 1.5)!.values, undefined, 1.5);
    expect(early.rating).toBeGreaterThan(1.5);
    expect(early.solvedByLogic).toBe(false);
  });
});

describe('rateValues with a cut lifted by a technique (generation by technique)', () => {
  it('is the full rating when a step of the technique comes before any step above the cut, else stops unfinished without it', () => {
    let lifted = 0;
    let cutShort = 0;
    for (const row of sample) {
      const steps: { technique: string; tenths: number }[] = [];
      const full = rateValues(row.values, undefined, Infinity, (f) => steps.push(f));
      for (const [id, tenths] of [
        ['hidden-pair', 34],
        ['naked-pair', 30],
        ['pointing', 26],
        ['forcing-xy-chain', 70],
        ['aligned-pair-exclusion', 62],
      ] as const) {
        const cut = rateValues(row.values, undefined, Infinity, undefined, undefined, undefined, {
          tenths,
          until: new Set([id]),
        });
        // The full path's first step of the technique, and its first step above the cut.
        const first = steps.findIndex((step) => step.technique === id);
        const above = steps.findIndex((step) => step.technique !== id && step.tenths > tenths);
        if (first >= 0 && (above < 0 || first < above)) {
          lifted++;
          expect(cut).toEqual(full);
        } else if (above >= 0) {
          cutShort++;
          expect(cut.solvedByLogic).toBe(false);
          expect(cut.techniqueCounts[id]).toBeUndefined();
          expect(cut.rating * 10).toBeGreaterThan(tenths);
          expect(cut.rating * 10).toBeLessThanOrEqual(steps[above]!.tenths + 1e-6);
        } else {
          // Never above the cut and never the technique: the full rating.
          expect(cut).toEqual(full);
        }
      }
    }
    expect(lifted).toBeGreaterThan(3);
    expect(cutShort).toBeGreaterThan(10);
  });
});
