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
import {
  bestCycleAndForcingChain,
  bestMultipleChain,
  cycleAndForcingChains,
  multipleChains,
} from '../../src/logic/engine/chains/producers.js';
import type { MultipleMode } from '../../src/logic/engine/chains/propagator.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { applyFinding } from '../../src/logic/engine/finding.js';
import { nextFinding } from '../../src/rating/se-order.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { explainFinding } from '../../src/logic/prose.js';
import { allFound, firstFound } from './scan.js';

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
    const f = nextFinding(grid, { unique: true, maxTenths: 64 });
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

const has = (grid: LogicGrid, cell: number, digit: number): boolean =>
  (grid.masks[cell]! & (1 << (digit - 1))) !== 0;
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
      const findings = allFound(cycleAndForcingChains, grid);
      // The best finding (the one SE takes) and a spread of the others.
      for (const f of findings.filter((_, i) => i < 4 || i % 25 === 0)) {
        const text = explainFinding(f, grid).explanation;
        const chain = readChain(text);
        const kinds = checkLinks(grid, chain, text);
        // The chain alternates "is" and "is not", and X-chains stay on one digit.
        chain.forEach((p, i) => {
          expect(p.on, text).toBe(chain[0]!.on === (i % 2 === 0));
        });
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
          expect(end.cell === start.cell && end.digit === start.digit && end.on !== start.on, text).toBe(
            true,
          );
          const code = start.cell * 9 + start.digit - 1;
          if (start.on) expect(f.removals).toEqual([code]);
          else expect([f.cell, f.digit]).toEqual([start.cell, start.digit]);
        }
        // The complexity counts the chain's distinct potentials.
        expect(f.complexity).toBe(
          new Set(chain.map((p) => `${String(p.cell)}${String(p.digit)}${String(p.on)}`)).size,
        );
        seen.set(f.technique, (seen.get(f.technique) ?? 0) + 1);
      }
    }
    // Every family was met (so every branch above was exercised).
    for (const id of [...CYCLES, ...FORCING]) expect(seen.get(id) ?? 0, id).toBeGreaterThan(0);
  });

  it('says in the clue what to try, and highlights the chain', () => {
    const grid = STAGES[0]!;
    const f = allFound(cycleAndForcingChains, grid).find((h) => FORCING.has(h.technique))!;
    const step = explainFinding(f, grid);
    const start = readChain(step.explanation)[0]!;
    const cell = `r${String(((start.cell / 9) | 0) + 1)}c${String((start.cell % 9) + 1)}`;
    expect(step.clue.small).toMatch(
      start.on ? `Try ${String(start.digit)} in ${cell}` : `Suppose ${cell} is not`,
    );
    expect(step.clue.big).toMatch(
      new RegExp(`^If ${cell} were (not )?${String(start.digit)}, a chain of \\d+ links`),
    );
    expect(step.highlights.candidates.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the best chain alone (the rating, and the hints at each step)', () => {
  // The hint engine takes a chain room's first finding from its `best` finder, which builds only
  // the findings that improve on the best so far: it must be the first of every finding, sorted.
  const same = (a: Finding | null, b: Finding | undefined): void => {
    expect(a === null).toBe(b === undefined);
    if (a === null || b === undefined) return;
    expect([a.technique, a.tenths, a.complexity, a.removals, a.cell, a.digit]).toEqual([
      b.technique,
      b.tenths,
      b.complexity,
      b.removals,
      b.cell,
      b.digit,
    ]);
  };

  it('is the first of the cycles and forcing X-/XY-chains', () => {
    let met = 0;
    for (const grid of STAGES) {
      const first = allFound(cycleAndForcingChains, grid)[0];
      if (first !== undefined) met++;
      same(firstFound(bestCycleAndForcingChain, grid), first);
    }
    expect(met).toBeGreaterThanOrEqual(50);
  });

  it('is the first of the Nishio and multiple forcing chains', () => {
    const met = new Map<MultipleMode, number>();
    for (const grid of STAGES.filter((_, i) => i % 4 === 0)) {
      for (const mode of ['nishio', 'multiple'] as const) {
        const first = allFound((g, sink) => multipleChains(g, mode, sink), grid)[0];
        if (first !== undefined) met.set(mode, (met.get(mode) ?? 0) + 1);
        same(
          firstFound((g, sink) => bestMultipleChain(g, mode, sink), grid),
          first,
        );
      }
    }
    expect(met.get('nishio') ?? 0).toBeGreaterThan(5);
    expect(met.get('multiple') ?? 0).toBeGreaterThan(5);
  });
});

/** Chain fragments of a sentence (each branch line; a long one shortened with `…`). */
function fragments(text: string): { line: Potential[]; full: boolean }[] {
  const out: { line: Potential[]; full: boolean }[] = [];
  for (const m of text.matchAll(/r\dc\d[=≠]\d(?: → (?:r\dc\d[=≠]\d|…))+/g)) {
    const line = m[0]
      .split(' → ')
      .filter((p) => p !== '…')
      .map((p) => ({
        cell: (Number(p[1]) - 1) * 9 + Number(p[3]) - 1,
        digit: Number(p[5]),
        on: p[4] === '=',
      }));
    out.push({ line, full: !m[0].includes('…') });
  }
  return out;
}

const potentialOf = (node: number): Potential => {
  const code = node % 729;
  return { cell: (code / 9) | 0, digit: (code % 9) + 1, on: node < 729 };
};
const name = (cell: number): string => `r${String(((cell / 9) | 0) + 1)}c${String((cell % 9) + 1)}`;

describe('Nishio, multiple and dynamic forcing chains name their assumptions and show each branch', () => {
  const modes: readonly [MultipleMode, number][] = [
    ['nishio', 8],
    ['multiple', 8],
    ['dynamic', 3],
    ['dynamicPlus', 1],
  ];
  for (const [mode, positions] of modes) {
    it(
      mode,
      () => {
        const kinds = new Set<string>();
        let checked = 0;
        for (const grid of STAGES.slice(0, positions)) {
          const findings = allFound((g, sink) => multipleChains(g, mode, sink), grid);
          for (const f of findings.filter((_, i) => i < 3 || i % 30 === 0)) {
            const step = explainFinding(f, grid);
            const text = step.explanation;
            // One line: only a nested step's explanation runs to several (a list of inner chains).
            expect(text).not.toMatch(/[\n•]/);
            const p = f.pattern;
            if (p.kind !== 'forcing') throw new Error(`${f.technique}: a ${p.kind} pattern`);
            const assumptions = p.assumptions;
            expect(assumptions.length, text).toBeGreaterThan(0);
            const parts = fragments(text);
            const first = potentialOf(assumptions[0]!);
            if (assumptions.length === 1) {
              // A contradiction: the assumption leads to a candidate both true and false.
              kinds.add('contradiction');
              expect(text).toContain(
                `if ${name(first.cell)} were ${first.on ? '' : 'not '}${String(first.digit)}, then`,
              );
              expect(parts).toHaveLength(2);
              const [a, b] = [parts[0]!.line, parts[1]!.line];
              expect(a[0]).toEqual(first);
              expect(b[0]).toEqual(first);
              const [x, y] = [a[a.length - 1]!, b[b.length - 1]!];
              expect([x.cell, x.digit, x.on]).toEqual([y.cell, y.digit, !y.on]);
              expect(text).toContain(`: ${name(x.cell)} would both be and not be ${String(x.digit)} (`);
              // The step removes the assumption, or places the candidate assumed false.
              if (first.on) expect(f.removals).toEqual([assumptions[0]]);
              else expect([f.cell, f.digit]).toEqual([first.cell, first.digit]);
            } else {
              const target =
                f.cell >= 0 ? potentialOf(f.cell * 9 + f.digit - 1) : potentialOf(729 + f.removals[0]!);
              expect(parts).toHaveLength(assumptions.length);
              parts.forEach((part, i) => {
                expect(part.line[0], text).toEqual(potentialOf(assumptions[i]!));
                expect(part.line[part.line.length - 1], text).toEqual(target);
              });
              if (assumptions.length === 2 && assumptions[1] === assumptions[0]! + 729) {
                kinds.add('both');
                expect(text).toContain(`${name(first.cell)} is ${String(first.digit)} or it is not.`);
              } else if (p.unit >= 0) {
                kinds.add('unit');
                expect(text).toContain(`${String(first.digit)} goes in `);
                // Every place of the digit in the unit is assumed once.
                const places = Array.from(UNIT_CELLS.subarray(p.unit * 9, p.unit * 9 + 9)).filter((c) =>
                  has(grid, c, first.digit),
                );
                expect(assumptions.map((n) => potentialOf(n).cell)).toEqual(places);
              } else {
                kinds.add('cell');
                const digits = assumptions.map((n) => potentialOf(n).digit);
                expect(popcount(grid.masks[first.cell]!)).toBe(digits.length);
                expect(text).toContain(
                  `${name(first.cell)} is ${digits.slice(0, -1).join(', ')} or ${String(digits.at(-1))}.`,
                );
              }
              expect(step.clue.big).toMatch(/^(Whether or not|Whichever|Wherever)/);
            }
            // Only dynamic (+) goes from "is not" to "is not" (by a basic technique), and says so.
            const offOff = parts.some(
              (p) => p.full && p.line.some((q, i) => i > 0 && !q.on && !p.line[i - 1]!.on),
            );
            const note = text.includes('A ≠ after a ≠ follows from');
            if (offOff) expect(note).toBe(true);
            if (offOff || note) expect(mode).toBe('dynamicPlus');
            // Without dynamic steps, a branch written in full is a chain of static links.
            if (mode === 'multiple')
              for (const part of parts) if (part.full) checkLinks(grid, part.line, text);
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(0);
        if (mode === 'nishio') expect([...kinds]).toEqual(['contradiction']);
        if (mode === 'multiple') expect(kinds).toEqual(new Set(['cell', 'unit']));
        if (mode === 'dynamic') expect(kinds).toEqual(new Set(['contradiction', 'both', 'cell', 'unit']));
      },
      60_000,
    );
  }

  it('still names the assumptions when the branches cannot be replayed on the grid given', () => {
    const grid = STAGES[0]!;
    const f = allFound((g, sink) => multipleChains(g, 'multiple', sink), grid)[0]!;
    const empty = LogicGrid.fromValues(new Uint8Array(81));
    const text = explainFinding(f, empty).explanation;
    expect(text).toMatch(/^Multiple forcing chain: .* Either way, /);
    expect(text).not.toContain('→');
    const nishio = allFound((g, sink) => multipleChains(g, 'nishio', sink), grid)[0]!;
    const told = explainFinding(nishio, empty).explanation;
    expect(told).toMatch(
      /^Nishio forcing chain: if r\dc\d were \d, the chains would end in a contradiction; so remove /,
    );
  });
});

/**
 * Positions of the public sets where SE's order takes each type of unique loop, BUG and aligned
 * pair exclusion before any chain: the set, the puzzle's index among its puzzle lines, the step.
 */
const UNIQUENESS_CASES: readonly [string, number, string, number][] = [
  ['top1465.txt', 0, 'unique-rectangle', 1],
  ['top1465.txt', 38, 'unique-rectangle', 2],
  ['top1465.txt', 11, 'unique-rectangle', 4],
  ['se-rated.tsv', 28, 'unique-loop', 1],
  ['top1465.txt', 941, 'unique-loop', 2],
  ['top1465.txt', 196, 'unique-loop', 3],
  ['top1465.txt', 385, 'unique-loop', 4],
  ['se-rated.tsv', 114, 'bivalue-universal-grave', 1],
  ['se-rated.tsv', 82, 'bivalue-universal-grave', 2],
  ['17-clue.txt', 20357, 'bivalue-universal-grave', 3],
  ['17-clue.txt', 15271, 'bivalue-universal-grave', 4],
];

const FIXTURES = new Map<string, string[]>();
const puzzle = (file: string, index: number): string => {
  if (!FIXTURES.has(file)) FIXTURES.set(file, fixture(file));
  return FIXTURES.get(file)![index]!;
};

/** Walks SE's order (below the chains) to the first finding of `technique`; its grid before it. */
function walkTo(line: string, technique: string): [Finding, LogicGrid] {
  const grid = gridOf(line);
  for (;;) {
    const f = nextFinding(grid, { unique: true, maxTenths: 64 });
    if (f === null) throw new Error(`no ${technique} in ${line}`);
    if (f.technique === technique) return [f, grid];
    applyFinding(grid, f);
  }
}

const digitList = (mask: number): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (mask & (1 << (d - 1))) !== 0);
const unitText = (unit: number): string =>
  `${['row', 'column', 'box'][(unit / 9) | 0]!} ${String((unit % 9) + 1)}`;
const unitCells = (unit: number): number[] => Array.from(UNIT_CELLS.subarray(unit * 9, unit * 9 + 9));

describe('unique loops and BUG explain their type', () => {
  for (const [file, index, technique, type] of UNIQUENESS_CASES) {
    it(`${technique} type ${String(type)} (${file} #${String(index)})`, () => {
      const [f, grid] = walkTo(puzzle(file, index), technique);
      const u = f.pattern;
      if (u.kind !== 'loop' && u.kind !== 'bug') throw new Error(`${f.technique}: a ${u.kind} pattern`);
      expect(u.type).toBe(type);
      const text = explainFinding(f, grid).explanation;
      const extra = u.extraCells;
      const removedDigits = new Set(f.removals.map((c) => (c % 9) + 1));
      if (technique !== 'bivalue-universal-grave') {
        const [a, b] = digitList(u.digits);
        if (u.kind !== 'loop') throw new Error('a loop without its cells');
        const loop = u.cells;
        expect(
          text.startsWith(
            `${technique === 'unique-loop' ? 'Unique loop' : 'Unique rectangle'} type ${String(type)} on ${String(a)}/${String(b)} in `,
          ),
        ).toBe(true);
        // Every loop cell holds both digits; the extra cells are exactly those holding more.
        for (const c of loop) expect(grid.masks[c]! & u.digits).toBe(u.digits);
        expect(loop.filter((c) => grid.masks[c] !== u.digits)).toEqual(expect.arrayContaining([...extra]));
        expect(loop.filter((c) => grid.masks[c] !== u.digits)).toHaveLength(extra.length);
        if (type === 1) {
          expect(text).toContain(`${name(extra[0]!)} must hold a third digit`);
          expect(f.removals.every((c) => ((c / 9) | 0) === extra[0])).toBe(true);
        } else if (type === 2) {
          for (const c of extra) expect(grid.masks[c]! & ~u.digits).toBe(1 << (u.digit - 1));
          expect(text).toContain(`must hold ${String(u.digit)},`);
          expect([...removedDigits]).toEqual([u.digit]);
        } else if (type === 3) {
          // The extra digits and the set cells make a naked set of one more digit than set cells.
          let set = (grid.masks[extra[0]!]! | grid.masks[extra[1]!]!) & ~u.digits;
          for (const c of u.setCells) set |= grid.masks[c]!;
          expect(popcount(set)).toBe(u.setCells.length + 1);
          for (const c of [...extra, ...u.setCells]) expect(unitCells(u.unit)).toContain(c);
          expect(text).toContain(`makes a naked set ${digitList(set).join('/')} in ${unitText(u.unit)}`);
        } else {
          // The locked digit: its only places in the unit are the two extra cells.
          expect(unitCells(u.unit).filter((c) => has(grid, c, u.digit))).toEqual(
            [...extra].sort((x, y) => x - y),
          );
          expect(text).toContain(`${String(u.digit)} in ${unitText(u.unit)} must be in`);
          const other = digitList(u.digits).filter((d) => d !== u.digit);
          expect([...removedDigits]).toEqual(other);
          expect(text).toContain(`so neither can be ${String(other[0])}`);
        }
      } else {
        expect(text.startsWith(`Bivalue universal grave type ${String(type)}: without `)).toBe(true);
        // Every empty cell but the extra ones is bivalue.
        for (let c = 0; c < 81; c++)
          if (grid.values[c] === 0 && !extra.includes(c)) expect(popcount(grid.masks[c]!), name(c)).toBe(2);
        for (const c of extra) expect(popcount(grid.masks[c]!)).toBeGreaterThan(2);
        if (type === 1) {
          const keep = digitList(u.digits);
          expect(text).toContain(`without ${keep.join(' or ')} in ${name(extra[0]!)}`);
          expect(removedDigits.has(keep[0]!)).toBe(false);
        } else if (type === 2) {
          for (const c of extra) expect(has(grid, c, u.digit)).toBe(true);
          expect(text).toContain(`is ${String(u.digit)}, and no cell seeing them all is`);
        } else if (type === 3) {
          for (const c of [...extra, ...u.setCells]) expect(unitCells(u.unit)).toContain(c);
          expect(text).toContain(`makes a naked set`);
          expect(text).toContain(`in ${unitText(u.unit)}`);
        } else {
          expect(unitCells(u.unit).filter((c) => has(grid, c, u.digit))).toEqual(
            [...extra].sort((x, y) => x - y),
          );
          expect(text).toContain(
            `as ${String(u.digit)} in ${unitText(u.unit)} lies only in ${name(Math.min(...extra))}`,
          );
        }
      }
    });
  }
});

describe('aligned exclusions', () => {
  it('list the combinations that rule out a removed candidate, each for a true reason', () => {
    const [f, grid] = walkTo(puzzle('top1465.txt', 532), 'aligned-pair-exclusion');
    const text = explainFinding(f, grid).explanation;
    if (f.pattern.kind !== 'aligned') throw new Error(`a ${f.pattern.kind} pattern`);
    const { base, excluders } = f.pattern;
    const [c0, c1] = base as [number, number];
    const removed = f.removals[0]!;
    const cell = (removed / 9) | 0;
    const other = cell === c0 ? c1 : c0;
    expect(text).toContain(`${name(cell)}=${String((removed % 9) + 1)} fits no combination: `);
    // One reason per candidate of the other cell, and each reason holds on the grid.
    const reasons = [
      ...text.matchAll(
        /with (r\dc\d)=(\d), (r\dc\d) (?:\(([\d/]+)\) would have no candidate left|and (r\dc\d) would both be (\d))/g,
      ),
    ];
    expect(reasons.length).toBe(Math.min(popcount(grid.masks[other]!), 4));
    for (const r of reasons) {
      expect(r[1]).toBe(name(other));
      const v = Number(r[2]);
      if (r[4] !== undefined) {
        // An excluder whose candidates are all taken by the pair.
        const ex = excluders.find((c) => name(c) === r[3])!;
        expect(digitList(grid.masks[ex]!).join('/')).toBe(r[4]);
        expect(digitList(grid.masks[ex]!).every((d) => d === v || d === (removed % 9) + 1)).toBe(true);
      } else expect(Number(r[6])).toBe(v);
    }
  });
});
