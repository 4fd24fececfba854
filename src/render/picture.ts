/**
 * Draws a picture: one plain record of what to show (digits, pencil marks, highlights, links)
 * turned into an SVG document. Internal; `board-svg.ts` and `step-svg.ts` fill the record.
 *
 * Layers, bottom to top: background, highlighted units, highlighted cells, candidate marks
 * (circles under a candidate: pattern, placement, elimination), grid lines, digits, pencil marks,
 * link arrows. Each layer is a `<g>` with a class, so a page can restyle or hide it.
 *
 * No element has an `id` (two pictures inlined in one page cannot clash) and arrowheads are drawn
 * as paths rather than markers for the same reason.
 */
import { CELL, MARK_RADIUS, PAD, VIEW, candidateCentre, candidateName, edge, escapeXml, num } from './svg.js';
import { styleSheet, type SudokuSvgTheme } from './themes.js';

/** Baseline offsets of a digit and of a pencil mark below their centre (0.35 of the font size). */
const DIGIT_DROP = 22.4;
const CANDIDATE_DROP = 8.4;

/** Kind of a candidate mark: part of the pattern, placed, or removed. */
export type MarkKind = 'mark' | 'place' | 'remove';

/** A link arrow between two candidate codes (`cell * 9 + digit − 1`). */
export interface PictureLink {
  readonly from: number;
  readonly to: number;
  readonly strong: boolean;
}

/** Everything a picture shows. */
export interface Picture {
  readonly size: number;
  readonly theme: SudokuSvgTheme;
  readonly title: string;
  readonly description: string;
  /** Digit of each cell (0 when empty). */
  readonly values: ArrayLike<number>;
  /** Cells whose digit is the player's, not a given (games only). */
  readonly entries: ReadonlySet<number>;
  /** Cells whose digit clashes with a peer's. */
  readonly conflicts: ReadonlySet<number>;
  /** Pencil marks of each cell as a 9-bit mask (drawn in empty cells only). */
  readonly marks: ArrayLike<number>;
  /** Highlighted cells (0–80). */
  readonly cells: ReadonlySet<number>;
  /** Highlighted units (0–26: rows, columns, boxes). */
  readonly units: ReadonlySet<number>;
  /** Marked candidates by code; drawn even when not among `marks`. */
  readonly candidates: ReadonlyMap<number, MarkKind>;
  readonly links: readonly PictureLink[];
}

/** The cells of unit `unit` as a rectangle: `[x, y, width, height]`. */
function unitRect(unit: number): [number, number, number, number] {
  const k = unit % 9;
  if (unit < 9) return [PAD, edge(k), 9 * CELL, CELL];
  if (unit < 18) return [edge(k), PAD, CELL, 9 * CELL];
  return [edge((k % 3) * 3), edge(((k / 3) | 0) * 3), 3 * CELL, 3 * CELL];
}

function rect(x: number, y: number, w: number, h: number): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"/>`;
}

/**
 * The arrow of one link: a quadratic curve bent towards the middle of the grid (so that a link
 * along a line of candidates does not run through them, and a link along the edge stays inside
 * the picture), from the edge of the first candidate's circle to the edge of the second's, and a
 * triangular head whose tip is the curve's end.
 */
function arrow(link: PictureLink): string {
  const [x1, y1] = candidateCentre((link.from / 9) | 0, (link.from % 9) + 1);
  const [x2, y2] = candidateCentre((link.to / 9) | 0, (link.to % 9) + 1);
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  // Control point: off the midpoint, perpendicular, by a fifth of the length (at least 12 units),
  // on the side nearer the grid's centre (the left of the direction on a tie).
  const bend = Math.max(12, length / 5) / length;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const side = (VIEW / 2 - mx) * dy - (VIEW / 2 - my) * dx >= 0 ? 1 : -1;
  const cx = mx + side * dy * bend;
  const cy = my - side * dx * bend;
  const toward = (x: number, y: number): [number, number] => {
    const d = Math.hypot(cx - x, cy - y);
    return [x + ((cx - x) / d) * MARK_RADIUS, y + ((cy - y) / d) * MARK_RADIUS];
  };
  const [sx, sy] = toward(x1, y1);
  const [ex, ey] = toward(x2, y2);
  // The head points along the curve's end tangent (control point → end).
  const tx = ex - cx;
  const ty = ey - cy;
  const t = Math.hypot(tx, ty);
  const ux = tx / t;
  const uy = ty / t;
  const back = 11;
  const half = 5.5;
  const bx = ex - ux * back;
  const by = ey - uy * back;
  const from = candidateName((link.from / 9) | 0, (link.from % 9) + 1);
  const to = candidateName((link.to / 9) | 0, (link.to % 9) + 1);
  const kind = link.strong ? 'strong' : 'weak';
  return (
    `<g class="sudoku-link sudoku-${kind}" data-from="${from}" data-to="${to}">` +
    `<path d="M${num(sx)} ${num(sy)}Q${num(cx)} ${num(cy)} ${num(ex)} ${num(ey)}"/>` +
    `<path class="sudoku-head" d="M${num(ex)} ${num(ey)}L${num(bx - uy * half)} ${num(by + ux * half)}` +
    `L${num(bx + uy * half)} ${num(by - ux * half)}Z"/></g>`
  );
}

/** The SVG document of a picture. Same record, same bytes. */
export function drawPicture(p: Picture): string {
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${p.size}" height="${p.size}" role="img" class="sudoku sudoku-${p.theme}">`,
    `<title>${escapeXml(p.title)}</title>`,
    `<desc>${escapeXml(p.description)}</desc>`,
    `<style>${styleSheet(p.theme)}</style>`,
    `<rect class="sudoku-bg" width="${VIEW}" height="${VIEW}"/>`,
  );
  if (p.units.size > 0) {
    const units = [...p.units].sort((a, b) => a - b);
    out.push(`<g class="sudoku-unit">${units.map((u) => rect(...unitRect(u))).join('')}</g>`);
  }
  if (p.cells.size > 0) {
    const cells = [...p.cells].sort((a, b) => a - b);
    out.push(
      `<g class="sudoku-cell">${cells.map((c) => rect(edge(c % 9), edge((c / 9) | 0), CELL, CELL)).join('')}</g>`,
    );
  }
  const codes = [...p.candidates.keys()].sort((a, b) => a - b);
  for (const kind of ['mark', 'place', 'remove'] as const) {
    const circles = codes
      .filter((code) => p.candidates.get(code) === kind)
      .map((code) => {
        const cell = (code / 9) | 0;
        const digit = (code % 9) + 1;
        const [x, y] = candidateCentre(cell, digit);
        return `<circle cx="${num(x)}" cy="${num(y)}" r="${MARK_RADIUS}" data-candidate="${candidateName(cell, digit)}"/>`;
      });
    if (circles.length > 0) out.push(`<g class="sudoku-${kind}">${circles.join('')}</g>`);
  }
  // Grid: thin lines inside the boxes, then the thick box lines and frame on top.
  let thin = '';
  for (let k = 1; k < 9; k++) {
    if (k % 3 === 0) continue;
    const at = num(edge(k));
    thin += `M${at} ${PAD}V${PAD + 9 * CELL}M${PAD} ${at}H${PAD + 9 * CELL}`;
  }
  let thick = '';
  for (let k = 3; k < 9; k += 3) {
    const at = num(edge(k));
    thick += `M${at} ${PAD}V${PAD + 9 * CELL}M${PAD} ${at}H${PAD + 9 * CELL}`;
  }
  out.push(
    `<path class="sudoku-thin" d="${thin}"/>`,
    `<path class="sudoku-thick" d="${thick}"/>`,
    `<rect class="sudoku-thick" x="${PAD}" y="${PAD}" width="${9 * CELL}" height="${9 * CELL}"/>`,
  );
  // Digits and pencil marks are centred on their point: the baseline sits a third of the font size
  // (64 and 24 units, see themes.ts) below it, which `dominant-baseline` would do but not every
  // renderer supports.
  const givens: string[] = [];
  const entries: string[] = [];
  const pencil: string[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const value = p.values[cell]!;
    const x = num(edge(cell % 9) + CELL / 2);
    const y = num(edge((cell / 9) | 0) + CELL / 2 + DIGIT_DROP);
    if (value !== 0) {
      const conflict = p.conflicts.has(cell) ? ' class="sudoku-conflict"' : '';
      (p.entries.has(cell) ? entries : givens).push(`<text x="${x}" y="${y}"${conflict}>${value}</text>`);
      continue;
    }
    for (let digit = 1; digit <= 9; digit++) {
      const code = cell * 9 + digit - 1;
      const kind = p.candidates.get(code);
      if ((p.marks[cell]! & (1 << (digit - 1))) === 0 && kind === undefined) continue;
      const [cx, cy] = candidateCentre(cell, digit);
      const removed = kind === 'remove' ? ' class="sudoku-removed"' : '';
      pencil.push(`<text x="${num(cx)}" y="${num(cy + CANDIDATE_DROP)}"${removed}>${digit}</text>`);
    }
  }
  const anchor = 'text-anchor="middle"';
  if (givens.length > 0) out.push(`<g class="sudoku-given" ${anchor}>${givens.join('')}</g>`);
  if (entries.length > 0) out.push(`<g class="sudoku-entry" ${anchor}>${entries.join('')}</g>`);
  if (pencil.length > 0) out.push(`<g class="sudoku-candidates" ${anchor}>${pencil.join('')}</g>`);
  if (p.links.length > 0) out.push(`<g class="sudoku-links">${p.links.map(arrow).join('')}</g>`);
  out.push('</svg>\n');
  return out.join('');
}
