/**
 * The pictures as documents: well-formed XML (read by a real parser, @xmldom/xmldom, that throws
 * on any error or warning), untrusted text kept as text, options checked, games and steps drawn
 * with the right classes, and each link arrow ending on the candidates it links (read from the
 * SVG's own coordinates).
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  renderBoardSvg,
  renderStepSvg,
  type SudokuStep,
} from '../../src/index.js';
import { escapeXml, num } from '../../src/render/svg.js';
import { STEP_CASES, goldenPictures, sampleGame, stepOf } from './cases.js';

const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/**
 * Parses `svg`, failing on any error or warning of the parser but one: U+FFFD is what the
 * renderer writes for characters XML forbids, on purpose.
 */
function parse(svg: string): Document {
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === 'warning' && message.includes('replacement character')) return;
      throw new Error(`${level}: ${message}`);
    },
  });
  return parser.parseFromString(svg, 'image/svg+xml');
}

function all(doc: Document, tag: string): Element[] {
  return Array.from(doc.getElementsByTagName(tag));
}

/** The `<g>` elements of a class. */
function groups(doc: Document, cls: string): Element[] {
  return all(doc, 'g').filter((g) => (g.getAttribute('class') ?? '').split(' ').includes(cls));
}

describe('well-formed documents', () => {
  const pictures = goldenPictures();

  it('every golden picture parses as SVG with a title, a description and role="img"', () => {
    expect(pictures.size).toBe(56);
    for (const [name, svg] of pictures) {
      const doc = parse(svg);
      const root = doc.documentElement!;
      expect(root.tagName, name).toBe('svg');
      expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('role')).toBe('img');
      const children = Array.from(root.childNodes).filter((n) => n.nodeType === 1) as Element[];
      expect(children[0]!.tagName).toBe('title');
      expect(children[1]!.tagName).toBe('desc');
      expect(children[1]!.textContent!.length).toBeGreaterThan(10);
      // No ids: two pictures inlined in one page cannot clash.
      expect(svg).not.toMatch(/\sid=/);
    }
  });

  it('is the same string for the same input, and the size sets only width and height', () => {
    const board = SudokuBoard.parse(EASY);
    const a = renderBoardSvg(board, { candidates: 'computed' });
    expect(renderBoardSvg(board, { candidates: 'computed' })).toBe(a);
    const b = renderBoardSvg(board, { candidates: 'computed', size: 1000 });
    expect(b.replace('width="1000" height="1000"', 'width="360" height="360"')).toBe(a);
    expect(a).toContain('viewBox="0 0 912 912" width="360" height="360"');
  });

  it('draws the board: 17 givens, no pencil marks unless asked', () => {
    const doc = parse(renderBoardSvg(SudokuBoard.parse(EASY)));
    expect(all(groups(doc, 'sudoku-given')[0]! as unknown as Document, 'text')).toHaveLength(17);
    expect(groups(doc, 'sudoku-candidates')).toHaveLength(0);
    expect(doc.getElementsByTagName('desc')[0]!.textContent).toBe('Sudoku grid: 17 givens, 64 empty cells.');
  });

  it('draws every legal digit with candidates: computed, and given candidates as they are', () => {
    const board = SudokuBoard.parse(EASY);
    const computed = SudokuCandidates.fromBoard(board);
    const svg = renderBoardSvg(board, { candidates: 'computed' });
    expect(renderBoardSvg(board, { candidates: computed })).toBe(svg);
    const texts = all(groups(parse(svg), 'sudoku-candidates')[0]! as unknown as Document, 'text');
    expect(texts).toHaveLength(computed.count - 17);
    const fewer = computed.without(0, 0, computed.get(0, 0)[0]!);
    const doc = parse(renderBoardSvg(board, { candidates: fewer }));
    expect(all(groups(doc, 'sudoku-candidates')[0]! as unknown as Document, 'text')).toHaveLength(
      computed.count - 18,
    );
  });
});

describe('games', () => {
  it('styles givens, entered digits and clashes apart, and draws the notes', () => {
    const game = sampleGame();
    const doc = parse(renderBoardSvg(game));
    const givens = all(groups(doc, 'sudoku-given')[0]! as unknown as Document, 'text');
    const entries = all(groups(doc, 'sudoku-entry')[0]! as unknown as Document, 'text');
    expect(givens).toHaveLength(17);
    expect(entries.map((t) => t.textContent)).toEqual(['5', '7']);
    // r9c3 = 7 clashes with the 7s given in r9c6 and r8c2.
    expect(game.conflicts).toEqual([64, 74, 77]);
    const clashing = [...givens, ...entries].filter((t) => t.getAttribute('class') === 'sudoku-conflict');
    expect(clashing).toHaveLength(game.conflicts.length);
    const notes = all(groups(doc, 'sudoku-candidates')[0]! as unknown as Document, 'text');
    expect(notes.map((t) => t.textContent)).toEqual(['2', '4', '7']);
    expect(doc.getElementsByTagName('desc')[0]!.textContent).toBe(
      'Sudoku grid: 17 givens, 2 digits entered, 62 empty cells.',
    );
  });

  it('reads a game through its public methods when it carries no brand (a prototype frozen first)', () => {
    const game = sampleGame();
    const unbranded = {
      puzzle: game.puzzle,
      board: game.board,
      conflicts: game.conflicts,
      notes: (row: number, column: number) => game.notes(row, column),
      candidates: () => game.candidates(),
    };
    expect(renderBoardSvg(unbranded as never)).toBe(renderBoardSvg(game));
    const hint = game.erase(8, 2).hint()!;
    expect(renderStepSvg(hint, { ...unbranded, board: game.erase(8, 2).board } as never)).toContain('<desc>');
  });

  it("draws the game's notes, computed candidates or none, as asked", () => {
    const game = sampleGame();
    expect(renderBoardSvg(game, { candidates: 'notes' })).toBe(renderBoardSvg(game));
    expect(renderBoardSvg(game, { candidates: 'none' })).not.toContain('<g class="sudoku-candidates"');
    expect(renderBoardSvg(game, { candidates: 'computed' })).toBe(
      renderBoardSvg(game, { candidates: SudokuCandidates.fromBoard(game.board) }),
    );
  });

  it('draws a hint on the game from its own candidates', () => {
    const game = sampleGame().erase(0, 0).erase(8, 2);
    const hint = game.hint()!;
    const svg = renderStepSvg(hint, game);
    expect(svg).toBe(renderStepSvg(hint, game, { candidates: game.candidates() }));
    expect(parse(svg).getElementsByTagName('desc')[0]!.textContent).toBe(hint.explanation);
  });
});

describe('untrusted text', () => {
  const attack = '</title><script>alert(1)</script>';

  it('stays text in the title and the description', () => {
    const svg = renderBoardSvg(SudokuBoard.parse(EASY), { title: attack, description: `${attack}]]>&amp;` });
    const doc = parse(svg);
    expect(all(doc, 'script')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(attack);
    expect(doc.getElementsByTagName('desc')[0]!.textContent).toBe(`${attack}]]>&amp;`);
    expect(svg).not.toContain('<script');
  });

  it("stays text in a step's name and explanation", () => {
    const { step, board } = stepOf(EASY, 'pointing');
    const forged = { ...step, name: attack, explanation: `"${attack}'` };
    const doc = parse(renderStepSvg(forged, board));
    expect(all(doc, 'script')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(attack);
    expect(doc.getElementsByTagName('desc')[0]!.textContent).toBe(`"${attack}'`);
  });

  it('gives well-formed XML for characters XML forbids, and keeps the others', () => {
    const nasty = 'a\u0000b\u0008c\u001f\ud800d\udc00e\ufffe\uffff😀\t\n\r<&>"\'';
    expect(escapeXml(nasty)).toBe(
      'a\ufffdb\ufffdc\ufffd\ufffdd\ufffde\ufffd\ufffd😀&#9;&#10;&#13;&lt;&amp;&gt;&quot;&#39;',
    );
    const doc = parse(renderBoardSvg(SudokuBoard.parse(EASY), { title: nasty }));
    expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(
      'a\ufffdb\ufffdc\ufffd\ufffdd\ufffde\ufffd\ufffd😀\t\n\r<&>"\'',
    );
  });

  it('writes numbers to hundredths, the same way everywhere', () => {
    expect([num(0), num(-0), num(-0.001), num(1 / 3), num(2 / 3), num(12.5), num(1e-7)]).toEqual([
      '0',
      '0',
      '0',
      '0.33',
      '0.67',
      '12.5',
      '0',
    ]);
  });
});

describe('bad arguments', () => {
  const board = SudokuBoard.parse(EASY);

  it('names the option, with the nearest key for a misspelling', () => {
    expect(() => renderBoardSvg(board, { sise: 300 } as never)).toThrow(
      new TypeError(
        "options has an unknown key 'sise': did you mean 'size'? (known: size, theme, title, description, candidates, highlights, rules, jigsawColours)",
      ),
    );
    expect(() => renderBoardSvg(board, 'big' as never)).toThrow(TypeError);
    expect(() => renderBoardSvg(board, { size: 10 })).toThrow(
      new RangeError('options.size must be an integer from 64 to 4096, received 10'),
    );
    expect(() => renderBoardSvg(board, { size: 300.5 })).toThrow(RangeError);
    expect(() => renderBoardSvg(board, { size: '300' as never })).toThrow(TypeError);
    expect(() => renderBoardSvg(board, { theme: 'blue' as never })).toThrow(
      new RangeError("options.theme must be 'light' or 'dark', received 'blue'"),
    );
    expect(() => renderBoardSvg(board, { theme: 1 as never })).toThrow(TypeError);
    expect(() => renderBoardSvg(board, { title: 1 as never })).toThrow(
      new TypeError('options.title must be a string, received 1'),
    );
    expect(() => renderBoardSvg(board, { description: null as never })).toThrow(TypeError);
    expect(() => renderBoardSvg(board, { candidates: 'all' as never })).toThrow(RangeError);
    expect(() => renderBoardSvg(board, { candidates: {} as never })).toThrow(
      new TypeError('options.candidates must be SudokuCandidates, received an object'),
    );
    expect(() => renderBoardSvg(board, { candidates: 'notes' })).toThrow(
      new RangeError("options.candidates 'notes' needs a SudokuGame; a board has no notes"),
    );
  });

  it('checks the highlights item by item', () => {
    expect(() => renderBoardSvg(board, { highlights: { cell: [1] } as never })).toThrow(
      /options.highlights has an unknown key 'cell': did you mean 'cells'\?/,
    );
    expect(() => renderBoardSvg(board, { highlights: { cells: [0, 81] } })).toThrow(
      new RangeError('options.highlights.cells[1] must be an integer from 0 to 80, received 81'),
    );
    expect(() => renderBoardSvg(board, { highlights: { cells: 3 as never } })).toThrow(
      new TypeError('options.highlights.cells must be an array, received 3'),
    );
    expect(() => renderBoardSvg(board, { highlights: { units: ['r0'] } })).toThrow(
      new RangeError("options.highlights.units[0] must be a unit such as 'r4', 'c2' or 'b5', received 'r0'"),
    );
    expect(() => renderBoardSvg(board, { highlights: { units: [4 as never] } })).toThrow(TypeError);
    expect(() =>
      renderBoardSvg(board, { highlights: { candidates: [{ row: 0, column: 9, value: 1 }] } }),
    ).toThrow(
      new RangeError('options.highlights.candidates[0].column must be an integer from 0 to 8, received 9'),
    );
    expect(() => renderBoardSvg(board, { highlights: { candidates: [null as never] } })).toThrow(TypeError);
  });

  it('names a subject that is neither a board nor a game', () => {
    expect(() => renderBoardSvg('1234' as never)).toThrow(
      new TypeError("subject must be a SudokuBoard or a SudokuGame, received '1234'"),
    );
    const fake = { [Symbol.for('open-sudoku-engine.SudokuGame')]: true };
    expect(() => renderBoardSvg(fake as never)).toThrow(
      /subject must be a SudokuGame, received an object marked as one that could not be read/,
    );
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(() => renderBoardSvg(trap as never)).toThrow(TypeError);
  });

  it('checks the step field by field', () => {
    const { step } = stepOf(EASY, 'pointing');
    expect(() => renderStepSvg(null as never, board)).toThrow(
      new TypeError('step must be a SudokuStep, received null'),
    );
    expect(() => renderStepSvg({ ...step, name: 3 } as never, board)).toThrow(
      new TypeError('step.name must be a string, received 3'),
    );
    const badLink = {
      ...step,
      links: [{ from: step.eliminations[0], to: step.eliminations[0], kind: 'medium' }],
    };
    expect(() => renderStepSvg(badLink as never, board)).toThrow(
      new RangeError("step.links[0].kind must be 'strong' or 'weak', received 'medium'"),
    );
    expect(() => renderStepSvg({ ...step, links: [7] } as never, board)).toThrow(TypeError);
    const badRef = { ...step, eliminations: [{ row: 0, column: 0, value: 10 }] };
    expect(() => renderStepSvg(badRef as never, board)).toThrow(
      new RangeError('step.eliminations[0].value must be an integer from 1 to 9, received 10'),
    );
    expect(() =>
      renderStepSvg({ ...step, highlights: { cells: [], units: ['x1'], candidates: [] } }, board),
    ).toThrow(RangeError);
    expect(() => renderStepSvg(step, board, { size: 5 })).toThrow(RangeError);
  });

  it('draws a step without links (from an older copy, or stored) without arrows', () => {
    const { puzzle } = STEP_CASES.find((c) => c.technique === 'forcing-xy-chain')!;
    const { step, board: before } = stepOf(puzzle, 'forcing-xy-chain');
    const old: { -readonly [K in keyof SudokuStep]?: SudokuStep[K] } = { ...step };
    delete old.links;
    const svg = renderStepSvg(old as SudokuStep, before);
    expect(svg).not.toContain('<g class="sudoku-link');
    expect(renderStepSvg(step, before)).toContain('<g class="sudoku-link');
    expect(svg).toBe(renderStepSvg({ ...step, links: [] }, before));
  });
});

/**
 * A path's points: `M x y Q cx cy ex ey` (a link between cells) or `M x y C c1x c1y c2x c2y ex ey`
 * (a link inside one cell) → start, control points, end.
 */
function pathPoints(d: string): [number, number][] {
  const m = /^M(-?[\d.]+) (-?[\d.]+)(?:Q((?:-?[\d.]+ ?){4})|C((?:-?[\d.]+ ?){6}))$/.exec(d);
  expect(m, d).not.toBeNull();
  const n = [m![1]!, m![2]!, ...(m![3] ?? m![4]!).split(' ')].map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i < n.length; i += 2) points.push([n[i]!, n[i + 1]!]);
  return points;
}

/** `count + 1` points along a quadratic or cubic Bézier curve given by its points. */
function along(points: readonly [number, number][], count = 64): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k <= count; k++) {
    let level = points.map((p) => [...p] as [number, number]);
    const t = k / count;
    while (level.length > 1)
      level = level
        .slice(1)
        .map((p, i) => [level[i]![0] + (p[0] - level[i]![0]) * t, level[i]![1] + (p[1] - level[i]![1]) * t]);
    out.push(level[0]!);
  }
  return out;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour a rule of a picture's style sheet gives `prop` (its fallback, without the page's property). */
function ruleColour(svg: string, theme: string, cls: string, prop: string): string {
  const rule = new RegExp(`\\.sudoku-${theme} \\.${cls}\\{([^}]*)\\}`).exec(svg);
  expect(rule, cls).not.toBeNull();
  const value = new RegExp(`(?:^|;)${prop}:(#[0-9a-f]{6});`).exec(rule![1]!);
  expect(value, `${cls} ${prop}`).not.toBeNull();
  return value![1]!;
}

describe('steps', () => {
  for (const { family, puzzle, technique } of STEP_CASES) {
    it(`${family} (${technique}): the sentence as description, placements and eliminations coloured`, () => {
      const { step, board, candidates } = stepOf(puzzle, technique);
      const doc = parse(renderStepSvg(step, board, { candidates }));
      expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(step.name);
      expect(doc.getElementsByTagName('desc')[0]!.textContent).toBe(step.explanation);
      const named = (cls: string): string[] =>
        groups(doc, cls).flatMap((g) =>
          Array.from(g.getElementsByTagName('circle')).map((c) => c.getAttribute('data-candidate')!),
        );
      const name = (r: { row: number; column: number; value: number }): string =>
        `r${r.row + 1}c${r.column + 1}n${r.value}`;
      expect(named('sudoku-place').sort()).toEqual(step.placements.map(name).sort());
      expect(named('sudoku-remove').sort()).toEqual(step.eliminations.map(name).sort());
      expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
      const highlighted = groups(doc, 'sudoku-cell');
      expect(highlighted.length).toBe(step.highlights.cells.length > 0 ? 1 : 0);
      expect(groups(doc, 'sudoku-link')).toHaveLength(step.links.length);
    });
  }

  it('draws each link of the chains as an arrow whose ends lie on the candidates it links', () => {
    let arrows = 0;
    for (const technique of ['xy-cycle', 'forcing-xy-chain', 'multiple-forcing-chain'] as const) {
      const { puzzle } = STEP_CASES.find((c) => c.technique === technique)!;
      const { step, board, candidates } = stepOf(puzzle, technique);
      expect(step.links.length, technique).toBeGreaterThan(2);
      const doc = parse(renderStepSvg(step, board, { candidates }));
      const circles = new Map(
        all(doc, 'circle').map((c) => [
          c.getAttribute('data-candidate')!,
          [Number(c.getAttribute('cx')), Number(c.getAttribute('cy')), Number(c.getAttribute('r'))] as const,
        ]),
      );
      // Each candidate's circle is centred on its pencil-mark digit (baseline 8.4 below the centre).
      const texts = all(groups(doc, 'sudoku-candidates')[0]! as unknown as Document, 'text');
      const links = groups(doc, 'sudoku-link');
      expect(links).toHaveLength(step.links.length);
      links.forEach((g, i) => {
        const link = step.links[i]!;
        const name = (r: { row: number; column: number; value: number }): string =>
          `r${r.row + 1}c${r.column + 1}n${r.value}`;
        expect(g.getAttribute('data-from')).toBe(name(link.from));
        expect(g.getAttribute('data-to')).toBe(name(link.to));
        expect(g.getAttribute('class')).toBe(`sudoku-link sudoku-${link.kind}`);
        const [line, head] = Array.from(g.getElementsByTagName('path'));
        const points = pathPoints(line!.getAttribute('d')!);
        const start = points[0]!;
        const end = points[points.length - 1]!;
        for (const [point, ref] of [
          [start, link.from],
          [end, link.to],
        ] as const) {
          const [cx, cy, r] = circles.get(name(ref))!;
          expect(Math.abs(Math.hypot(point[0] - cx, point[1] - cy) - r)).toBeLessThan(0.02);
          const digit = texts.find(
            (t) =>
              Number(t.getAttribute('x')) === cx && Math.abs(Number(t.getAttribute('y')) - cy - 8.4) < 0.02,
          );
          expect(digit?.textContent).toBe(String(ref.value));
        }
        // The head's tip is the curve's end.
        expect(head!.getAttribute('d')!.startsWith(`M${num(end[0])} ${num(end[1])}L`)).toBe(true);
        arrows++;
      });
      // Strong links solid, weak dashed: only weak links carry the dash class.
      expect(links.filter((g) => g.getAttribute('class')!.includes('sudoku-weak'))).toHaveLength(
        step.links.filter((l) => l.kind === 'weak').length,
      );
    }
    expect(arrows).toBeGreaterThan(10);
  });

  it('draws a link inside one cell as an arc that stands out, not as a bare arrowhead', () => {
    // Every ordered pair of a cell's candidates, in cells at the corners, edges and middle of
    // the grid and of a box: the nearest pairs' circles are 3.3 units apart, less than a head.
    const { puzzle } = STEP_CASES.find((c) => c.technique === 'forcing-xy-chain')!;
    const { step } = stepOf(puzzle, 'forcing-xy-chain');
    let loops = 0;
    for (const cell of [0, 4, 8, 10, 36, 40, 44, 72, 76, 80]) {
      const at = { row: (cell / 9) | 0, column: cell % 9 };
      const links = [];
      for (let a = 1; a <= 9; a++)
        for (let b = 1; b <= 9; b++)
          if (a !== b)
            links.push({ from: { ...at, value: a }, to: { ...at, value: b }, kind: 'weak' as const });
      const doc = parse(renderStepSvg({ ...step, links }, SudokuBoard.empty()));
      const circles = new Map(
        all(doc, 'circle').map((c) => [
          c.getAttribute('data-candidate')!,
          [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))],
        ]),
      );
      groups(doc, 'sudoku-link').forEach((g) => {
        const [line] = Array.from(g.getElementsByTagName('path'));
        const points = pathPoints(line!.getAttribute('d')!);
        expect(points, 'a cubic curve').toHaveLength(4);
        const [ax, ay] = circles.get(g.getAttribute('data-from')!)!;
        const [bx, by] = circles.get(g.getAttribute('data-to')!)!;
        const chord = Math.hypot(bx! - ax!, by! - ay!);
        const curve = along(points);
        let length = 0;
        let bulge = 0;
        curve.forEach(([x, y], i) => {
          if (i > 0) length += Math.hypot(x - curve[i - 1]![0], y - curve[i - 1]![1]);
          bulge = Math.max(bulge, Math.abs((x - ax!) * (by! - ay!) - (y - ay!) * (bx! - ax!)) / chord);
          // Inside the frame, never over the picture's edge.
          expect(Math.min(x, y)).toBeGreaterThan(7);
          expect(Math.max(x, y)).toBeLessThan(905);
        });
        // Several times the 11-unit head, and standing well out of the line between the two
        // candidates (past their circles, radius 15).
        expect(length).toBeGreaterThan(50);
        expect(bulge).toBeGreaterThan(19);
        loops++;
      });
    }
    expect(loops).toBe(720);
    // The chain steps' own links inside a cell are drawn the same way.
    const ownSteps = (['xy-cycle', 'forcing-xy-chain', 'multiple-forcing-chain'] as const).map(
      (technique) => {
        const { puzzle: p } = STEP_CASES.find((c) => c.technique === technique)!;
        return stepOf(p, technique);
      },
    );
    let own = 0;
    for (const { step: s, board, candidates } of ownSteps) {
      const doc = parse(renderStepSvg(s, board, { candidates }));
      groups(doc, 'sudoku-link').forEach((g, i) => {
        const link = s.links[i]!;
        const d = g.getElementsByTagName('path')[0]!.getAttribute('d')!;
        const inCell = link.from.row === link.to.row && link.from.column === link.to.column;
        expect(d.includes('C'), d).toBe(inCell);
        if (inCell) own++;
      });
    }
    expect(own).toBeGreaterThanOrEqual(6);
  });

  it('colours the chain’s true ("on", =) and false ("off", ≠) candidates apart, in both themes', () => {
    const name = (r: { row: number; column: number; value: number }): string =>
      `r${r.row + 1}c${r.column + 1}n${r.value}`;
    for (const technique of ['xy-cycle', 'forcing-xy-chain', 'multiple-forcing-chain'] as const) {
      const { puzzle } = STEP_CASES.find((c) => c.technique === technique)!;
      const { step, board, candidates } = stepOf(puzzle, technique);
      // A strong link leads to a true candidate from a false one, a weak link the other way.
      const on = new Set<string>();
      const off = new Set<string>();
      for (const link of step.links) {
        (link.kind === 'strong' ? on : off).add(name(link.to));
        (link.kind === 'strong' ? off : on).add(name(link.from));
      }
      expect(on.size, technique).toBeGreaterThan(1);
      expect(off.size, technique).toBeGreaterThan(1);
      const changed = new Set([...step.placements, ...step.eliminations].map(name));
      const doc = parse(renderStepSvg(step, board, { candidates }));
      const named = (cls: string): Set<string> =>
        new Set(
          groups(doc, cls).flatMap((g) =>
            Array.from(g.getElementsByTagName('circle')).map((c) => c.getAttribute('data-candidate')!),
          ),
        );
      // True candidates get a disc of their own (unless placed or removed: those keep their colour),
      // false ones a ring, drawn over any other circle; no chain candidate is a plain pattern mark.
      expect([...named('sudoku-on')].sort()).toEqual([...on].filter((c) => !changed.has(c)).sort());
      expect([...named('sudoku-off')].sort()).toEqual([...off].sort());
      for (const c of named('sudoku-mark')) expect(on.has(c) || off.has(c), c).toBe(false);
      for (const theme of ['light', 'dark'] as const) {
        const svg = renderStepSvg(step, board, { candidates, theme });
        const bg = ruleColour(svg, theme, 'sudoku-bg', 'fill');
        const cell = ruleColour(svg, theme, 'sudoku-cell', 'fill');
        const text = ruleColour(svg, theme, 'sudoku-candidates', 'fill');
        const onFill = ruleColour(svg, theme, 'sudoku-on', 'fill');
        const onRing = ruleColour(svg, theme, 'sudoku-on', 'stroke');
        const offRing = ruleColour(svg, theme, 'sudoku-off', 'stroke');
        expect(svg).toMatch(new RegExp(`\\.sudoku-${theme} \\.sudoku-off\\{[^}]*fill:none`));
        expect(new Set([onFill, onRing, offRing, ruleColour(svg, theme, 'sudoku-mark', 'fill')]).size).toBe(
          4,
        );
        // The digit on a true candidate's disc reads at 4.5:1; both rings stand out at 3:1 from
        // the picture and from a highlighted cell (WCAG's text and graphics contrasts).
        expect(contrast(text, onFill), theme).toBeGreaterThanOrEqual(4.5);
        for (const ring of [onRing, offRing])
          for (const under of [bg, cell, onFill])
            expect(contrast(ring, under), `${theme} ${ring}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('adds highlights given in the options to the step’s own', () => {
    const { step, board } = stepOf(EASY, 'pointing');
    const plain = renderStepSvg(step, board);
    const more = renderStepSvg(step, board, {
      highlights: { cells: [80], units: ['c9'], candidates: [{ row: 8, column: 7, value: 1 }] },
    });
    expect(more).not.toBe(plain);
    expect(more).toContain('data-candidate="r9c8n1"');
    expect(renderStepSvg(step, board, { title: 'T', description: 'D' })).toContain(
      '<title>T</title><desc>D</desc>',
    );
  });
});
