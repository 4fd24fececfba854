/**
 * Draws a picture: one plain record of what to show (digits, pencil marks, highlights, links)
 * turned into an SVG document. Internal; `board-svg.ts` and `step-svg.ts` fill the record.
 *
 * Layers, bottom to top: background, the shaded regions of variant rules, highlighted units,
 * highlighted cells, candidate marks (circles under a candidate: pattern, a chain's true
 * candidate, placement, elimination, then the rings of a chain's false candidates), the diagonals
 * of `x`, grid lines (box lines, jigsaw borders or none), killer cages, digits, pencil marks, link arrows (drawn
 * by `links-svg.ts`). Variant rules are drawn by `rules-svg.ts`. Each layer is a `<g>` with a
 * class, so a page can restyle or hide it.
 *
 * No element has an `id`, so two pictures inlined in one page cannot clash.
 */
import type { SudokuRules } from '../rules/rule-set.js';
import { sumCells } from './cages-svg.js';
import { cellRects, drawRules } from './rules-svg.js';
import {
  CELL,
  MARK_RADIUS,
  PAD,
  VIEW,
  candidateCentre,
  candidateName,
  edge,
  escapeXml,
  num,
  rect,
} from './svg.js';
import { styleSheet, type SudokuSvgTheme } from './themes.js';

/** Baseline offsets of a digit and of a pencil mark below their centre (0.35 of the font size). */
const DIGIT_DROP = 22.4;
const CANDIDATE_DROP = 8.4;

/**
 * Kind of a candidate mark: part of the pattern, a chain's true candidate, a chain's false one
 * (no disc: its ring is in `Picture.rings`), placed, or removed.
 */
export type MarkKind = 'mark' | 'on' | 'off' | 'place' | 'remove';

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
  /** Candidates ringed as a chain's false ones (each also in `candidates`), over their disc. */
  readonly rings?: ReadonlySet<number>;
  /** The link arrows' layer, drawn by `links-svg.ts` (steps only, so that boards do not carry it). */
  readonly links?: string;
  /** Variant rules to draw (`rules-svg.ts`); undefined for the classic rules. */
  readonly rules?: SudokuRules | undefined;
  /** Under a jigsaw layout, fill each region with its own colour. */
  readonly jigsawColours?: boolean;
  /** Highlighted regions that are not rows, columns or boxes, by their cells. */
  readonly regions?: readonly (readonly number[])[];
}

/** The cells of unit `unit` as a rectangle: `[x, y, width, height]`. */
function unitRect(unit: number): [number, number, number, number] {
  const k = unit % 9;
  if (unit < 9) return [PAD, edge(k), 9 * CELL, CELL];
  if (unit < 18) return [edge(k), PAD, CELL, 9 * CELL];
  return [edge((k % 3) * 3), edge(((k / 3) | 0) * 3), 3 * CELL, 3 * CELL];
}

/** The SVG document of a picture. Same record, same bytes. */
export function drawPicture(p: Picture): string {
  const out: string[] = [];
  const drawn = p.rules === undefined ? undefined : drawRules(p.rules, p.theme, p.jigsawColours === true);
  const low = p.rules?.isKiller === true ? sumCells(p.rules.cages) : undefined;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}" width="${p.size}" height="${p.size}" role="img" class="sudoku sudoku-${p.theme}">`,
    `<title>${escapeXml(p.title)}</title>`,
    `<desc>${escapeXml(p.description)}</desc>`,
    `<style>${styleSheet(p.theme)}${drawn?.style ?? ''}</style>`,
    `<rect class="sudoku-bg" width="${VIEW}" height="${VIEW}"/>`,
    drawn?.fills ?? '',
  );
  const regions = p.regions ?? [];
  if (p.units.size > 0 || regions.length > 0) {
    const units = [...p.units].sort((a, b) => a - b);
    out.push(
      `<g class="sudoku-unit">${units.map((u) => rect(...unitRect(u))).join('')}${regions.map(cellRects).join('')}</g>`,
    );
  }
  if (p.cells.size > 0) {
    const cells = [...p.cells].sort((a, b) => a - b);
    out.push(
      `<g class="sudoku-cell">${cells.map((c) => rect(edge(c % 9), edge((c / 9) | 0), CELL, CELL)).join('')}</g>`,
    );
  }
  const codes = [...p.candidates.keys()].sort((a, b) => a - b);
  const circle = (code: number): string => {
    const cell = (code / 9) | 0;
    const digit = (code % 9) + 1;
    const [x, y] = candidateCentre(cell, digit, low?.has(cell));
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${MARK_RADIUS}" data-candidate="${candidateName(cell, digit)}"/>`;
  };
  const layers: [string, number[]][] = (['mark', 'on', 'place', 'remove'] as const).map((kind) => [
    kind,
    codes.filter((code) => p.candidates.get(code) === kind),
  ]);
  layers.push(['off', codes.filter((code) => p.rings?.has(code))]);
  for (const [kind, circles] of layers)
    if (circles.length > 0) out.push(`<g class="sudoku-${kind}">${circles.map(circle).join('')}</g>`);
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
  const [thinPath, thickPath] = drawn?.grid ?? [thin, `<path class="sudoku-thick" d="${thick}"/>`];
  out.push(
    drawn?.diagonals ?? '',
    `<path class="sudoku-thin" d="${thinPath}"/>`,
    thickPath,
    `<rect class="sudoku-thick" x="${PAD}" y="${PAD}" width="${9 * CELL}" height="${9 * CELL}"/>`,
    drawn?.cages ?? '',
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
      const [cx, cy] = candidateCentre(cell, digit, low?.has(cell));
      const removed = kind === 'remove' ? ' class="sudoku-removed"' : '';
      pencil.push(`<text x="${num(cx)}" y="${num(cy + CANDIDATE_DROP)}"${removed}>${digit}</text>`);
    }
  }
  const anchor = 'text-anchor="middle"';
  if (givens.length > 0) out.push(`<g class="sudoku-given" ${anchor}>${givens.join('')}</g>`);
  if (entries.length > 0) out.push(`<g class="sudoku-entry" ${anchor}>${entries.join('')}</g>`);
  if (pencil.length > 0) out.push(`<g class="sudoku-candidates" ${anchor}>${pencil.join('')}</g>`);
  if (p.links) out.push(p.links);
  out.push('</svg>\n');
  return out.join('');
}
