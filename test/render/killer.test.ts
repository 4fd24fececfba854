/**
 * The cages of a killer picture, checked on every puzzle of `test/fixtures/killer.txt` from the
 * cages themselves: each cage one closed outline whose corners and edges lie inside its own cells,
 * 5 units from the cell borders (so no two outlines meet), and its sum in its first cell.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuRules, renderBoardSvg } from '../../src/index.js';

const rows = readFileSync(new URL('../fixtures/killer.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => SudokuRules.parse(line.split('\t')[0]!));

/** The cell (0–80) holding point (x, y) of the view box, or -1 on a border. */
function cellAt(x: number, y: number): number {
  const cx = (x - 6) / 100;
  const cy = (y - 6) / 100;
  if (Number.isInteger(cx) || Number.isInteger(cy)) return -1;
  return Math.floor(cy) * 9 + Math.floor(cx);
}

describe('killer cages in pictures', () => {
  it('every cage is one outline inside its own cells, 5 units in, with its sum in its first cell', () => {
    for (const rules of rows) {
      const svg = renderBoardSvg(SudokuBoard.empty(), { rules });
      const layer = /<g class="sudoku-cage">(.*?)<\/g>/.exec(svg)![1]!;
      const paths = [...layer.matchAll(/<path d="([^"]*)"\/>/g)].map((m) => m[1]!);
      expect(paths).toHaveLength(rules.cages.length);
      const sums = [...svg.matchAll(/<text x="(\d+)" y="(\d+)">(\d+)<\/text>/g)];
      expect(sums).toHaveLength(rules.cages.length);
      const bad: string[] = [];
      rules.cages.forEach((cage, k) => {
        const d = paths[k]!;
        expect(d.match(/M/g)).toHaveLength(1);
        const points: [number, number][] = [];
        let x = 0;
        let y = 0;
        for (const [, op, a, b] of d.matchAll(/([MHVZ])(\d*)(?: (\d+))?/g)) {
          if (op === 'M') [x, y] = [Number(a), Number(b)];
          else if (op === 'H') x = Number(a);
          else if (op === 'V') y = Number(a);
          else break;
          points.push([x, y]);
        }
        points.push(points[0]!);
        for (let i = 0; i + 1 < points.length; i++) {
          const [x1, y1] = points[i]!;
          const [x2, y2] = points[i + 1]!;
          for (const v of [x1, y1]) if (![5, 95].includes((v - 6 + 1000) % 100)) bad.push(`${k}: ${v}`);
          // The edge runs through cells of the cage only: test a point every 10 units.
          const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)) / 10;
          for (let s = 0; s <= steps; s++) {
            const px = x1 + ((x2 - x1) * s) / steps;
            const py = y1 + ((y2 - y1) * s) / steps;
            if (!cage.cells.includes(cellAt(px, py))) bad.push(`${k}: ${px} ${py}`);
          }
        }
        const [, sx, sy, sum] = sums[k]!;
        expect(Number(sum)).toBe(cage.sum);
        expect(cellAt(Number(sx), Number(sy))).toBe(cage.cells[0]);
      });
      expect(bad, rules.toString()).toEqual([]);
    }
  });

  it('the title and description name the cages; classic pictures have none', () => {
    const svg = renderBoardSvg(SudokuBoard.empty(), { rules: rows[0]! });
    expect(svg).toContain(`<title>Sudoku (killer (${rows[0]!.cages.length} cages))</title>`);
    expect(svg).toContain('Killer: the digits of a cage are distinct and add up to the sum in its corner.');
    expect(renderBoardSvg(SudokuBoard.empty())).not.toContain('sudoku-cage');
  });
});
