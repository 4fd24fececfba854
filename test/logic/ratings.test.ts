/**
 * The one table of technique ratings (`src/logic/engine/ratings.ts`), checked by behaviour: the
 * rating's order is replayed on puzzles whose Sudoku Explainer paths use every technique it
 * rates, and every finding's rating is compared with the table, every finder's floor with the
 * ratings it reports. A floor above a rating its finder can report would make a capped rating
 * (and so generation by band) skip a step it needs; a literal rating left in a finder would drift
 * from the table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUDOKU_TECHNIQUES, type SudokuTechniqueId, type SudokuTechniqueInfo } from '../../src/index.js';
import { BASE_TENTHS } from '../../src/logic/engine/ratings.js';
import { applyFinding } from '../../src/logic/engine/finding.js';
import { SE_ORDER, firstFinding } from '../../src/rating/se-order.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { FULL } from '../sample.js';
import { lineValues } from '../rating/golden-lib.js';
import { SIZED } from './sized.js';

/**
 * Puzzles from the saved Sudoku Explainer paths (`test/rating/golden/`): under `npm test`, for
 * each technique the first puzzle whose path uses it; in full, every puzzle of the 500 rated by SE.
 */
function puzzles(): string[] {
  const lines = ['se-rated.txt', '17-clue-sample.txt', 'top1465-sample.txt'].flatMap((file) =>
    readFileSync(new URL(`../rating/golden/${file}`, import.meta.url), 'utf8')
      .trim()
      .split('\n'),
  );
  if (FULL) return lines.slice(0, 500).map((line) => line.slice(0, 81));
  const chosen = new Map<string, string>();
  for (const line of lines) {
    for (const match of line.matchAll(/ ([a-z-]+):\d+:/g)) {
      if (!chosen.has(match[1]!)) chosen.set(match[1]!, line.slice(0, 81));
    }
  }
  return [...new Set(chosen.values())];
}

/** Replays the rating's order on `line`: each finding with the index of the finder that made it. */
function replay(line: string): { entry: number; finding: Finding }[] {
  const grid = LogicGrid.fromValues(lineValues(line));
  const out: { entry: number; finding: Finding }[] = [];
  for (let steps = 0; steps < 1000; steps++) {
    let found: { entry: number; finding: Finding } | null = null;
    for (let entry = 0; entry < SE_ORDER.length && found === null; entry++) {
      const finding = firstFinding(SE_ORDER[entry]!, grid, undefined);
      if (finding !== null) found = { entry, finding };
    }
    if (found === null) return out;
    out.push(found);
    applyFinding(grid, found.finding);
  }
  throw new Error(`${line}: no end after 1000 steps`);
}

describe('the one table of technique ratings', () => {
  const findings = puzzles().flatMap(replay);

  it('gives each technique of the rating one finder in the order, and the public table its rating', () => {
    for (const [id, info] of Object.entries(SUDOKU_TECHNIQUES) as [
      SudokuTechniqueId,
      SudokuTechniqueInfo,
    ][]) {
      expect(info.score, id).toBe(BASE_TENTHS[id] / 10);
      const owners = SE_ORDER.filter((finder) => finder.techniques.includes(id));
      expect(owners.length, id).toBe(info.rated ? 1 : 0);
    }
  });

  it('rates every finding at its technique base (plus a size term for loops, BUG and chains)', () => {
    const seen = new Set<SudokuTechniqueId>();
    for (const { finding } of findings) {
      const base = BASE_TENTHS[finding.technique];
      seen.add(finding.technique);
      if (SIZED.has(finding.technique))
        expect(finding.tenths, finding.technique).toBeGreaterThanOrEqual(base);
      else expect(finding.tenths, finding.technique).toBe(base);
    }
    // The sample reaches every technique the saved paths use, the hardest chains included.
    expect(seen.size).toBeGreaterThanOrEqual(29);
    expect(seen.has('dynamic-forcing-chain-plus')).toBe(true);
  });

  it('sets each floor of the order at the lowest rating its finder reports', () => {
    const lowest = new Map<number, number>();
    for (const { entry, finding } of findings) {
      const finder = SE_ORDER[entry]!;
      expect(finder.techniques, `finder ${entry}`).toContain(finding.technique);
      expect(finding.tenths, `finder ${entry}`).toBeGreaterThanOrEqual(finder.floor);
      lowest.set(entry, Math.min(lowest.get(entry) ?? Infinity, finding.tenths));
    }
    // Where the sample has a finding of the finder's lowest-rated technique and that technique
    // adds no size term, the finder reported exactly its floor: the floor is tight, not merely low.
    let tight = 0;
    for (const [entry, low] of lowest) {
      const finder = SE_ORDER[entry]!;
      const atFloor = findings.some(
        (f) =>
          f.entry === entry &&
          !SIZED.has(f.finding.technique) &&
          BASE_TENTHS[f.finding.technique] === finder.floor,
      );
      if (!atFloor) continue;
      expect(low, `finder ${entry}`).toBe(finder.floor);
      tight++;
    }
    expect(tight).toBeGreaterThanOrEqual(15);
    expect(lowest.size).toBeGreaterThanOrEqual(22);
  });
});
