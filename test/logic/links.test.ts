/**
 * The links of chain steps (`SudokuStep.links`, built in `src/logic/links.ts`), checked on the
 * grid the step applies to: every link of a cycle or forcing X-/XY-chain is a real link there
 * (a strong link joins the two candidates of a bivalue cell or the two places of a digit in a
 * unit; a weak link two candidates of one cell or of one digit in cells that see each other),
 * consecutive links meet, a cycle closes, and a forcing chain's branches start from what it assumes.
 * Other steps have no links.
 */
import { describe, expect, it } from 'vitest';
import { SEES, UNIT_CELLS } from '../../src/board/geometry.js';
import { findingLinks } from '../../src/logic/links.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { finding } from '../../src/logic/engine/finding.js';
import { rateBoard, SudokuBoard, type SudokuCandidates, type SudokuCandidateRef } from '../../src/index.js';
import { STEP_CASES, stepOf } from '../render/cases.js';

const cellOf = (r: SudokuCandidateRef): number => r.row * 9 + r.column;

function isStrong(a: SudokuCandidateRef, b: SudokuCandidateRef, cands: SudokuCandidates): boolean {
  if (cellOf(a) === cellOf(b)) return cands.get(a.row, a.column).length === 2;
  if (a.value !== b.value) return false;
  for (let unit = 0; unit < 27; unit++) {
    const cells = Array.from(UNIT_CELLS.subarray(unit * 9, unit * 9 + 9));
    if (!cells.includes(cellOf(a)) || !cells.includes(cellOf(b))) continue;
    const places = cells.filter((c) => cands.has((c / 9) | 0, c % 9, a.value));
    if (places.length === 2) return true;
  }
  return false;
}

function isWeak(a: SudokuCandidateRef, b: SudokuCandidateRef): boolean {
  if (cellOf(a) === cellOf(b)) return a.value !== b.value;
  return a.value === b.value && SEES[cellOf(a) * 81 + cellOf(b)] === 1;
}

describe('step links', () => {
  for (const technique of ['xy-cycle', 'forcing-xy-chain'] as const) {
    it(`${technique}: every link is a real strong or weak link on the step's grid, in one line`, () => {
      const { puzzle } = STEP_CASES.find((c) => c.technique === technique)!;
      const { step, candidates } = stepOf(puzzle, technique);
      expect(step.links.length).toBeGreaterThanOrEqual(4);
      expect(Object.isFrozen(step.links)).toBe(true);
      for (const link of step.links) {
        expect(Object.isFrozen(link)).toBe(true);
        expect(cands(link.from, candidates) && cands(link.to, candidates)).toBe(true);
        if (link.kind === 'strong')
          expect(isStrong(link.from, link.to, candidates), JSON.stringify(link)).toBe(true);
        else expect(isWeak(link.from, link.to), JSON.stringify(link)).toBe(true);
      }
      for (let i = 1; i < step.links.length; i++) expect(step.links[i]!.from).toEqual(step.links[i - 1]!.to);
      // Strong and weak alternate along the chain.
      for (let i = 1; i < step.links.length; i++)
        expect(step.links[i]!.kind).not.toBe(step.links[i - 1]!.kind);
      const first = step.links[0]!;
      const last = step.links[step.links.length - 1]!;
      if (technique === 'xy-cycle') expect(last.to).toEqual(first.from);
      else {
        // A forcing chain ends on the candidate it starts from: the one the step removes or places.
        expect(last.to).toEqual(first.from);
        const concluded = [...step.placements, ...step.eliminations];
        expect(concluded).toContainEqual(first.from);
      }
    });
  }

  it('multiple forcing chain: the links of every branch, each once, joined end to end', () => {
    const { puzzle } = STEP_CASES.find((c) => c.technique === 'multiple-forcing-chain')!;
    const { step } = stepOf(puzzle, 'multiple-forcing-chain');
    expect(step.links.length).toBeGreaterThan(2);
    const key = (l: (typeof step.links)[number]): string => JSON.stringify(l);
    expect(new Set(step.links.map(key)).size).toBe(step.links.length);
    // Every link but a branch's first starts where an earlier link ends.
    const starts = step.links.filter(
      (l, i) =>
        !step.links
          .slice(0, i)
          .some(
            (m) => m.to.row === l.from.row && m.to.column === l.from.column && m.to.value === l.from.value,
          ),
    );
    expect(starts.length).toBeLessThan(step.links.length / 2);
  });

  it('other steps have none', () => {
    for (const { puzzle, technique } of STEP_CASES.filter((c) => !/chain|cycle/.test(c.technique))) {
      expect(stepOf(puzzle, technique).step.links, technique).toEqual([]);
    }
    const rated = rateBoard(SudokuBoard.parse(STEP_CASES[0]!.puzzle), { steps: true });
    expect(rated.steps.every((s) => s.links.length === 0)).toBe(true);
  });

  it('the rating path carries the links of its chain steps', () => {
    const { puzzle } = STEP_CASES.find((c) => c.technique === 'forcing-xy-chain')!;
    const rated = rateBoard(SudokuBoard.parse(puzzle), { steps: true });
    const chains = rated.steps.filter((s) => /chain|cycle/.test(s.technique));
    expect(chains.length).toBeGreaterThan(0);
    for (const s of chains) expect(s.links.length, s.technique).toBeGreaterThan(0);
  });

  it('gives no links for a finding that is no chain, or a forcing chain not on its grid', () => {
    const grid = LogicGrid.fromValues(new Uint8Array(81));
    const xWing = finding({
      technique: 'x-wing',
      removals: [0],
      pattern: { kind: 'fish', digit: 1, base: [1, 2], cover: [10, 11], fins: [] },
    });
    expect(findingLinks(xWing, grid)).toEqual([]);
    const f = finding({
      technique: 'multiple-forcing-chain',
      tenths: 85,
      removals: [0],
      pattern: { kind: 'forcing', cells: [1], unit: -1, assumptions: [9, 9 + 729] },
    });
    expect(findingLinks(f, grid)).toEqual([]);
    // Consecutive potentials of one candidate give no link.
    const same = finding({
      technique: 'forcing-x-chain',
      tenths: 70,
      removals: [0],
      pattern: { kind: 'chain', cells: [0, 1], chain: [0, 729, 10 + 729] },
    });
    expect(findingLinks(same, grid)).toEqual([
      { from: { row: 0, column: 0, value: 1 }, to: { row: 0, column: 1, value: 2 }, kind: 'weak' },
    ]);
  });
});

function cands(r: SudokuCandidateRef, c: SudokuCandidates): boolean {
  return c.has(r.row, r.column, r.value);
}
