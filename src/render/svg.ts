/**
 * Building blocks of the SVG pictures: escaping, numbers, the grid's geometry. Internal.
 *
 * Pictures are strings, built without a DOM so that they come out the same in Node, workers and
 * browsers. Two rules make the output byte-stable: numbers are rounded to two decimals and written
 * by `String` (whose output ECMAScript specifies exactly), and nothing depends on the clock, the
 * locale or iteration order of anything but arrays.
 *
 * Geometry, in the view box's user units (the `size` option only sets `width` and `height`):
 *
 * ```
 *   PAD  CELL CELL CELL …           a cell is CELL units square; its 3×3 candidate slots are
 *   ┌────┬────┬────┬──             CELL/3 apart, digit d in slot d − 1 (row-major):
 *   │    │    │    │                   1 2 3
 *   ├────┼────┼──                      4 5 6
 *                                      7 8 9
 * ```
 */
import { cellName } from '../board/geometry.js';

/** Side of a cell, in user units. */
export const CELL = 100;
/** Margin around the grid, so the frame's stroke is not clipped. */
export const PAD = 6;
/** Side of the whole picture: `2 * PAD + 9 * CELL`, written out so that loading computes nothing. */
export const VIEW = 912;
/** Radius of the circle marking a candidate; link arrows end on it. */
export const MARK_RADIUS = 15;

/**
 * `text` as XML character data or attribute value: the five markup characters as entities, tab,
 * line feed and carriage return as character references (a parser would otherwise turn a
 * carriage return into a line feed, and either into a space in an attribute), and the characters
 * XML 1.0 forbids (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE and U+FFFF) replaced by U+FFFD, so that any string gives well-formed XML.
 */
export function escapeXml(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 38) out += '&amp;';
    else if (c === 60) out += '&lt;';
    else if (c === 62) out += '&gt;';
    else if (c === 34) out += '&quot;';
    else if (c === 39) out += '&#39;';
    else if (c === 9 || c === 10 || c === 13) out += `&#${c};`;
    else if (c < 32 || c === 0xfffe || c === 0xffff) out += '\ufffd';
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text[i]! + text[i + 1]!;
        i++;
      } else out += '\ufffd';
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '\ufffd';
    else out += text[i]!;
  }
  return out;
}

/** A coordinate: rounded to hundredths, without trailing zeros (`-0` written `0`). */
export function num(x: number): string {
  const r = Math.round(x * 100) / 100;
  return r === 0 ? '0' : String(r);
}

/** A rectangle element. */
export function rect(x: number, y: number, w: number, h: number): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"/>`;
}

/** Left edge of cell column `column` (0–8); the same for rows and `y`. */
export function edge(column: number): number {
  return PAD + column * CELL;
}

/**
 * Centre of candidate `digit` (1–9) of cell `cell` (0–80): `[x, y]`. `low`: in a cell holding a
 * killer cage's sum in its top-left corner, the rows start 24 units down and are 25 apart.
 */
export function candidateCentre(cell: number, digit: number, low = false): [number, number] {
  const slot = digit - 1;
  const row = (slot / 3) | 0;
  return [
    edge(cell % 9) + ((slot % 3) + 0.5) * (CELL / 3),
    edge((cell / 9) | 0) + (low ? 24 + (row + 0.5) * 25 : (row + 0.5) * (CELL / 3)),
  ];
}

/** `r4c5n7`: a candidate's name in the pictures' `data-candidate` attributes. */
export function candidateName(cell: number, digit: number): string {
  return `${cellName(cell)}n${digit}`;
}
