/**
 * The link arrows of a step's picture: one `<g class="sudoku-link">` a link, each a curve from
 * the first candidate's circle to the second's and a triangular head whose tip is the curve's
 * end. Internal; `step-svg.ts` draws them for `picture.ts`, so a bundle that draws boards only
 * (or print pages) does not carry them.
 *
 * Arrowheads are paths rather than markers, since a marker needs an `id` and two pictures inlined
 * in one page could clash.
 */
import { CELL, MARK_RADIUS, VIEW, candidateCentre, candidateName, num } from './svg.js';

/** A link arrow between two candidate codes (`cell * 9 + digit − 1`). */
export interface PictureLink {
  readonly from: number;
  readonly to: number;
  readonly strong: boolean;
}

/** Length and half width of an arrowhead. */
const HEAD_BACK = 11;
const HEAD_HALF = 5.5;
/**
 * The loop of a link inside one cell: how far its control points stand out from the two
 * candidates (across the line between them, and along it, outwards), in user units. Between
 * neighbours the curve rises about 11 units above the circles, so it reads as an arc, not as a
 * bare arrowhead; candidates farther apart get a flatter loop, down to `LOOP_LEAST`.
 */
const LOOP_OUT = 30;
const LOOP_WIDE = 10;
const LOOP_LEAST = 22;

/** The point of `[x, y]`'s circle towards `[px, py]`. */
function onCircle(x: number, y: number, px: number, py: number): [number, number] {
  const d = Math.hypot(px - x, py - y);
  return [x + ((px - x) / d) * MARK_RADIUS, y + ((py - y) / d) * MARK_RADIUS];
}

/**
 * The group of one link: its curve from `[sx, sy]` to `[ex, ey]` through the control point(s)
 * between (one: a quadratic curve; two: a cubic one), and the head pointing along the curve's end
 * tangent (last control point → end).
 */
function linkGroup(link: PictureLink, points: readonly number[]): string {
  const n = points.length;
  const ex = points[n - 2]!;
  const ey = points[n - 1]!;
  const tx = ex - points[n - 4]!;
  const ty = ey - points[n - 3]!;
  const t = Math.hypot(tx, ty);
  const ux = tx / t;
  const uy = ty / t;
  const bx = ex - ux * HEAD_BACK;
  const by = ey - uy * HEAD_BACK;
  const name = (code: number): string => candidateName((code / 9) | 0, (code % 9) + 1);
  const at = (i: number): string => `${num(points[i]!)} ${num(points[i + 1]!)}`;
  const d = `M${at(0)}${n === 6 ? 'Q' : 'C'}${at(2)} ${at(4)}${n === 8 ? ` ${at(6)}` : ''}`;
  return (
    `<g class="sudoku-link sudoku-${link.strong ? 'strong' : 'weak'}" data-from="${name(link.from)}" data-to="${name(link.to)}">` +
    `<path d="${d}"/>` +
    `<path class="sudoku-head" d="M${at(n - 2)}L${num(bx - uy * HEAD_HALF)} ${num(by + ux * HEAD_HALF)}` +
    `L${num(bx + uy * HEAD_HALF)} ${num(by - ux * HEAD_HALF)}Z"/></g>`
  );
}

/**
 * The arrow of one link, bent towards the middle of the grid (so that a link along a line of
 * candidates does not run through them, and a link along the edge stays inside the picture).
 * Between two cells it is a quadratic curve, its control point off the midpoint by a fifth of the
 * length (at least 12 units). Inside one cell (`r1c1=3 → r1c1≠4`) it is a cubic loop that leaves
 * the first circle away from the second, stands out from the line between them and comes down
 * into the second, so that it is seen as an arc even between neighbouring candidates (whose
 * circles nearly touch).
 */
function arrow(link: PictureLink, low: ReadonlySet<number> | undefined): string {
  const fromCell = (link.from / 9) | 0;
  const [x1, y1] = candidateCentre(fromCell, (link.from % 9) + 1, low?.has(fromCell));
  const toCell = (link.to / 9) | 0;
  const [x2, y2] = candidateCentre(toCell, (link.to % 9) + 1, low?.has(toCell));
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  // The unit normal on the side nearer the grid's centre (the left of the direction on a tie).
  const side = ((VIEW / 2 - mx) * dy - (VIEW / 2 - my) * dx >= 0 ? 1 : -1) / length;
  const nx = side * dy;
  const ny = -side * dx;
  let c = [mx + nx * Math.max(12, length / 5), my + ny * Math.max(12, length / 5)];
  if (fromCell === toCell) {
    const out = Math.max(LOOP_LEAST, LOOP_OUT - (length - CELL / 3) / 4);
    const wide = LOOP_WIDE / length;
    c = [
      x1 + nx * out - dx * wide,
      y1 + ny * out - dy * wide,
      x2 + nx * out + dx * wide,
      y2 + ny * out + dy * wide,
    ];
  }
  const n = c.length;
  return linkGroup(link, [
    ...onCircle(x1, y1, c[0]!, c[1]!),
    ...c,
    ...onCircle(x2, y2, c[n - 2]!, c[n - 1]!),
  ]);
}

/**
 * The arrows' layer of `links`, in their order: `''` when there are none. `low`: the cells whose
 * pencil marks are drawn lower (killer cages' sums).
 */
export function drawLinks(links: readonly PictureLink[], low?: ReadonlySet<number>): string {
  return links.length > 0
    ? `<g class="sudoku-links">${links.map((link) => arrow(link, low)).join('')}</g>`
    : '';
}
