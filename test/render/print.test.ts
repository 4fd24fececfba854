/**
 * The print page builder: a well-formed document (read as XML by @xmldom/xmldom: the page is
 * written so that an XML parser reads it too), the page count of each layout, captions with
 * difficulty and rating, answer keys at the back, escaped text and checked options. Printing
 * itself (sheets in a PDF, nothing split) is checked in Chromium by the browser test.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGenerator, buildPrintPage, rateBoard } from '../../src/index.js';

const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

function parse(html: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(html, 'text/xml');
}

function byClass(doc: Document, tag: string, cls: string): Element[] {
  return Array.from(doc.getElementsByTagName(tag)).filter((e) => e.getAttribute('class') === cls);
}

const boards = Array.from({ length: 13 }, (_, i) =>
  // Relabelled copies of one puzzle: digit d becomes d + i (mod 9), still a valid puzzle.
  SudokuBoard.parse(EASY.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + i) % 9) + 1))),
);

describe('buildPrintPage', () => {
  for (const perPage of [1, 2, 4, 6] as const) {
    for (const count of [1, 6, 13]) {
      it(`${count} puzzles, ${perPage} a page: ceil(n / ${perPage}) pages, then ceil(n / 6) of answers`, () => {
        const doc = parse(buildPrintPage(boards.slice(0, count), { perPage }));
        const pages = byClass(doc, 'section', 'page');
        expect(pages).toHaveLength(Math.ceil(count / perPage) + Math.ceil(count / 6));
        const figures = pages.map((p) => p.getElementsByTagName('figure').length);
        const puzzlePages = Math.ceil(count / perPage);
        figures.slice(0, puzzlePages).forEach((n, i) => {
          expect(n).toBe(Math.min(perPage, count - i * perPage));
        });
        expect(figures.slice(puzzlePages).reduce((a, b) => a + b, 0)).toBe(count);
        // Page headers count the pages.
        const last = pages[pages.length - 1]!.getElementsByTagName('header')[0]!.textContent;
        expect(last).toContain(`${pages.length} / ${pages.length}`);
      });
    }
  }

  it('captions number, difficulty and rating; keys show the solution with the givens apart', () => {
    const generated = new SudokuGenerator().generate({ seed: 7, difficulty: 'medium' });
    const html = buildPrintPage([generated, { board: boards[0]!, difficulty: 'own', rating: 20 }], {
      perPage: 2,
    });
    const doc = parse(html);
    const captions = Array.from(doc.getElementsByTagName('figcaption')).map((c) => c.textContent);
    expect(captions).toEqual([
      `1 · medium · SE ${generated.rating.rating.toFixed(1)}`,
      '2 · own · beyond the techniques',
      'Answer 1',
      'Answer 2',
    ]);
    const svgs = Array.from(doc.getElementsByTagName('svg'));
    const key = svgs[2]!;
    const digits = (cls: string): string =>
      Array.from(key.getElementsByTagName('g'))
        .filter((g) => g.getAttribute('class') === cls)
        .flatMap((g) => Array.from(g.getElementsByTagName('text')).map((t) => t.textContent))
        .join('');
    expect(digits('sudoku-given').length).toBe(81 - generated.emptyCellCount);
    expect(digits('sudoku-given').length + digits('sudoku-entry').length).toBe(81);
    expect(rateBoard(generated.board).rating).toBe(generated.rating.rating);
  });

  it('solves a puzzle given without its solution, and prints "no solution" for one without', () => {
    const broken = SudokuBoard.parse(EASY).with(0, 0, 1).with(0, 1, 1);
    const doc = parse(buildPrintPage([boards[0]!, broken], { perPage: 2 }));
    expect(byClass(doc, 'div', 'none').map((d) => d.textContent)).toEqual(['no solution']);
    expect(doc.getElementsByTagName('svg')).toHaveLength(3);
  });

  it('leaves the keys out with answers: false, and keeps the same bytes for the same input', () => {
    const html = buildPrintPage(boards.slice(0, 5), { answers: false, perPage: 4, paper: 'letter' });
    expect(byClass(parse(html), 'section', 'page')).toHaveLength(2);
    expect(buildPrintPage(boards.slice(0, 5), { answers: false, perPage: 4, paper: 'letter' })).toBe(html);
    expect(html).toContain('@page{size:letter;margin:12mm}');
    expect(buildPrintPage([])).toContain('<body>\n\n</body>');
  });

  it('fits the sheet to a narrow screen with a screen-only rule, leaving print at millimetres', () => {
    // A small reading of the page's style sheet: its top-level rules, and those of each @media
    // block whose query holds for a medium (`print`, or `screen` of a width in CSS pixels).
    const rules = (css: string, medium: { type: 'print' | 'screen'; width: number }): [string, string][] => {
      const out: [string, string][] = [];
      let i = 0;
      while (i < css.length) {
        const open = css.indexOf('{', i);
        if (open < 0) break;
        const head = css.slice(i, open);
        if (head.startsWith('@media')) {
          let depth = 1;
          let end = open + 1;
          for (; depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
          const query = head.slice('@media'.length).trim();
          const [type, ...features] = query.split(/\s+and\s+/);
          const holds =
            type === medium.type &&
            features.every((f) => {
              const m = /^\(max-width:([\d.]+)px\)$/.exec(f);
              expect(m, f).not.toBeNull();
              return medium.width <= Number(m![1]);
            });
          if (holds) out.push(...rules(css.slice(open + 1, end - 1), medium));
          i = end;
        } else {
          const close = css.indexOf('}', open);
          out.push([head, css.slice(open + 1, close)]);
          i = close + 1;
        }
      }
      return out;
    };
    /** The last value the applying rules give `prop` on `selector`. */
    const value = (
      css: string,
      medium: { type: 'print' | 'screen'; width: number },
      selector: string,
      prop: string,
    ) =>
      rules(css, medium)
        .filter(([sel]) => sel === selector)
        .flatMap(([, body]) => body.split(';').filter((d) => d.startsWith(`${prop}:`)))
        .map((d) => d.slice(prop.length + 1))
        .pop();
    /** A length of the sheet in CSS pixels, for a value of --mm. */
    const px = (length: string, mm: number): number => {
      const m = /^calc\(([\d.]+)\*var\(--mm\)\)$/.exec(length);
      expect(m, length).not.toBeNull();
      return Number(m![1]) * mm;
    };
    const MM = 96 / 25.4;
    for (const [paper, width] of [
      ['a4', 210],
      ['letter', 215.9],
    ] as const) {
      const html = buildPrintPage(boards.slice(0, 5), { paper, perPage: 4 });
      const doc = parse(html);
      const css = doc.getElementsByTagName('style')[0]!.textContent!;
      const figure = byClass(doc, 'section', 'page')[0]!.getElementsByTagName('figure')[0]!;
      const figureWidth = /^width:(.*)$/.exec(figure.getAttribute('style')!)![1]!;
      // Printed: --mm is a millimetre, so the sheet keeps its sizes (paper less the 12 mm margins)
      // and no screen rule applies; a wide screen draws the same sheet.
      for (const medium of [
        { type: 'print', width: 390 },
        { type: 'print', width: 2000 },
        { type: 'screen', width: 1280 },
      ] as const) {
        expect(value(css, medium, ':root', '--mm'), `${paper} ${medium.type} ${medium.width}`).toBe('1mm');
        expect(px(value(css, medium, '.page', 'width')!, MM)).toBeCloseTo((width - 24) * MM, 6);
      }
      expect(value(css, { type: 'print', width: 390 }, '.page', 'padding')).toBeUndefined();
      expect(px(figureWidth, 1)).toBeGreaterThan(80);
      // A phone (390 CSS pixels): the whole sheet, its margins included, fits the screen's width.
      const phone = { type: 'screen', width: 390 } as const;
      const scaled = value(css, phone, ':root', '--mm')!;
      expect(scaled).toBe(`calc((100vw - 32px) / ${width})`);
      const perMm = (390 - 32) / width;
      const sheet =
        px(value(css, phone, '.page', 'width')!, perMm) +
        2 * px(value(css, phone, '.page', 'padding')!, perMm);
      expect(sheet).toBeCloseTo(390 - 32, 6);
      expect(px(figureWidth, perMm) * 2).toBeLessThan(sheet);
      // The rule starts where the sheet (and 16 px each side) stops fitting.
      const threshold = Number(/@media screen and \(max-width:([\d.]+)px\)/.exec(css)![1]);
      expect(threshold).toBeCloseTo(width * MM + 32, 1);
      expect(value(css, { type: 'screen', width: Math.floor(threshold) + 1 }, ':root', '--mm')).toBe('1mm');
      // No length of the sheet escapes the unit, inline or in the style sheet (but the paper's).
      const lengths = [...html.matchAll(/[\d.]+mm/g)].map((m) => m[0]);
      expect(new Set(lengths)).toEqual(new Set(['12mm', '1mm']));
    }
  });

  it('escapes the title and the difficulties', () => {
    const attack = '</title><script>alert(1)</script>';
    const html = buildPrintPage([{ board: boards[0]!, difficulty: attack }], { title: attack });
    const doc = parse(html);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[0]!.textContent).toBe(attack);
    expect(doc.getElementsByTagName('figcaption')[0]!.textContent).toBe(`1 · ${attack}`);
    expect(html).not.toContain('<script');
  });

  it('names bad puzzles and options', () => {
    expect(() => buildPrintPage(boards, { perPage: 3 as never })).toThrow(
      new RangeError('options.perPage must be 1, 2, 4 or 6, received 3'),
    );
    expect(() => buildPrintPage(boards, { paper: 'a5' as never })).toThrow(
      new RangeError("options.paper must be 'a4' or 'letter', received 'a5'"),
    );
    expect(() => buildPrintPage(boards, { papers: 'a4' } as never)).toThrow(/did you mean 'paper'\?/);
    expect(() => buildPrintPage(boards, { title: 3 as never })).toThrow(TypeError);
    expect(() => buildPrintPage(boards, { answers: 'yes' as never })).toThrow(
      new TypeError("options.answers must be a boolean, received 'yes'"),
    );
    expect(() => buildPrintPage('boards' as never)).toThrow(
      new TypeError("puzzles must be an array, received 'boards'"),
    );
    expect(() => buildPrintPage([boards[0]!, 'x' as never])).toThrow(
      /^puzzles\[1\] must be a SudokuBoard or \{ board, solution\?, difficulty\?, rating\?, rules\? \}, received 'x'$/,
    );
    expect(() => buildPrintPage([{ board: boards[0]!, rating: -1 }])).toThrow(RangeError);
    expect(() => buildPrintPage([{ board: boards[0]!, rating: { rating: 'x' } as never }])).toThrow(
      /puzzles\[0\].rating must be a rating/,
    );
    expect(() => buildPrintPage([{ board: boards[0]!, difficulty: 4 as never }])).toThrow(TypeError);
    expect(() => buildPrintPage([{ board: boards[0]!, solution: 'x' as never }])).toThrow(
      /puzzles\[0\].solution must be a SudokuBoard/,
    );
  });
});
