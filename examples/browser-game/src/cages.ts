/**
 * Killer cages on the page's board, drawn the usual way (as the library's pictures draw them): a
 * dashed outline a little inside the cell borders, so the grid lines stay visible and two
 * neighbouring cages never touch, and the cage's sum in the top-left corner of its first cell
 * (top-most, then left-most), the outline cut away under it.
 *
 * The board is a grid of HTML cells; the cages are one SVG laid over it (clicks go through), in
 * units of 100 a cell, so they scale with the board from a phone to a desktop. A cage whose digits
 * break it (a digit twice, a full cage that adds up to another sum, or digits that already leave
 * no way to make the sum) has its outline and its sum drawn in the conflict colour.
 */
import type { SudokuBoard, SudokuCage, SudokuRules } from './engine.js';

const SVG = 'http://www.w3.org/2000/svg';
/** A cell's side, in the overlay's units. */
const CELL = 100;
/** How far a cage's outline lies inside the cell borders. */
const INSET = 8;
/** The sum's text: its left edge and baseline from the cell's corner. */
const SUM_X = 7;
const SUM_Y = 25;
/** The corner cut out of the outline under the sum: its height, and its width per digit plus padding. */
const CUT_HEIGHT = 32;
const CUT_DIGIT = 16;
const CUT_PAD = 12;

/** Directions on screen (y down), clockwise: east, south, west, north. */
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/**
 * The outline of a cage as path data: one `M…Z` loop per boundary (one for a cage without holes),
 * traced on the grid's corners with the cage on the right (clockwise on screen), each corner moved
 * {@link INSET} along the inward normals of its two edges. Where the cage touches itself at one
 * corner only, the trace turns into the cell it came along, so the two cells' corners stay apart.
 */
export function cageOutline(cells: readonly number[]): string {
  const inCage = new Set(cells);
  // Each boundary edge by its start corner (`y * 10 + x`, 0–99) and direction: `corner * 4 + dir`.
  const open = new Set<number>();
  const order: number[] = [];
  for (const cell of cells) {
    const x = cell % 9;
    const y = Math.floor(cell / 9);
    const sides: readonly (readonly [boolean, number])[] = [
      [y === 0 || !inCage.has(cell - 9), (y * 10 + x) * 4],
      [x === 8 || !inCage.has(cell + 1), (y * 10 + x + 1) * 4 + 1],
      [y === 8 || !inCage.has(cell + 9), ((y + 1) * 10 + x + 1) * 4 + 2],
      [x === 0 || !inCage.has(cell - 1), ((y + 1) * 10 + x) * 4 + 3],
    ];
    for (const [boundary, key] of sides) {
      if (!boundary) continue;
      open.add(key);
      order.push(key);
    }
  }
  const edges = new Set(open);
  let d = '';
  for (const first of order) {
    if (!open.has(first)) continue;
    const points: [number, number][] = [];
    let key = first;
    do {
      open.delete(key);
      const dir = key & 3;
      const end = (key >> 2) + DX[dir]! + DY[dir]! * 10;
      // A right turn first (into the cell the edge belongs to), then straight on, then left.
      const next = [1, 0, 3].map((turn) => end * 4 + ((dir + turn) & 3)).find((k) => edges.has(k))!;
      const out = next & 3;
      if (out !== dir) {
        points.push([
          (end % 10) * CELL + INSET * (-DY[dir]! - DY[out]!),
          Math.floor(end / 10) * CELL + INSET * (DX[dir]! + DX[out]!),
        ]);
      }
      key = next;
    } while (key !== first);
    d += `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
  }
  return d;
}

/**
 * How the placed digits of a cage break it, or null: `repeat` (a digit twice), `total` (the cage
 * is full and its digits add up to another sum) or `over` (its digits already add up to more than
 * the sum leaves room for: its open cells need at least the smallest digits not yet in the cage).
 */
export function cageBroken(cage: SudokuCage, board: SudokuBoard): 'repeat' | 'total' | 'over' | null {
  let seen = 0;
  let total = 0;
  let open = 0;
  for (const cell of cage.cells) {
    const digit = board.at(cell);
    if (digit === 0) {
      open++;
      continue;
    }
    if ((seen & (1 << digit)) !== 0) return 'repeat';
    seen |= 1 << digit;
    total += digit;
  }
  if (open === 0) return total === cage.sum ? null : 'total';
  for (let digit = 1; open > 0 && digit <= 9; digit++) {
    if ((seen & (1 << digit)) !== 0) continue;
    total += digit;
    open--;
  }
  return total > cage.sum ? 'over' : null;
}

/** The killer cages' layer of the board. */
export class CagesView {
  /** The overlay, to lay over the board's cells (it fills the board; clicks go through). */
  readonly element: SVGSVGElement = document.createElementNS(SVG, 'svg');
  #cages: readonly SudokuCage[] = [];
  #outlines: SVGPathElement[] = [];
  #sums: SVGTextElement[] = [];

  constructor() {
    this.element.setAttribute('class', 'cages-overlay');
    this.element.setAttribute('viewBox', `0 0 ${9 * CELL} ${9 * CELL}`);
    this.element.setAttribute('preserveAspectRatio', 'none');
    this.element.setAttribute('aria-hidden', 'true');
    this.element.style.display = 'none';
  }

  /** Draws the cages of `rules` (none: the overlay hides); returns the cells that show a sum. */
  draw(rules: SudokuRules): ReadonlySet<number> {
    this.#cages = rules.cages;
    this.element.style.display = rules.isKiller ? '' : 'none';
    const mask = document.createElementNS(SVG, 'mask');
    mask.id = 'cage-sum-cuts';
    mask.setAttribute('maskUnits', 'userSpaceOnUse');
    mask.append(rect(0, 0, 9 * CELL, 9 * CELL, 'white'));
    const outlines = document.createElementNS(SVG, 'g');
    outlines.setAttribute('mask', 'url(#cage-sum-cuts)');
    const sums = document.createElementNS(SVG, 'g');
    this.#outlines = [];
    this.#sums = [];
    for (const [index, cage] of this.#cages.entries()) {
      const first = cage.cells[0]!;
      const x = (first % 9) * CELL;
      const y = Math.floor(first / 9) * CELL;
      const label = String(cage.sum);
      mask.append(rect(x, y, CUT_PAD + label.length * CUT_DIGIT, CUT_HEIGHT, 'black'));
      const outline = document.createElementNS(SVG, 'path');
      outline.setAttribute('class', 'cage');
      outline.setAttribute('d', cageOutline(cage.cells));
      outline.dataset.cage = String(index);
      const sum = document.createElementNS(SVG, 'text');
      sum.setAttribute('class', 'cage-sum');
      sum.setAttribute('x', String(x + SUM_X));
      sum.setAttribute('y', String(y + SUM_Y));
      sum.dataset.cage = String(index);
      sum.dataset.cell = String(first);
      sum.textContent = label;
      outlines.append(outline);
      sums.append(sum);
      this.#outlines.push(outline);
      this.#sums.push(sum);
    }
    const defs = document.createElementNS(SVG, 'defs');
    defs.append(mask);
    this.element.replaceChildren(...(rules.isKiller ? [defs, outlines, sums] : []));
    return new Set(this.#cages.map((cage) => cage.cells[0]!));
  }

  /**
   * Marks the cages that `board` breaks (see {@link cageBroken}) and returns the cells holding a
   * digit of those whose digits overshoot their sum while still open: conflicts to show beside the
   * game's own, which name a repeated digit's cells and a full cage that adds up wrong.
   */
  check(board: SudokuBoard): number[] {
    const cells: number[] = [];
    for (const [index, cage] of this.#cages.entries()) {
      const broken = cageBroken(cage, board);
      this.#outlines[index]!.classList.toggle('conflict', broken !== null);
      this.#sums[index]!.classList.toggle('conflict', broken !== null);
      if (broken === 'over') for (const cell of cage.cells) if (board.at(cell) !== 0) cells.push(cell);
    }
    return cells;
  }
}

function rect(x: number, y: number, width: number, height: number, fill: string): SVGRectElement {
  const made = document.createElementNS(SVG, 'rect');
  for (const [name, value] of Object.entries({ x, y, width, height, fill }))
    made.setAttribute(name, String(value));
  return made;
}
