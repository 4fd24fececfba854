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
      /^puzzles\[1\] must be a SudokuBoard or \{ board, solution\?, difficulty\?, rating\? \}, received 'x'$/,
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
