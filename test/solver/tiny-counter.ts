/**
 * A tiny solution counter for variant rules that shares no code with the library's engines: its
 * regions come from Sudoku Explainer's region tables (test/fixtures/se-regions.txt), the jigsaw
 * text and the custom cells, its knight, king and orthogonal moves from arithmetic. Only the
 * parsed rule set's custom regions are read from the library (as the cells the text names).
 */
import { SudokuRules } from '../../src/rules/rule-set.js';
import { fixtureLines } from '../helpers.js';

const SE_CLASS: Record<string, string[]> = {
  x: ['diagonalMain', 'diagonalAnti'],
  windoku: ['Window'],
  'disjoint-groups': ['DG'],
  asterisk: ['Asterisk'],
  girandola: ['Girandola'],
  'centre-dot': ['CD'],
};

function seRegions(kind: string): number[][] {
  return fixtureLines('se-regions.txt')
    .filter((line) => !line.startsWith('#') && line.split(' ')[2] === kind)
    .map((line) => line.split(' : ')[1]!.split(' ').map(Number));
}

/** The tiny counter's own picture of a rule set: its regions, peer lists and neighbour rule. */
export function model(text: string): {
  regions: number[][];
  peers: number[][];
  orthogonal: number[][];
  nc: boolean;
} {
  const rules = SudokuRules.parse(text);
  const regions: number[][] = [];
  for (let k = 0; k < 9; k++) {
    regions.push(Array.from({ length: 9 }, (_, j) => k * 9 + j));
    regions.push(Array.from({ length: 9 }, (_, j) => j * 9 + k));
  }
  const layout = /jigsaw:(\d{81})/.exec(text)?.[1];
  if (layout !== undefined) {
    for (let id = 1; id <= 9; id++)
      regions.push(Array.from(layout).flatMap((c, i) => (Number(c) === id ? [i] : [])));
  } else if (!text.split('+').includes('latin')) {
    for (let b = 0; b < 9; b++)
      regions.push(
        Array.from(
          { length: 9 },
          (_, j) => (Math.floor(b / 3) * 3 + Math.floor(j / 3)) * 9 + (b % 3) * 3 + (j % 3),
        ),
      );
  }
  for (const part of text.split('+'))
    for (const kind of SE_CLASS[part] ?? []) regions.push(...seRegions(kind));
  for (const cells of rules.customRegions) regions.push([...cells]);
  const parts = text.split('+');
  const peers: number[][] = [];
  const orthogonal: number[][] = [];
  for (let a = 0; a < 81; a++) {
    const list = new Set<number>();
    for (const region of regions) if (region.includes(a)) for (const b of region) if (b !== a) list.add(b);
    const ortho: number[] = [];
    for (let b = 0; b < 81; b++) {
      const dr = Math.abs(Math.floor(a / 9) - Math.floor(b / 9));
      const dc = Math.abs((a % 9) - (b % 9));
      if (parts.includes('anti-knight') && dr * dc === 2) list.add(b);
      if (parts.includes('anti-king') && dr <= 1 && dc <= 1 && b !== a) list.add(b);
      if (dr + dc === 1) ortho.push(b);
    }
    peers.push([...list]);
    orthogonal.push(ortho);
  }
  return { regions, peers, orthogonal, nc: parts.includes('non-consecutive') };
}

/**
 * Plain backtracking: the solutions (up to `limit`) of `puzzle` under `text`. Each step recomputes
 * every open cell's possible digits from its peers' (and, under non-consecutive, its orthogonal
 * neighbours') values, then fills the cell with the fewest, or, when some region has a digit
 * with fewer possible cells, that digit's cells in turn (a digit with no cell left in a region,
 * or a cell with no digit, ends the branch).
 */
export function tinySolutions(text: string, puzzle: string, limit = 2): string[] {
  const { regions, peers, orthogonal, nc } = model(text);
  const grid = Array.from(puzzle).map((c) => (c === '.' ? 0 : Number(c)));
  const found: string[] = [];
  // Bit v (1–9) of possible[cell]: digit v may go there.
  const possible = new Array<number>(81).fill(0);
  const walk = (): void => {
    let bestCell = -1;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] !== 0) continue;
      let taken = 0;
      for (const p of peers[cell]!) taken |= 1 << grid[p]!;
      if (nc)
        for (const p of orthogonal[cell]!)
          if (grid[p] !== 0) taken |= (1 << (grid[p]! - 1)) | (1 << (grid[p]! + 1));
      const mask = 0b1111111110 & ~taken;
      possible[cell] = mask;
      let count = 0;
      for (let v = 1; v <= 9; v++) if ((mask >> v) & 1) count++;
      if (count < bestCount) {
        bestCount = count;
        bestCell = cell;
      }
    }
    if (bestCell < 0) {
      found.push(grid.join(''));
      return;
    }
    let moves: [number, number][] = [];
    for (let v = 1; v <= 9; v++) if ((possible[bestCell]! >> v) & 1) moves.push([bestCell, v]);
    for (const region of regions) {
      for (let v = 1; v <= 9 && moves.length > 1; v++) {
        if (region.some((cell) => grid[cell] === v)) continue;
        const cells = region.filter((cell) => grid[cell] === 0 && (possible[cell]! >> v) & 1);
        if (cells.length < moves.length) moves = cells.map((cell) => [cell, v]);
      }
    }
    for (const [cell, v] of moves) {
      grid[cell] = v;
      walk();
      grid[cell] = 0;
      if (found.length >= limit) return;
    }
  };
  walk();
  return found;
}
