/**
 * The chain engine's own parts (`src/logic/engine/chains/`), checked on positions of the public
 * puzzle set `test/fixtures/top1465.txt` (provenance in `test/fixtures/README.md`): the reused
 * runs of the dynamic propagator, the mode table and how a chain becomes a finding. What the
 * finders find is checked against Sudoku Explainer by the rating's golden files.
 */
import { readFileSync } from 'node:fs';
import { SE_ORDER } from '../../src/rating/se-order.js';
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_INFO, type SudokuTechniqueId } from '../../src/logic/technique.js';
import {
  ORDER_CELL,
  NODES,
  OFF,
  chainFinding,
  lengthTenths,
} from '../../src/logic/engine/chains/potentials.js';
import {
  MODES,
  modesOf,
  NESTED_DYNAMIC_MODES,
  type MultipleMode,
} from '../../src/logic/engine/chains/modes.js';
import { Propagator } from '../../src/logic/engine/chains/propagator.js';
import type { Absurd, Run } from '../../src/logic/engine/chains/run.js';
import { LEVEL_RULES } from '../../src/logic/engine/chains/stall.js';
import { LogicGrid } from '../../src/logic/grid.js';

const puzzles = readFileSync(new URL('../fixtures/top1465.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim().length >= 81);

function gridOf(line: string): LogicGrid {
  const values = new Uint8Array(81);
  for (let i = 0; i < 81; i++) values[i] = line[i]! >= '1' && line[i]! <= '9' ? Number(line[i]) : 0;
  return LogicGrid.fromValues(values);
}

/** Everything a run holds: potentials in order, each with its parents, and the contradiction. */
function snapshot(run: Run, absurd: Absurd | null): unknown {
  const parents = (n: number): number[] =>
    Array.from(run.pool.subarray(run.start[n], run.start[n]! + run.len[n]!));
  const reached: number[] = [];
  for (let n = 0; n < NODES; n++) if (run.has(n)) reached.push(n);
  return {
    ons: [...run.ons.subarray(0, run.onCount)],
    offs: [...run.offs.subarray(0, run.offCount)],
    reached,
    parents: [...run.ons.subarray(0, run.onCount), ...run.offs.subarray(0, run.offCount)].map(parents),
    sizes: [...run.ons.subarray(0, run.onCount), ...run.offs.subarray(0, run.offCount)].map((n) =>
      run.ancestorCount(n),
    ),
    absurd,
  };
}

/** The first `count` candidates of `grid`, as "on" and "off" potentials. */
function potentials(grid: LogicGrid, count: number): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < 81 && out.length < 2 * count; cell++) {
    if (grid.values[cell] !== 0) continue;
    for (let d = 0; d < 9; d++)
      if ((grid.masks[cell]! & (1 << d)) !== 0) out.push(cell * 9 + d, OFF + cell * 9 + d);
  }
  return out.slice(0, 2 * count);
}

describe('the dynamic propagator', () => {
  const modes: readonly MultipleMode[] = ['nishio', 'multiple', 'dynamic', 'dynamicPlus'];
  for (const which of modes) {
    it(`${which}: a released run, handed out again, propagates exactly as a fresh one`, () => {
      const grid = gridOf(puzzles[0]!);
      const pooled = new Propagator({ values: grid.values, save: grid.masks, mode: MODES[which] });
      let contradictions = 0;
      let released: Run | null = null;
      for (const node of potentials(grid, 12)) {
        const fresh = new Propagator({ values: grid.values, save: grid.masks, mode: MODES[which] });
        const a = fresh.seeded(node);
        const expected = snapshot(a, fresh.propagate(a));
        const b = pooled.seeded(node);
        if (released !== null) expect(b).toBe(released);
        const absurd = pooled.propagate(b);
        expect(snapshot(b, absurd)).toEqual(expected);
        if (absurd !== null) contradictions++;
        pooled.release(b);
        released = b;
      }
      // The sample exercises both endings of a run.
      expect(contradictions).toBeGreaterThan(0);
    });
  }
});

describe('the mode table', () => {
  it('maps each multiple-chain technique to its producers and nothing else', () => {
    const ids = Object.keys(TECHNIQUE_INFO) as SudokuTechniqueId[];
    const found = ids.filter((id) => modesOf(id).length > 0);
    expect(found.sort()).toEqual([...new Set(Object.values(MODES).map((m) => m.id))].sort());
    for (const [key, mode] of Object.entries(MODES)) {
      expect(modesOf(mode.id)).toContain(key);
      expect(LEVEL_RULES[Math.min(mode.level, 1)]).toBeDefined();
      // Inner searches exactly from level 2 up, and only of producers below the mode's own.
      expect(mode.inner.length > 0).toBe(mode.level >= 2);
      for (const inner of mode.inner)
        if (inner !== 'cycles') expect(MODES[inner].level).toBeLessThan(mode.level);
    }
    expect(modesOf('nested-dynamic-forcing-chain')).toEqual([...NESTED_DYNAMIC_MODES]);
    // The rating runs the nested producers only on boards with one solution (se-order.ts).
    const nested = SE_ORDER.filter((o) =>
      o.techniques.some((t) => MODES.nested.id === t || t.startsWith('nested-')),
    );
    expect(nested).toHaveLength(3);
    for (const o of nested) expect(o.uniqueOnly).toBe(true);
    expect(LEVEL_RULES[MODES.dynamic.level]).toHaveLength(0);
    expect(LEVEL_RULES[MODES.dynamicPlus.level]!.length).toBeGreaterThan(0);
  });
});

describe('a chain finding', () => {
  const pattern = { kind: 'forcing', cells: [3], unit: -1, assumptions: [3 * 9 + 4] } as const;
  const base = { technique: 'dynamic-forcing-chain', base: 85, order: ORDER_CELL, pattern } as const;
  it('places the digit of an "on" conclusion and nothing for an "off" one or none', () => {
    const on = chainFinding({ ...base, complexity: 9, removals: [3 * 9 + 1], conclusion: 3 * 9 + 4 });
    expect([on.cell, on.digit, on.tenths, on.sortKey]).toEqual([3, 5, 85 + lengthTenths(9), ORDER_CELL]);
    const off = chainFinding({ ...base, complexity: 4, removals: [40], conclusion: OFF + 40 });
    expect([off.cell, off.digit, off.tenths]).toEqual([-1, 0, 85]);
    const none = chainFinding({ ...base, complexity: 4, removals: [40, 41] });
    expect([none.cell, none.digit, none.pattern]).toEqual([-1, 0, pattern]);
  });
});
