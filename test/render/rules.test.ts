/**
 * Pictures and print pages under variant rules, checked against the rule sets' definitions as
 * docs/variants.md states them (computed here from the rows, columns and boxes, not from the
 * library's region tables): which cells each extra region shades, where the jigsaw borders run,
 * that a Latin square has no box lines, that the neighbour rules are named, that computed pencil
 * marks obey the rules, that answer keys are the fixture's solutions; and that a bad `rules` is a
 * TypeError, including hostile values.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuRules,
  buildPrintPage,
  renderBoardSvg,
  renderStepSvg,
  type SudokuStep,
} from '../../src/index.js';
import { expectGoodMessage, hostileValueArb } from '../hardening/support.js';
import { size } from '../sample.js';
import {
  CUSTOM,
  JIGSAW,
  VARIANT_CASES,
  regionStep,
  variantGoldens,
  variantPicture,
  variantPrintPage,
  variantRow,
} from './variant-cases.js';

function parse(text: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
}

const byClass = (root: Document | Element, tag: string, cls: string): Element[] =>
  Array.from(root.getElementsByTagName(tag)).filter((e) => e.getAttribute('class') === cls);

/** The cells covered by the rectangles of `group` (a `<g>`), from their geometry. */
function coveredCells(group: Element | undefined): number[] {
  if (group === undefined) return [];
  const cells = new Set<number>();
  for (const rect of Array.from(group.getElementsByTagName('rect'))) {
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(rect.getAttribute(a)));
    const column = (x! - 6) / 100;
    const row = (y! - 6) / 100;
    expect(Number.isInteger(column) && Number.isInteger(row) && h === 100 && w! % 100 === 0).toBe(true);
    for (let k = 0; k < w! / 100; k++) cells.add(row * 9 + column + k);
  }
  return [...cells].sort((a, b) => a - b);
}

/** `r2c5 r3c3 …` (1-based, as docs/variants.md lists cells) as cell indices, ascending. */
const cellsOf = (text: string): number[] =>
  text
    .split(' ')
    .map((name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1)
    .sort((a, b) => a - b);

const rowsColumns = (rows: readonly number[], columns: readonly number[]): number[] =>
  rows.flatMap((r) => columns.map((c) => r * 9 + c)).sort((a, b) => a - b);

/** The unit edges of the thick lines (`Mx yVy2`, `Mx yHx2` runs), as `v:row:line` / `h:line:column`. */
function thickEdges(svg: Document): Set<string> {
  const edges = new Set<string>();
  for (const path of byClass(svg, 'path', 'sudoku-thick')) {
    for (const [, x, y, dir, to] of path.getAttribute('d')!.matchAll(/M([\d.]+) ([\d.]+)([VH])([\d.]+)/g)) {
      const [x0, y0, end] = [Number(x), Number(y), Number(to)];
      if (dir === 'V') for (let v = y0; v < end; v += 100) edges.add(`v:${(v - 6) / 100}:${(x0 - 6) / 100}`);
      else for (let h = x0; h < end; h += 100) edges.add(`h:${(y0 - 6) / 100}:${(h - 6) / 100}`);
    }
  }
  return edges;
}

/** The edges between orthogonal neighbours of different regions of a layout (81 ids). */
function layoutEdges(layout: string): Set<string> {
  const edges = new Set<string>();
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      if (c < 8 && layout[r * 9 + c] !== layout[r * 9 + c + 1]) edges.add(`v:${r}:${c + 1}`);
      if (r < 8 && layout[r * 9 + c] !== layout[(r + 1) * 9 + c]) edges.add(`h:${r + 1}:${c}`);
    }
  return edges;
}

const BOXES = Array.from({ length: 81 }, (_, i) => String(((i / 27) | 0) * 3 + (((i % 9) / 3) | 0) + 1)).join(
  '',
);

/** The cells of region `id` (1–9) of a jigsaw layout, ascending. */
const layoutRegion = (layout: string, id: number): number[] =>
  Array.from({ length: 81 }, (_, i) => i).filter((i) => layout[i] === String(id));

const picture = (name: string): Document =>
  parse(
    variantPicture(
      VARIANT_CASES.find((c) => c.name === name)!,
      'light',
      360,
    ),
  );

describe('pictures under variant rules', () => {
  it('every golden and the print page are well-formed XML', () => {
    for (const [name, svg] of variantGoldens()) {
      const doc = parse(svg);
      expect(doc.documentElement!.tagName, name).toBe('svg');
    }
    expect(parse(variantPrintPage()).documentElement!.tagName).toBe('html');
  });

  it('windoku shades the four windows: rows and columns 2–4 and 6–8', () => {
    const doc = picture('windoku');
    expect(coveredCells(byClass(doc, 'g', 'sudoku-window')[0])).toEqual(
      rowsColumns([1, 2, 3, 5, 6, 7], [1, 2, 3, 5, 6, 7]),
    );
  });

  it('the asterisk, the girandola, the centre dot and a custom region shade their cells', () => {
    expect(coveredCells(byClass(picture('asterisk'), 'g', 'sudoku-asterisk')[0])).toEqual(
      cellsOf('r2c5 r3c3 r3c7 r5c2 r5c5 r5c8 r7c3 r7c7 r8c5'),
    );
    expect(coveredCells(byClass(picture('girandola'), 'g', 'sudoku-girandola')[0])).toEqual(
      cellsOf('r1c1 r1c9 r2c5 r5c2 r5c5 r5c8 r8c5 r9c1 r9c9'),
    );
    expect(coveredCells(byClass(picture('centre-dot'), 'g', 'sudoku-centre-dot')[0])).toEqual(
      rowsColumns([1, 4, 7], [1, 4, 7]),
    );
    expect(coveredCells(byClass(picture('custom'), 'g', 'sudoku-custom')[0])).toEqual(
      cellsOf(CUSTOM.slice('region:'.length).replaceAll(',', ' ')),
    );
  });

  it('the disjoint groups take the nine region colours: group k is the k-th cell of every box', () => {
    const doc = picture('disjoint-groups');
    for (let k = 0; k < 9; k++) {
      const group = rowsColumns(
        [0, 3, 6].map((r) => r + ((k / 3) | 0)),
        [0, 3, 6].map((c) => c + (k % 3)),
      );
      expect(coveredCells(byClass(doc, 'g', `sudoku-region-${k + 1}`)[0])).toEqual(group);
    }
  });

  it('x draws both diagonals corner to corner, and no other fill', () => {
    const doc = picture('x');
    expect(byClass(doc, 'path', 'sudoku-diagonal').map((p) => p.getAttribute('d'))).toEqual([
      'M6 6L906 906M906 6L6 906',
    ]);
    expect(byClass(doc, 'g', 'sudoku-regions')).toHaveLength(0);
  });

  it('a jigsaw has thick borders exactly between cells of different regions; colours are an option', () => {
    for (const name of ['jigsaw', 'jigsaw-colours']) {
      const doc = picture(name);
      expect(thickEdges(doc)).toEqual(layoutEdges(JIGSAW));
      expect(thickEdges(doc)).not.toEqual(layoutEdges(BOXES));
    }
    expect(byClass(picture('jigsaw'), 'g', 'sudoku-regions')).toHaveLength(0);
    const coloured = picture('jigsaw-colours');
    for (let id = 1; id <= 9; id++) {
      expect(coveredCells(byClass(coloured, 'g', `sudoku-region-${id}`)[0])).toEqual(
        layoutRegion(JIGSAW, id),
      );
    }
    // The classic picture's thick lines are the box borders (the same check, another layout).
    expect(thickEdges(parse(renderBoardSvg(SudokuBoard.empty())))).toEqual(layoutEdges(BOXES));
  });

  it('a Latin square has thin lines between every two cells and no thick line but the frame', () => {
    const doc = picture('latin');
    expect(byClass(doc, 'path', 'sudoku-thick')).toHaveLength(0);
    expect(byClass(doc, 'rect', 'sudoku-thick')).toHaveLength(1);
    const d = byClass(doc, 'path', 'sudoku-thin')[0]!.getAttribute('d')!;
    for (let k = 1; k < 9; k++) {
      expect(d).toContain(`M${6 + 100 * k} 6V906`);
      expect(d).toContain(`M6 ${6 + 100 * k}H906`);
    }
  });

  it('names every rule in the default title and description, neighbour rules with their meaning', () => {
    const meanings = {
      'anti-knight': "a knight's move apart",
      'anti-king': "a king's move apart",
      'non-consecutive': 'never differ by 1',
    };
    for (const [name, meaning] of Object.entries(meanings)) {
      const doc = picture(name);
      expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(`Sudoku (${name})`);
      expect(doc.getElementsByTagName('desc')[0]!.textContent).toContain(meaning);
    }
    expect(picture('x-windoku').getElementsByTagName('title')[0]!.textContent).toBe(
      'Sudoku (X (diagonals), windoku)',
    );
    expect(picture('latin').getElementsByTagName('desc')[0]!.textContent).toContain('Rules: Latin square.');
  });

  it('computed pencil marks obey the rules: no digit of the cell’s diagonal in a diagonal cell', () => {
    const board = SudokuBoard.parse(variantRow('x').puzzle);
    const rules = SudokuRules.parse('x');
    const doc = parse(renderBoardSvg(board, { rules, candidates: 'computed' }));
    const marks = new Map<number, string>();
    for (const text of Array.from(byClass(doc, 'g', 'sudoku-candidates')[0]!.getElementsByTagName('text'))) {
      const cell =
        Math.floor((Number(text.getAttribute('y')) - 6) / 100) * 9 +
        Math.floor((Number(text.getAttribute('x')) - 6) / 100);
      marks.set(cell, (marks.get(cell) ?? '') + text.textContent!);
    }
    const classic = parse(renderBoardSvg(board, { candidates: 'computed' }));
    expect(
      byClass(classic, 'g', 'sudoku-candidates')[0]!.getElementsByTagName('text').length,
    ).toBeGreaterThan(byClass(doc, 'g', 'sudoku-candidates')[0]!.getElementsByTagName('text').length);
    const main = Array.from({ length: 9 }, (_, k) => k * 10);
    const anti = Array.from({ length: 9 }, (_, k) => k * 8 + 8);
    let checked = 0;
    for (const diagonal of [main, anti]) {
      const digits = diagonal.map((cell) => board.get((cell / 9) | 0, cell % 9)).filter((v) => v !== 0);
      for (const cell of diagonal)
        for (const digit of digits) {
          expect(marks.get(cell) ?? '').not.toContain(String(digit));
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('SudokuRules.classic draws the classic picture, byte for byte', () => {
    const board = SudokuBoard.parse(variantRow('x').puzzle);
    const options = { candidates: 'computed', highlights: { units: ['b2', 'r3'] } } as const;
    expect(renderBoardSvg(board, { ...options, rules: SudokuRules.classic })).toBe(
      renderBoardSvg(board, options),
    );
    const { step } = regionStep('windoku', 'window', (i) => `window${i + 1}`);
    const classicStep: SudokuStep = { ...step, highlights: { ...step.highlights, units: ['b1'] } };
    expect(renderStepSvg(classicStep, board, { rules: SudokuRules.classic })).toBe(
      renderStepSvg(classicStep, board),
    );
  });

  it('a step may highlight any region of the rules; under a jigsaw b4 is jigsaw region 4', () => {
    const window = regionStep('windoku', 'window', (i) => `window${i + 1}`);
    const region = window.rules.regions.find(
      (r) => r.kind === 'window' && `window${r.index + 1}` === window.step.highlights.units[0],
    )!;
    const doc = parse(renderStepSvg(window.step, window.board, { rules: window.rules }));
    expect(coveredCells(byClass(doc, 'g', 'sudoku-unit')[0])).toEqual(region.cells);
    const jigsaw = regionStep(`jigsaw:${JIGSAW}`, 'jigsaw', (i) => `jigsaw${i + 1}`);
    const id = Number(jigsaw.step.highlights.units[0]!.slice('jigsaw'.length));
    const asBox: SudokuStep = {
      ...jigsaw.step,
      highlights: { ...jigsaw.step.highlights, units: [`b${id}`] },
    };
    const drawn = renderStepSvg(jigsaw.step, jigsaw.board, { rules: jigsaw.rules });
    expect(renderStepSvg(asBox, jigsaw.board, { rules: jigsaw.rules })).toBe(drawn);
    expect(coveredCells(byClass(parse(drawn), 'g', 'sudoku-unit')[0])).toEqual(layoutRegion(JIGSAW, id));
  });

  it('a game’s own rules are drawn unless the options give others', () => {
    const board = SudokuBoard.parse(variantRow('windoku').puzzle);
    const game = {
      puzzle: board,
      board,
      conflicts: [],
      notes: (): number[] => [],
      candidates: (): unknown => null,
      rules: SudokuRules.parse('windoku'),
    };
    const windoku = renderBoardSvg(board, { rules: SudokuRules.parse('windoku') });
    const drawn = renderBoardSvg(game as never);
    expect(drawn).toContain('sudoku-window');
    expect(drawn.slice(drawn.indexOf('<style>'))).toBe(windoku.slice(windoku.indexOf('<style>')));
    expect(renderBoardSvg(game as never, { rules: SudokuRules.classic })).not.toContain('sudoku-window');
    expect(() => renderBoardSvg({ ...game, rules: 'windoku' } as never)).toThrow(
      new TypeError("subject.rules must be a SudokuRules (SudokuRules.parse('x')), received 'windoku'"),
    );
  });
});

describe('print pages under variant rules', () => {
  const doc = parse(variantPrintPage());
  const svgs = Array.from(doc.getElementsByTagName('svg'));

  it('captions name the rules; puzzles and keys are drawn under them', () => {
    const captions = Array.from(doc.getElementsByTagName('figcaption')).map((c) => c.textContent);
    expect(captions.slice(0, 6)).toEqual([
      `1 · X (diagonals) · SE ${variantRow('x').er!.toFixed(1)}`,
      `2 · windoku · SE ${variantRow('windoku').er!.toFixed(1)}`,
      '3 · jigsaw',
      `4 · Latin square · SE ${variantRow('latin').er!.toFixed(1)}`,
      `5 · anti-knight · SE ${variantRow('anti-knight').er!.toFixed(1)}`,
      '6',
    ]);
    expect(svgs).toHaveLength(12);
    for (const k of [0, 6]) expect(byClass(svgs[k]!, 'path', 'sudoku-diagonal')).toHaveLength(1);
    for (const k of [1, 7]) expect(byClass(svgs[k]!, 'g', 'sudoku-window')).toHaveLength(1);
    for (const k of [2, 8]) {
      expect(thickEdges(svgs[k]! as unknown as Document)).toEqual(layoutEdges(JIGSAW));
      expect(byClass(svgs[k]!, 'g', 'sudoku-region-1')).toHaveLength(1);
    }
    expect(svgs[4]!.getElementsByTagName('desc')[0]!.textContent).toContain("a knight's move apart");
  });

  it('each answer key is the fixture’s solution, solved under the puzzle’s rules', () => {
    const texts = ['x', 'windoku', `jigsaw:${JIGSAW}`, 'latin', 'anti-knight'];
    texts.forEach((text, i) => {
      const key = svgs[6 + i]!;
      const digits = new Array<string>(81).fill('.');
      for (const t of Array.from(key.getElementsByTagName('text'))) {
        const cell =
          Math.floor((Number(t.getAttribute('y')) - 6) / 100) * 9 +
          Math.floor((Number(t.getAttribute('x')) - 6) / 100);
        digits[cell] = t.textContent!;
      }
      expect(digits.join(''), text).toBe(variantRow(text).solution);
    });
  });
});

describe('bad rules', () => {
  const board = SudokuBoard.empty();
  const step = regionStep('windoku', 'window', (i) => `window${i + 1}`).step;

  it('a rules option that is no SudokuRules is a TypeError naming it', () => {
    expect(() => renderBoardSvg(board, { rules: 'x' as never })).toThrow(
      new TypeError("options.rules must be a SudokuRules (SudokuRules.parse('x')), received 'x'"),
    );
    expect(() => renderBoardSvg(board, { rules: {} as never })).toThrow(TypeError);
    expect(() => renderStepSvg(step, board, { rules: 'windoku' as never })).toThrow(TypeError);
    expect(() => buildPrintPage([{ board, rules: 'x' as never }])).toThrow(
      new TypeError("puzzles[0].rules must be a SudokuRules (SudokuRules.parse('x')), received 'x'"),
    );
    expect(() => renderBoardSvg(board, { jigsawColours: 'yes' as never })).toThrow(
      new TypeError("options.jigsawColours must be a boolean, received 'yes'"),
    );
    expect(() => buildPrintPage([board], { jigsawColours: 1 as never })).toThrow(TypeError);
  });

  it('a region the rules do not have is a RangeError naming the unit', () => {
    expect(() => renderStepSvg(step, board)).toThrow(RangeError);
    const x = SudokuRules.parse('x');
    expect(() => renderBoardSvg(board, { rules: x, highlights: { units: ['window2'] } })).toThrow(
      /^options\.highlights\.units\[0\] must be a unit such as 'r4', 'c2' or 'b5', or a region of the rules x such as 'window2' \(its kind and number\), received 'window2'$/,
    );
    expect(() => renderBoardSvg(board, { rules: x, highlights: { units: ['diagonal2'] } })).toThrow(
      RangeError,
    );
    expect(() =>
      renderBoardSvg(board, { rules: SudokuRules.parse('latin'), highlights: { units: ['b4'] } }),
    ).toThrow(RangeError);
    expect(() => renderBoardSvg(board, { rules: x, highlights: { units: [3 as never] } })).toThrow(TypeError);
  });

  it('hostile rules values give a TypeError or a RangeError in the library’s words, never a crash', () => {
    fc.assert(
      fc.property(hostileValueArb(), fc.integer({ min: 0, max: 2 }), (value, entry) => {
        const made = value.make();
        const call = [
          () => renderBoardSvg(board, { rules: made as never }),
          () => renderStepSvg(step, board, { rules: made as never }),
          () => buildPrintPage([{ board, rules: made as never }], { answers: false }),
        ][entry]!;
        try {
          call();
          expect(made === undefined || entry === 1).toBe(true);
        } catch (error) {
          if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
          expectGoodMessage(error);
        }
      }),
      { numRuns: size(60, 600) },
    );
  });
});
