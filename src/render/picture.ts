/**
 * Draws a picture: one plain record of what to show (digits, pencil marks, highlights, links)
 * turned into an SVG document. Internal; `board-svg.ts` and `step-svg.ts` fill the record.
 *
 * Layers, bottom to top: background, highlighted units, highlighted cells, candidate marks
 * (circles under a candidate: pattern, a chain's true candidate, placement, elimination, then the
 * rings of a chain's false candidates), grid lines, digits, pencil marks, link arrows. Each layer
 * is a `<g>` with a class, so a page can restyle or hide it.
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

/** States of a chain's candidate, as bits: true ("on", `=`) and false ("off", `≠`). */
const ON = 1;
const OFF = 2;

/**
 * The state of each candidate of the links, as `ON | OFF` bits. A strong link leads from a false
 * candidate to a true one and a weak link from a true one to a false one (the chains alternate),
 * so each link gives the state of both its ends; a candidate a forcing chain makes both true and
 * false (its contradiction) has both bits.
 */
function chainStates(links: readonly PictureLink[]): Map<number, number> {
  const states = new Map<number, number>();
  for (const link of links) {
    states.set(link.from, (states.get(link.from) ?? 0) | (link.strong ? OFF : ON));
    states.set(link.to, (states.get(link.to) ?? 0) | (link.strong ? ON : OFF));
  }
  return states;
}

/** Length and half width of an arrowhead. */
const HEAD_BACK = 11;
const HEAD_HALF = 5.5;
/**
 * The loop of a link inside one cell: how far its control points stand out from the two
 * candidates (across the line between them, and along it, outwards), in user units. Between
 * neighbours the curve rises about 11 units above the circles, so it reads as an arc, not as a
 * bare arrowhead.
 */
const LOOP_OUT = 30;
const LOOP_WIDE = 10;
/** The least a loop stands out by (between candidates far apart), and its distance from the frame. */
const LOOP_LEAST = 22;
const LOOP_CLEAR = 4;

/** A cubic curve's points, start, two control points and end: `[x, y]` four times over. */
type Cubic = [number, number, number, number, number, number, number, number];

/** The point of `[x, y]`'s circle towards `[px, py]`. */
function onCircle(x: number, y: number, px: number, py: number): [number, number] {
  const d = Math.hypot(px - x, py - y);
  return [x + ((px - x) / d) * MARK_RADIUS, y + ((py - y) / d) * MARK_RADIUS];
}

/** The group of one link: its curve `d`, and a triangular head at `[ex, ey]` pointing along `[ux, uy]`. */
function linkGroup(link: PictureLink, d: string, ex: number, ey: number, ux: number, uy: number): string {
  const bx = ex - ux * HEAD_BACK;
  const by = ey - uy * HEAD_BACK;
  const from = candidateName((link.from / 9) | 0, (link.from % 9) + 1);
  const to = candidateName((link.to / 9) | 0, (link.to % 9) + 1);
  const kind = link.strong ? 'strong' : 'weak';
  return (
    `<g class="sudoku-link sudoku-${kind}" data-from="${from}" data-to="${to}">` +
    `<path d="${d}"/>` +
    `<path class="sudoku-head" d="M${num(ex)} ${num(ey)}L${num(bx - uy * HEAD_HALF)} ${num(by + ux * HEAD_HALF)}` +
    `L${num(bx + uy * HEAD_HALF)} ${num(by - ux * HEAD_HALF)}Z"/></g>`
  );
}

/**
 * The arrow of one link between two cells: a quadratic curve bent towards the middle of the grid
 * (so that a link along a line of candidates does not run through them, and a link along the edge
 * stays inside the picture), from the edge of the first candidate's circle to the edge of the
 * second's, and a triangular head whose tip is the curve's end.
 */
function arrow(link: PictureLink): string {
  const fromCell = (link.from / 9) | 0;
  const toCell = (link.to / 9) | 0;
  if (fromCell === toCell) return loop(link);
  const [x1, y1] = candidateCentre(fromCell, (link.from % 9) + 1);
  const [x2, y2] = candidateCentre(toCell, (link.to % 9) + 1);
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
  const [sx, sy] = onCircle(x1, y1, cx, cy);
  const [ex, ey] = onCircle(x2, y2, cx, cy);
  // The head points along the curve's end tangent (control point → end).
  const t = Math.hypot(ex - cx, ey - cy);
  return linkGroup(
    link,
    `M${num(sx)} ${num(sy)}Q${num(cx)} ${num(cy)} ${num(ex)} ${num(ey)}`,
    ex,
    ey,
    (ex - cx) / t,
    (ey - cy) / t,
  );
}

/**
 * The arrow of a link between two candidates of one cell (`r1c1=3 → r1c1≠4`): a cubic loop that
 * leaves the first circle away from the second, stands out from the line between them and comes
 * down into the second, so that it is seen as an arc even between neighbouring candidates (whose
 * circles nearly touch). It stands out on the side away from the cell's centre, where it crosses
 * fewer of the cell's digits (towards the grid's centre when the line runs through the cell's
 * centre), unless it would come near the frame there; then on the other side.
 */
function loop(link: PictureLink): string {
  const cell = (link.from / 9) | 0;
  const [x1, y1] = candidateCentre(cell, (link.from % 9) + 1);
  const [x2, y2] = candidateCentre(cell, (link.to % 9) + 1);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  // The normal on the left of the direction, and how far the cell's centre lies on its side.
  const nx = uy;
  const ny = -ux;
  const centre = (edge(cell % 9) + CELL / 2 - mx) * nx + (edge((cell / 9) | 0) + CELL / 2 - my) * ny;
  const middle = (VIEW / 2 - mx) * nx + (VIEW / 2 - my) * ny;
  const away = Math.abs(centre) > 1 ? (centre > 0 ? -1 : 1) : middle >= 0 ? 1 : -1;
  // Neighbours (a third of a cell apart) get the full loop; candidates farther apart, whose
  // arrow is long enough to be seen, a flatter one.
  const out = Math.max(LOOP_LEAST, LOOP_OUT - (length - CELL / 3) / 4);
  const curve = (s: number): Cubic => {
    const c1x = x1 + s * nx * out - ux * LOOP_WIDE;
    const c1y = y1 + s * ny * out - uy * LOOP_WIDE;
    const c2x = x2 + s * nx * out + ux * LOOP_WIDE;
    const c2y = y2 + s * ny * out + uy * LOOP_WIDE;
    return [...onCircle(x1, y1, c1x, c1y), c1x, c1y, c2x, c2y, ...onCircle(x2, y2, c2x, c2y)];
  };
  // Whether the curve keeps clear of the frame, checked at twenty points along it.
  const clear = (q: Cubic): boolean => {
    for (let k = 1; k < 20; k++) {
      const t = k / 20;
      const r = 1 - t;
      const w = [r * r * r, 3 * t * r * r, 3 * t * t * r, t * t * t];
      for (const i of [0, 1]) {
        const v = w[0]! * q[i]! + w[1]! * q[i + 2]! + w[2]! * q[i + 4]! + w[3]! * q[i + 6]!;
        if (v < PAD + LOOP_CLEAR || v > PAD + 9 * CELL - LOOP_CLEAR) return false;
      }
    }
    return true;
  };
  const near = curve(away);
  const points = clear(near) ? near : curve(-away);
  const [sx, sy, c1x, c1y, c2x, c2y, ex, ey] = points;
  const t = Math.hypot(ex - c2x, ey - c2y);
  return linkGroup(
    link,
    `M${num(sx)} ${num(sy)}C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(ex)} ${num(ey)}`,
    ex,
    ey,
    (ex - c2x) / t,
    (ey - c2y) / t,
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
  const states = chainStates(p.links);
  // A chain's candidate is drawn by its state unless it is placed or removed: a disc and ring
  // when true, a ring alone when false (over the other circle when it is both).
  const layer = (code: number): string => {
    const kind = p.candidates.get(code)!;
    if (kind !== 'mark') return kind;
    const state = states.get(code) ?? 0;
    return (state & ON) !== 0 ? 'on' : state === OFF ? '' : 'mark';
  };
  const circle = (code: number): string => {
    const cell = (code / 9) | 0;
    const digit = (code % 9) + 1;
    const [x, y] = candidateCentre(cell, digit);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${MARK_RADIUS}" data-candidate="${candidateName(cell, digit)}"/>`;
  };
  for (const kind of ['mark', 'on', 'place', 'remove'] as const) {
    const circles = codes.filter((code) => layer(code) === kind).map(circle);
    if (circles.length > 0) out.push(`<g class="sudoku-${kind}">${circles.join('')}</g>`);
  }
  const rings = codes.filter((code) => ((states.get(code) ?? 0) & OFF) !== 0).map(circle);
  if (rings.length > 0) out.push(`<g class="sudoku-off">${rings.join('')}</g>`);
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
