/**
 * `SudokuRules`: the text and JSON forms, the clashes, the jigsaw checks, and the regions and peers
 * against Sudoku Explainer's own region tables (test/fixtures/se-regions.txt).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { peersOf } from '../../src/board/geometry.js';
import { isSudokuError } from '../../src/errors.js';
import {
  MAX_CUSTOM_REGIONS,
  SUDOKU_RULE_TERMS,
  SudokuRules,
  rulesTables,
  type SudokuRegionKind,
} from '../../src/rules/rule-set.js';
import { fixtureLines } from '../helpers.js';
import { size } from '../sample.js';

/** SE's regions by its region class name, each a list of cell sets (ascending). */
function seRegions(): Map<string, number[][]> {
  const map = new Map<string, number[][]>();
  for (const line of fixtureLines('se-regions.txt')) {
    if (line.startsWith('#')) continue;
    const [head, cells] = line.split(' : ');
    const kind = head!.split(' ')[2]!;
    const list = map.get(kind) ?? [];
    list.push(
      cells!
        .split(' ')
        .map(Number)
        .sort((a, b) => a - b),
    );
    map.set(kind, list);
  }
  return map;
}

const SE = seRegions();
const SE_CLASS: Partial<Record<SudokuRegionKind, string>> = {
  row: 'Row',
  column: 'Column',
  box: 'Block',
  'disjoint-group': 'DG',
  window: 'Window',
  diagonal: 'diagonalMain',
  'anti-diagonal': 'diagonalAnti',
  girandola: 'Girandola',
  asterisk: 'Asterisk',
  'centre-dot': 'CD',
};

/** A valid jigsaw layout (boxes with cells traded along three borders). */
const JIGSAW = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';
const BOXES = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';

function codeOf(run: () => unknown): { code: string; position?: number; index?: number } | undefined {
  try {
    run();
  } catch (error) {
    if (!isSudokuError(error)) throw error;
    return { code: error.code, ...(error.position === undefined ? {} : { position: error.position }) };
  }
  return undefined;
}

function errorOf(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    if (!isSudokuError(error)) throw error;
    return { ...Object.fromEntries(Object.entries(error)), message: error.message };
  }
  throw new Error('no error');
}

describe('SudokuRules: values', () => {
  it('has the classic rules by default, one frozen value', () => {
    const classic = SudokuRules.classic;
    expect(classic).toBe(SudokuRules.classic);
    expect(SudokuRules.parse('classic')).toBe(classic);
    expect(classic.isClassic).toBe(true);
    expect(classic.toString()).toBe('classic');
    expect(Object.isFrozen(classic)).toBe(true);
    expect(classic.regions.map((r) => r.kind)).toEqual([
      ...Array<string>(9).fill('row'),
      ...Array<string>(9).fill('column'),
      ...Array<string>(9).fill('box'),
    ]);
    for (let cell = 0; cell < 81; cell++) expect(classic.peersOf(cell)).toEqual(peersOf(cell));
    expect(Object.isFrozen(classic.regions)).toBe(true);
  });

  it('gives the parts in canonical order, whatever the order written', () => {
    expect(SudokuRules.parse('windoku+x').toString()).toBe('x+windoku');
    expect(SudokuRules.parse('non-consecutive+anti-king+latin+x').toString()).toBe(
      'latin+x+anti-king+non-consecutive',
    );
    expect(SudokuRules.parse('classic+x')).toBe(SudokuRules.parse('x'));
    expect(SudokuRules.parse('x').isClassic).toBe(false);
  });

  it('renumbers a jigsaw layout canonically, and the layout of the boxes is the classic rules', () => {
    const relabelled = JIGSAW.replace(/[1-9]/g, (d) => String(10 - Number(d)));
    expect(SudokuRules.parse(`jigsaw:${relabelled}`).toString()).toBe(`jigsaw:${JIGSAW}`);
    expect(SudokuRules.parse(`jigsaw:${BOXES}`)).toBe(SudokuRules.classic);
    const rules = SudokuRules.parse(`jigsaw:${JIGSAW}`);
    expect(rules.layout).toBe('jigsaw');
    const jigsaw = rules.regions.filter((r) => r.kind === 'jigsaw');
    expect(jigsaw).toHaveLength(9);
    for (const region of jigsaw)
      for (const cell of region.cells) expect(Number(JIGSAW[cell]) - 1).toBe(region.index);
  });

  it('builds the tables once per distinct rule set', () => {
    const a = SudokuRules.parse('x+windoku');
    const b = SudokuRules.fromJSON({ regions: ['windoku', 'x'] });
    expect(b).toBe(a);
    expect(rulesTables(a)).toBe(rulesTables(b));
    expect(a.equals(SudokuRules.parse('windoku+x'))).toBe(true);
    expect(a.equals(SudokuRules.classic)).toBe(false);
  });

  it('lists every term of the text form once, with its SE flag', () => {
    const names = SUDOKU_RULE_TERMS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const term of SUDOKU_RULE_TERMS) {
      if (term.name === 'jigsaw') continue;
      expect(SudokuRules.parse(term.name).toString()).toBe(term.name);
      expect(term.seFlag).toMatch(/^--is\w+=[01]$/);
    }
  });
});

describe('SudokuRules: the regions are the cells Sudoku Explainer uses', () => {
  const all = SudokuRules.parse('x+windoku+disjoint-groups+asterisk+girandola');
  const cd = SudokuRules.parse('centre-dot');
  it.each([...Object.entries(SE_CLASS)])('%s regions are SE %s', (kind, seClass) => {
    const source = kind === 'centre-dot' ? cd : all;
    const ours = source.regions.filter((r) => r.kind === kind).map((r) => [...r.cells]);
    expect(ours).toEqual(SE.get(seClass));
    source.regions
      .filter((r) => r.kind === kind)
      .forEach((region, k) => {
        expect(region.index).toBe(k);
      });
  });

  it('peers are exactly the cells sharing a region or a knight/king move', () => {
    for (const text of [
      'x+windoku',
      'anti-knight',
      'anti-king+latin',
      `jigsaw:${JIGSAW}+asterisk+anti-knight`,
    ]) {
      const rules = SudokuRules.parse(text);
      const knight = rules.neighbourRules.includes('anti-knight');
      const king = rules.neighbourRules.includes('anti-king');
      for (let a = 0; a < 81; a++) {
        const expected: number[] = [];
        for (let b = 0; b < 81; b++) {
          if (a === b) continue;
          const dr = Math.abs(Math.floor(a / 9) - Math.floor(b / 9));
          const dc = Math.abs((a % 9) - (b % 9));
          const shared = rules.regions.some((r) => r.cells.includes(a) && r.cells.includes(b));
          const knights = knight && dr * dc === 2;
          const kings = king && dr <= 1 && dc <= 1;
          if (shared || knights || kings) expected.push(b);
        }
        expect(rules.peersOf(a)).toEqual(expected);
      }
    }
  });
});

// Rule sets as parts, for the round-trip properties.
const layoutArb = fc.constantFrom(
  '',
  'latin',
  `jigsaw:${JIGSAW}`,
  `jigsaw:${JIGSAW.replace(/1/g, 'x').replace(/2/g, '1').replace(/x/g, '2')}`,
);
const extrasArb = fc.subarray(['x', 'windoku', 'disjoint-groups', 'asterisk', 'girandola', 'centre-dot']);
const neighboursArb = fc.subarray(['anti-knight', 'anti-king', 'non-consecutive']);
const regionArb = fc
  .shuffledSubarray(
    Array.from({ length: 81 }, (_, i) => i),
    { minLength: 9, maxLength: 9 },
  )
  .map((cells) => cells);
const partsArb = fc
  .tuple(layoutArb, extrasArb, neighboursArb, fc.array(regionArb, { maxLength: 3 }))
  .map(([layout, extras, neighbours, custom]) => ({
    parts: [
      ...(layout === '' ? [] : [layout]),
      ...extras,
      ...neighbours,
      ...custom.map(
        (cells) => `region:${cells.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`).join(',')}`,
      ),
    ],
    custom,
  }));

function tryParse(text: string): SudokuRules | undefined {
  try {
    return SudokuRules.parse(text);
  } catch (error) {
    // Random parts may clash (centre-dot is disjoint group 5; a custom region may be a jigsaw one).
    if (isSudokuError(error) && (error.code as string) === 'RULES_CLASH') return undefined;
    throw error;
  }
}

describe('SudokuRules: round trips', () => {
  it('parse(toString()) and fromJSON(toJSON()) give the same rules, in any order of the parts', () => {
    fc.assert(
      fc.property(partsArb, fc.nat(), ({ parts }, seed) => {
        const rules = tryParse(parts.length === 0 ? 'classic' : parts.join('+'));
        if (rules === undefined) return;
        const shuffled = parts.slice();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (seed + i * 7) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const text = rules.toString();
        expect(SudokuRules.parse(text).toString()).toBe(text);
        if (parts.length > 0) expect(SudokuRules.parse(shuffled.join('+')).toString()).toBe(text);
        const json: unknown = JSON.parse(JSON.stringify(rules));
        expect(SudokuRules.fromJSON(json as never).toString()).toBe(text);
        expect(rules.isClassic).toBe(text === 'classic');
        expect(rules.customRegions.length).toBe(parts.filter((p) => p.startsWith('region:')).length);
      }),
      { numRuns: size(60, 400) },
    );
  });

  it('writes the JSON form with every field', () => {
    expect(SudokuRules.parse('x+anti-king').toJSON()).toEqual({
      layout: 'boxes',
      regions: ['x'],
      neighbours: ['anti-king'],
      custom: [],
    });
    const custom = SudokuRules.parse(`jigsaw:${JIGSAW}+region:r9c9,r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1`);
    expect(custom.toJSON()).toEqual({
      layout: 'jigsaw',
      jigsaw: JIGSAW,
      regions: [],
      neighbours: [],
      custom: [[0, 1, 2, 3, 4, 5, 6, 9, 80]],
    });
    expect(custom.toString()).toBe(`jigsaw:${JIGSAW}+region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1,r9c9`);
    expect(custom.regions.at(-1)).toEqual({ kind: 'custom', index: 0, cells: [0, 1, 2, 3, 4, 5, 6, 9, 80] });
  });
});

describe('SudokuRules: bad texts name what is wrong and where', () => {
  const R9 = 'region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1,r2c2';
  it.each([
    ['', 'INVALID_RULES', 1],
    ['x+', 'INVALID_RULES', 3],
    ['+x', 'INVALID_RULES', 1],
    ['x++windoku', 'INVALID_RULES', 3],
    ['windokuu', 'UNKNOWN_RULE', 1],
    ['x+Windoku', 'UNKNOWN_RULE', 3],
    ['x+latin:1', 'UNKNOWN_RULE', 3],
    ['x+x', 'RULES_CLASH', 3],
    ['latin+latin', 'RULES_CLASH', 7],
    ['latin+classic', 'RULES_CLASH', 7],
    [`latin+jigsaw:${JIGSAW}`, 'RULES_CLASH', 7],
    [`jigsaw:${JIGSAW}+jigsaw:${JIGSAW}`, 'RULES_CLASH', 90],
    ['disjoint-groups+centre-dot', 'RULES_CLASH', 17],
    // The later region in canonical order is the centre dot, whatever the order written.
    ['centre-dot+disjoint-groups', 'RULES_CLASH', 1],
    ['x+region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r1c8,r1c9', 'RULES_CLASH', 3],
    ['region:r1c1,r2c2,r3c3,r4c4,r5c5,r6c6,r7c7,r8c8,r9c9+x', 'RULES_CLASH', 1],
    [`${R9}+${R9}`, 'RULES_CLASH', R9.length + 2],
    ['jigsaw', 'INVALID_JIGSAW', 1],
    ['x+jigsaw:123', 'INVALID_JIGSAW', 10],
    ['region:r1c1,r1c2', 'INVALID_REGION', 8],
    ['region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1,r2c2,r2c3', 'INVALID_REGION', 53],
    ['region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1,r1c1', 'INVALID_REGION', 48],
    ['region:r1c1,r1c2,r1c3,r1c4,r1c5,r1c6,r1c7,r2c1,r0c1', 'INVALID_REGION', 48],
    ['region:', 'INVALID_REGION', 8],
  ])('%j → %s at %i', (text, code, position) => {
    expect(codeOf(() => SudokuRules.parse(text))).toEqual({ code, position });
  });

  it('suggests the rule meant, and lists the known ones', () => {
    const error = errorOf(() => SudokuRules.parse('x+winduko'));
    expect(error.message).toContain("did you mean 'windoku'?");
    expect(error.message).toContain('(at position 3)');
    expect(error.value).toBe('winduko');
    expect(errorOf(() => SudokuRules.parse('disjoint-groups+centre-dot')).message).toBe(
      "'centre-dot' repeats disjoint group 5: the centre dot is the same nine cells (at position 17)",
    );
  });

  it('refuses more custom regions than the limit', () => {
    const regions = Array.from(
      { length: MAX_CUSTOM_REGIONS + 1 },
      (_, k) =>
        `region:r1c${(k % 9) + 1},` +
        Array.from({ length: 8 }, (_, j) => `r${2 + j}c${((k + j + Math.floor(k / 9)) % 9) + 1}`).join(','),
    );
    expect(codeOf(() => SudokuRules.parse(regions.join('+')))?.code).toMatch(/INVALID_RULES|RULES_CLASH/);
  });

  it('takes only strings', () => {
    expect(() => SudokuRules.parse(5 as unknown as string)).toThrow(TypeError);
  });
});

describe('SudokuRules: jigsaw layouts', () => {
  const offset = 'jigsaw:'.length; // positions count from the start of the text
  const swap = (layout: string, i: number, id: string): string =>
    layout.slice(0, i) + id + layout.slice(i + 1);
  it('refuses a region of 8 or 10 cells, naming the region and the cell', () => {
    // r1c3 moved from region 2 to region 1: region 1 has 10 cells, region 2 has 8.
    const ten = swap(JIGSAW, 2, '1');
    const error = errorOf(() => SudokuRules.parse(`jigsaw:${ten}`));
    expect(error).toMatchObject({
      code: 'INVALID_JIGSAW',
      value: 1,
      found: 10,
      index: 21,
      position: offset + 22,
    });
    // r9c9 moved from region 9 to region 8: region 8 has 10 cells, region 9 (first met) has 8.
    const eight = swap(JIGSAW, 80, '8');
    expect(errorOf(() => SudokuRules.parse(`jigsaw:${eight}`))).toMatchObject({
      code: 'INVALID_JIGSAW',
      value: 8,
      found: 10,
      index: 80,
      position: offset + 81,
    });
  });

  it('refuses a disconnected region with the first cell cut off', () => {
    // Trade r1c1 (region 1) with r9c9 (region 9): counts stay 9, both regions fall apart.
    const cut = swap(swap(JIGSAW, 0, '9'), 80, '1');
    const error = errorOf(() => SudokuRules.parse(`jigsaw:${cut}`));
    expect(error).toMatchObject({ code: 'INVALID_JIGSAW', value: 9, index: 60, position: offset + 61 });
    expect(error.message).toBe(
      'the jigsaw layout: region 9 is not connected: r7c7 cannot be reached from r1c1 (at position 68)',
    );
  });

  it('refuses bad ids and lengths with the position', () => {
    expect(errorOf(() => SudokuRules.parse(`jigsaw:${swap(JIGSAW, 40, '0')}`))).toMatchObject({
      code: 'INVALID_JIGSAW',
      index: 40,
      character: '0',
      position: offset + 41,
    });
    expect(errorOf(() => SudokuRules.parse(`x+jigsaw:${JIGSAW.slice(1)}`))).toMatchObject({
      code: 'INVALID_JIGSAW',
      found: 80,
      position: 10,
    });
    expect(errorOf(() => SudokuRules.fromJSON({ jigsaw: swap(JIGSAW, 3, '.') }))).toMatchObject({
      code: 'INVALID_JIGSAW',
      index: 3,
      position: 4,
    });
  });
});

describe('SudokuRules.fromJSON: bad values', () => {
  it.each([
    [{ layout: 'box' }, 'INVALID_RULES'],
    [{ layout: 'latin', jigsaw: JIGSAW }, 'RULES_CLASH'],
    [{ layout: 'jigsaw' }, 'INVALID_JIGSAW'],
    [{ regions: 'x' }, 'INVALID_RULES'],
    [{ regions: ['y'] }, 'UNKNOWN_RULE'],
    [{ regions: ['x', 'x'] }, 'RULES_CLASH'],
    [{ neighbours: ['anti-queen'] }, 'UNKNOWN_RULE'],
    [{ regions: ['disjoint-groups', 'centre-dot'] }, 'RULES_CLASH'],
    [{ custom: [[1, 2, 3]] }, 'INVALID_REGION'],
    [{ custom: [[0, 1, 2, 3, 4, 5, 6, 7, 81]] }, 'INVALID_REGION'],
    [{ custom: [[0, 1, 2, 3, 4, 5, 6, 7, 7]] }, 'INVALID_REGION'],
    [{ custom: [[0, 1, 2, 3, 4, 5, 6, 7, 8]] }, 'RULES_CLASH'],
    [{ custom: ['r1c1'] }, 'INVALID_REGION'],
    [{ custom: Array.from({ length: 28 }, () => []) }, 'INVALID_RULES'],
    [{ colour: 'red' }, 'INVALID_RULES'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(() => SudokuRules.fromJSON(value as never))?.code).toBe(code);
  });

  it('refuses a huge sparse array without walking it', () => {
    expect(codeOf(() => SudokuRules.fromJSON({ regions: new Array(1e9) }))?.code).toBe('INVALID_RULES');
  });

  it('takes only objects', () => {
    for (const value of [null, 'x', 3, [], undefined])
      expect(() => SudokuRules.fromJSON(value as never)).toThrow(TypeError);
  });

  it('reads a layout-only jigsaw and defaults the rest', () => {
    expect(SudokuRules.fromJSON({ jigsaw: JIGSAW }).toString()).toBe(`jigsaw:${JIGSAW}`);
    expect(SudokuRules.fromJSON({})).toBe(SudokuRules.classic);
  });
});
