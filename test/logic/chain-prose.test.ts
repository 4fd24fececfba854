/**
 * The explained chain, uniqueness and aligned-exclusion steps, checked on positions of the public
 * puzzle sets (`test/fixtures/top1465.txt`, `se-rated.tsv`; provenance in `test/fixtures/README.md`).
 *
 * The chains are read back *from the sentence* and checked on the grid: every written-out chain
 * of a cycle or forcing X-/XY-chain must be a real implication chain (each `≠` follows from the
 * `=` before it by seeing, each `=` from the `≠` before it by a bivalue cell or a conjugate pair),
 * start from what the step assumes and end in what it concludes. The positions are those where
 * Sudoku Explainer's order reaches its chains (every finder up to 6.4 exhausted), walked with the
 * engine itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEES, UNIT_CELLS } from '../../src/board/geometry.js';
import { cycleAndForcingHints, multipleChainHints, type MultipleMode } from '../../src/logic/engine/chains.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { applyFinding, nextFinding } from '../../src/logic/engine/se-order.js';
import { bivalueUniversalGrave, uniqueLoops } from '../../src/logic/engine/uniqueness.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { explainFinding } from '../../src/logic/prose.js';
import { publicStep } from '../../src/logic/step.js';

const fixture = (name: string): string[] =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length >= 81)
    .map((l) => l.slice(0, 81));

function gridOf(line: string): LogicGrid {
  const values = new Uint8Array(81);
  for (let i = 0; i < 81; i++) values[i] = line[i]! >= '1' && line[i]! <= '9' ? Number(line[i]) : 0;
  return LogicGrid.fromValues(values);
}

/** The position where SE's order first needs a technique rated 6.5 or more, or null if never. */
function chainStage(line: string): LogicGrid | null {
  const grid = gridOf(line);
  for (;;) {
    const f = nextFinding(grid, true, undefined, 64);
    if (f === null) return grid.emptyCount() > 0 ? grid : null;
    applyFinding(grid, f);
  }
}

/** A potential read from the text: `r2c3=4` (on) or `r2c3≠4` (off). */
interface Potential {
  readonly cell: number;
  readonly digit: number;
  readonly on: boolean;
}

/** The first chain written out in `text` (potentials joined by `→`). */
function readChain(text: string): Potential[] {
  const match = /r\dc\d[=≠]\d(?: → r\dc\d[=≠]\d)+/.exec(text);
  expect(match, text).not.toBeNull();
  return match![0].split(' → ').map((p) => ({
    cell: (Number(p[1]) - 1) * 9 + Number(p[3]) - 1,
    digit: Number(p[5]),
    on: p[4] === '=',
  }));
}

const has = (grid: LogicGrid, cell: number, digit: number): boolean => (grid.masks[cell]! & (1 << (digit - 1))) !== 0;
const popcount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
};

/** Why `b` follows from `a` on the static grid, or null when it does not. */
function linkReason(grid: LogicGrid, a: Potential, b: Potential): string | null {
  if (!has(grid, a.cell, a.digit) || !has(grid, b.cell, b.digit)) return null;
  if (a.on && !b.on) {
    // Seeing: the same cell (another digit), or a peer with the same digit.
    if (a.cell === b.cell && a.digit !== b.digit) return 'cell';
    if (a.digit === b.digit && a.cell !== b.cell && SEES[a.cell * 81 + b.cell] === 1) return 'peer';
    return null;
  }
  if (!a.on && b.on) {
    // A bivalue cell, or a conjugate pair of the digit in a unit.
    if (a.cell === b.cell && a.digit !== b.digit && popcount(grid.masks[a.cell]!) === 2) return 'bivalue';
    if (a.digit !== b.digit || a.cell === b.cell) return null;
    for (let unit = 0; unit < 27; unit++) {
      const cells = Array.from(UNIT_CELLS.subarray(unit * 9, unit * 9 + 9));
      if (!cells.includes(a.cell) || !cells.includes(b.cell)) continue;
      if (cells.filter((c) => has(grid, c, a.digit)).length === 2) return 'conjugate';
    }
  }
  return null;
}

/** Checks a written-out static chain link by link; returns the link kinds used. */
function checkLinks(grid: LogicGrid, chain: readonly Potential[], text: string): Set<string> {
  const kinds = new Set<string>();
  for (let i = 1; i < chain.length; i++) {
    const reason = linkReason(grid, chain[i - 1]!, chain[i]!);
    expect(reason, `link ${String(i)} of ${text}`).not.toBeNull();
    kinds.add(reason!);
  }
  return kinds;
}

const CYCLES = new Set(['x-cycle', 'y-cycle', 'xy-cycle']);
const FORCING = new Set(['forcing-x-chain', 'forcing-xy-chain']);

// Every 12th top1465 puzzle that reaches the chains (about 100 positions).
const STAGES: readonly LogicGrid[] = fixture('top1465.txt')
  .filter((_, i) => i % 12 === 0)
  .map(chainStage)
  .filter((g): g is LogicGrid => g !== null);

describe('cycles and forcing X-/XY-chains written out', () => {
  it('reach the chain stage on enough positions to mean something', () => {
    expect(STAGES.length).toBeGreaterThanOrEqual(80);
  });

  it('write every chain as a real implication chain on the grid, from the assumption to its end', () => {
    const seen = new Map<string, number>();
    for (const grid of STAGES) {
      const findings = cycleAndForcingHints(grid);
      // The best finding (the one SE takes) and a spread of the others.
      for (const f of findings.filter((_, i) => i < 4 || i % 25 === 0)) {
        const text = explainFinding(f, grid).explanation;
        const chain = readChain(text);
        const kinds = checkLinks(grid, chain, text);
        // The chain alternates "is" and "is not", and X-chains stay on one digit.
        chain.forEach((p, i) => expect(p.on, text).toBe(chain[0]!.on === (i % 2 === 0)));
        if (f.technique === 'x-cycle' || f.technique === 'forcing-x-chain') {
          expect(chain.every((p) => p.digit === chain[0]!.digit)).toBe(true);
          expect(kinds.has('cell') || kinds.has('bivalue')).toBe(false);
        }
        const [start, end] = [chain[0]!, chain[chain.length - 1]!];
        if (CYCLES.has(f.technique)) {
          // A loop: it comes back to its start.
          expect(end).toEqual(start);
          expect(start.on).toBe(true);
        } else {
          expect(FORCING.has(f.technique)).toBe(true);
          // A candidate implying its own opposite: the step removes it, or places it.
          expect(end.cell === start.cell && end.digit === start.digit && end.on !== start.on, text).toBe(true);
          const code = start.cell * 9 + start.digit - 1;
          if (start.on) expect(f.removals).toEqual([code]);
          else expect([f.cell, f.digit]).toEqual([start.cell, start.digit]);
        }
        // The complexity counts the chain's distinct potentials.
        expect(f.complexity).toBe(new Set(chain.map((p) => `${String(p.cell)}${String(p.digit)}${String(p.on)}`)).size);
        seen.set(f.technique, (seen.get(f.technique) ?? 0) + 1);
      }
    }
    // Every family was met (so every branch above was exercised).
    for (const id of [...CYCLES, ...FORCING]) expect(seen.get(id) ?? 0, id).toBeGreaterThan(0);
  });

  it('says in the clue what to try, and highlights the chain', () => {
    const grid = STAGES[0]!;
    const f = cycleAndForcingHints(grid).find((h) => FORCING.has(h.technique))!;
    const step = publicStep(explainFinding(f, grid));
    const start = readChain(step.explanation)[0]!;
    const cell = `r${String(((start.cell / 9) | 0) + 1)}c${String((start.cell % 9) + 1)}`;
    expect(step.clue.small).toMatch(start.on ? `Try ${String(start.digit)} in ${cell}` : `Suppose ${cell} is not`);
    expect(step.clue.big).toMatch(new RegExp(`^If ${cell} were (not )?${String(start.digit)}, a chain of \\d+ links`));
    expect(step.highlights.candidates.length).toBeGreaterThanOrEqual(3);
  });
});
