/**
 * Killer cages: their checks, their text forms and the digit combinations of every size and sum.
 *
 * A cage is a set of orthogonally connected cells (1 to 9 of them) whose digits are distinct and
 * add up to its sum. Cages of a rule set never overlap; they need not cover the grid. A checked
 * cage is frozen, its cells ascending; the cages of a rule set are sorted by their first cell.
 *
 * The text form (the `killer:` part of a rules text, see docs/variants.md) is a cage map of 81
 * characters, `.` for a cell in no cage, then `:` and the sums joined by `,`:
 *
 * ```
 * killer:aabbcdd…:3,15,9,…
 * ```
 *
 * A cage is a group of orthogonally connected cells holding the same character (`a`–`z`, `A`–`Z`,
 * `0`–`9`): two groups with the same character that do not touch are two cages, so 62 characters
 * label any number of cages. The sums follow the cages in the order of their first cells (row by
 * row). The canonical text labels the first 62 cages `a`, `b`, … `9` in that order and each later
 * cage with the first character none of the cages it touches has.
 *
 * The combination tables: for `size` 1–9 and `sum` 0–45 (key `size * 46 + sum`),
 * {@link CAGE_DIGITS} is the union of the digit sets (9-bit masks, digit d = bit d − 1) of `size`
 * distinct digits adding up to `sum`, and {@link CAGE_COMBOS} from `CAGE_COMBO_START[key]` to
 * `CAGE_COMBO_START[key + 1]` lists those sets, by mask.
 */
import { CELL_COUNT, SIZE, cellName } from '../board/geometry.js';
import { SudokuError, SudokuErrorCode, type SudokuErrorDetails } from '../errors.js';
import { describe, isArrayValue, readProperty } from '../internal/args.js';

/** A killer cage: connected cells whose distinct digits add up to `sum`. Frozen. */
export interface SudokuCage {
  /** What the cage's digits add up to, 1–45. */
  readonly sum: number;
  /** The cells (0–80, row-major), ascending; 1 to 9 orthogonally connected cells. */
  readonly cells: readonly number[];
}

/** The most cells a cage may have (its digits are distinct). */
export const MAX_CAGE_SIZE = 9;

/** The key of the combination tables for a cage of `size` cells adding up to `sum`. */
export const SUM_KEYS = 46;

/** The smallest and the largest sum of `size` distinct digits (size 0–9). */
export function cageSumRange(size: number): readonly [number, number] {
  return [(size * (size + 1)) / 2, 45 - ((9 - size) * (10 - size)) / 2];
}

interface ComboTables {
  readonly start: Uint16Array;
  readonly combos: Uint16Array;
  readonly digits: Uint16Array;
}

function buildCombos(): ComboTables {
  const keyOf = new Uint16Array(512);
  const counts = new Uint16Array(10 * SUM_KEYS + 1);
  for (let m = 1; m < 512; m++) {
    let size = 0;
    let sum = 0;
    for (let d = 0; d < 9; d++) {
      if ((m & (1 << d)) !== 0) {
        size++;
        sum += d + 1;
      }
    }
    keyOf[m] = size * SUM_KEYS + sum;
    counts[keyOf[m]! + 1]!++;
  }
  const start = new Uint16Array(10 * SUM_KEYS + 1);
  for (let k = 1; k <= 10 * SUM_KEYS; k++) start[k] = start[k - 1]! + counts[k]!;
  const fill = start.slice();
  const combos = new Uint16Array(511);
  const digits = new Uint16Array(10 * SUM_KEYS);
  for (let m = 1; m < 512; m++) {
    const key = keyOf[m]!;
    combos[fill[key]!++] = m;
    digits[key]! |= m;
  }
  return { start, combos, digits };
}

let comboTables: ComboTables | undefined;

function tables(): ComboTables {
  return (comboTables ??= buildCombos());
}

// Each table is its own pure call, so that a bundle that uses none of them drops them all.
/** Where the digit sets of each (size, sum) start in {@link CAGE_COMBOS} (see the module header). */
export const CAGE_COMBO_START: Uint16Array = /* @__PURE__ */ (() => tables().start)();
/** Every non-empty digit set (9-bit mask), grouped by size and sum (see the module header). */
export const CAGE_COMBOS: Uint16Array = /* @__PURE__ */ (() => tables().combos)();
/** The digits that can appear in a cage of each size and sum (see the module header). */
export const CAGE_DIGITS: Uint16Array = /* @__PURE__ */ (() => tables().digits)();

/**
 * The sets of `size` distinct digits 1–9 adding up to `sum`, each ascending, in lexicographic
 * order: the combinations a killer cage of that size and sum can hold (`cageCombinations(2, 10)`:
 * 1+9, 2+8, 3+7, 4+6). Empty when there is none.
 */
export function cageCombinations(size: number, sum: number): number[][] {
  const out: number[][] = [];
  if (size < 1 || size > 9 || sum < 0 || sum > 45) return out;
  const key = size * SUM_KEYS + sum;
  for (let k = CAGE_COMBO_START[key]!; k < CAGE_COMBO_START[key + 1]!; k++) {
    const m = CAGE_COMBOS[k]!;
    const set: number[] = [];
    for (let d = 0; d < 9; d++) if ((m & (1 << d)) !== 0) set.push(d + 1);
    out.push(set);
  }
  // Lexicographic order of the digit lists (the table is in mask order).
  return out.sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  });
}

function fail(
  code: typeof SudokuErrorCode.InvalidCage | typeof SudokuErrorCode.CageOverlap,
  message: string,
  details: SudokuErrorDetails,
): never {
  throw new SudokuError(code, message, details);
}

function at(position: number | undefined): string {
  return position === undefined ? '' : ` (at position ${position})`;
}

/** `cage 3 (sum 15: r1c1, r1c2)`: a cage as messages name it, 1-based. */
export function cageName(index: number, sum: number | undefined, cells: readonly number[]): string {
  const shown =
    cells.length > 9 ? `${cells.slice(0, 9).map(cellName).join(', ')}, …` : cells.map(cellName).join(', ');
  return `cage ${index + 1} (${sum === undefined ? '' : `sum ${sum}: `}${shown})`;
}

/** A cage as read, before its checks; `position` is where it starts in a text. */
export interface RawCage {
  readonly sum: number;
  readonly cells: readonly number[];
  /** 1-based position of the cage (its first cell, or its sum) in a text. */
  readonly position?: number;
  /** 1-based position of its sum in a text. */
  readonly sumPosition?: number;
}

/**
 * The first of `cells` (distinct, ascending, at most 9) that cannot be reached from the first
 * through orthogonal neighbours among them; undefined when they are connected.
 */
function unreached(cells: readonly number[]): number | undefined {
  const n = cells.length;
  let reached = 1;
  const stack = [0];
  while (stack.length > 0) {
    const cell = cells[stack.pop()!]!;
    for (let j = 0; j < n; j++) {
      if ((reached & (1 << j)) !== 0) continue;
      const other = cells[j]!;
      const gap = Math.abs(cell - other);
      if (gap === SIZE || (gap === 1 && ((cell / SIZE) | 0) === ((other / SIZE) | 0))) {
        reached |= 1 << j;
        stack.push(j);
      }
    }
  }
  for (let j = 0; j < n; j++) if ((reached & (1 << j)) === 0) return cells[j];
  return undefined;
}

/**
 * Checks cages (each: cells 0–80 without repeats, 1–9 cells, connected, a sum that size can
 * make; no two sharing a cell) and returns them frozen, cells ascending, sorted by first cell.
 * Errors name the cage by its index in `cages` and its cells.
 */
export function checkCages(cages: readonly RawCage[]): SudokuCage[] {
  const owner = new Int16Array(CELL_COUNT).fill(-1);
  const out: SudokuCage[] = [];
  cages.forEach((cage, index) => {
    const { sum, position } = cage;
    const cells = cage.cells.slice().sort((a, b) => a - b);
    const base = { cage: index, cells, ...(position === undefined ? {} : { position }) };
    if (cells.length === 0) {
      fail(SudokuErrorCode.InvalidCage, `cage ${index + 1} has no cell${at(position)}`, base);
    }
    for (let k = 0; k < cells.length; k++) {
      const cell = cells[k]!;
      if (!Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT) {
        fail(
          SudokuErrorCode.InvalidCage,
          `cage ${index + 1} has the cell ${describe(cell)}: cells are indices 0–80${at(position)}`,
          { ...base, value: cell },
        );
      }
      if (k > 0 && cells[k - 1] === cell) {
        fail(
          SudokuErrorCode.InvalidCage,
          `${cageName(index, undefined, cells)} names ${cellName(cell)} twice${at(position)}`,
          { ...base, index: cell },
        );
      }
    }
    if (cells.length > MAX_CAGE_SIZE) {
      fail(
        SudokuErrorCode.InvalidCage,
        `${cageName(index, undefined, cells)} has ${cells.length} cells: a cage has at most 9 (its digits are distinct)${at(position)}`,
        { ...base, found: cells.length },
      );
    }
    const loose = unreached(cells);
    if (loose !== undefined) {
      fail(
        SudokuErrorCode.InvalidCage,
        `${cageName(index, sum, cells)} is not connected: ${cellName(loose)} cannot be reached from ${cellName(cells[0]!)} through orthogonal neighbours in the cage${at(position)}`,
        { ...base, index: loose },
      );
    }
    const [low, high] = cageSumRange(cells.length);
    if (!Number.isInteger(sum) || sum < low || sum > high) {
      const where = cage.sumPosition ?? position;
      fail(
        SudokuErrorCode.InvalidCage,
        `${cageName(index, sum, cells)} cannot add up to ${describe(sum)}: ${cells.length} distinct digits make ${low} to ${high}${at(where)}`,
        { ...base, value: sum, ...(where === undefined ? {} : { position: where }) },
      );
    }
    for (const cell of cells) {
      const other = owner[cell]!;
      if (other >= 0) {
        const first = cages[other]!;
        fail(
          SudokuErrorCode.CageOverlap,
          `${cageName(index, sum, cells)} overlaps ${cageName(
            other,
            first.sum,
            first.cells.slice().sort((a, b) => a - b),
          )} at ${cellName(cell)}: cages share no cell${at(position)}`,
          { ...base, index: cell, value: other },
        );
      }
      owner[cell] = index;
    }
    out.push(Object.freeze({ sum, cells: Object.freeze(cells) }));
  });
  return out.sort((a, b) => a.cells[0]! - b.cells[0]!);
}

/**
 * Reads a list of cages given as values (the JSON form, `SudokuRules.killer`), with the checks
 * of {@link checkCages}. `name` names the list in messages.
 */
export function readCageList(value: unknown, name: string): SudokuCage[] {
  if (!isArrayValue(value, name)) {
    fail(
      SudokuErrorCode.InvalidCage,
      `${name} must be an array of cages ({ sum, cells }), received ${describe(value)}`,
      {
        value,
      },
    );
  }
  const length = readProperty(value, 'length', `${name}.length`) as number;
  if (length > CELL_COUNT) {
    fail(SudokuErrorCode.InvalidCage, `${name} has ${length} cages, at most 81`, { found: length });
  }
  const raw: RawCage[] = [];
  for (let k = 0; k < length; k++) {
    const where = `${name}[${k}]`;
    const item = readProperty(value, k, where);
    if (typeof item !== 'object' || item === null || isArrayValue(item, where)) {
      fail(
        SudokuErrorCode.InvalidCage,
        `${where} must be a cage ({ sum, cells }), received ${describe(item)}`,
        {
          cage: k,
          value: item,
        },
      );
    }
    let keys: string[];
    try {
      keys = Object.keys(item);
    } catch (error) {
      throw new TypeError(`the keys of ${where} could not be listed: it threw (see the cause)`, {
        cause: error,
      });
    }
    for (const key of keys) {
      if (key !== 'sum' && key !== 'cells') {
        fail(
          SudokuErrorCode.InvalidCage,
          `${where} has an unknown key ${describe(key)} (known: sum, cells)`,
          {
            cage: k,
            value: key,
          },
        );
      }
    }
    const sum = readProperty(item, 'sum', `${where}.sum`);
    const list = readProperty(item, 'cells', `${where}.cells`);
    if (!isArrayValue(list, `${where}.cells`)) {
      fail(
        SudokuErrorCode.InvalidCage,
        `${where}.cells must be an array of cell indices 0–80, received ${describe(list)}`,
        {
          cage: k,
          value: list,
        },
      );
    }
    const size = readProperty(list, 'length', `${where}.cells.length`) as number;
    if (size > MAX_CAGE_SIZE) {
      fail(
        SudokuErrorCode.InvalidCage,
        `cage ${k + 1} has ${size} cells: a cage has at most 9 (its digits are distinct)`,
        { cage: k, found: size },
      );
    }
    const cells: number[] = [];
    for (let j = 0; j < size; j++) {
      const cell = readProperty(list, j, `${where}.cells[${j}]`);
      if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT) {
        fail(
          SudokuErrorCode.InvalidCage,
          `${where}.cells[${j}] must be a cell index 0–80, received ${describe(cell)}`,
          {
            cage: k,
            value: cell,
          },
        );
      }
      cells.push(cell);
    }
    if (typeof sum !== 'number') {
      fail(SudokuErrorCode.InvalidCage, `${where}.sum must be a number 1–45, received ${describe(sum)}`, {
        cage: k,
        cells,
        value: sum,
      });
    }
    raw.push({ sum, cells });
  }
  return checkCages(raw);
}

/** The labels of the cage map, in the order the canonical text gives them. */
const LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function isLabel(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The orthogonal neighbours of `cell`. */
function neighbours(cell: number): number[] {
  const row = (cell / SIZE) | 0;
  const column = cell % SIZE;
  const out: number[] = [];
  if (row > 0) out.push(cell - SIZE);
  if (column > 0) out.push(cell - 1);
  if (column < SIZE - 1) out.push(cell + 1);
  if (row < SIZE - 1) out.push(cell + SIZE);
  return out;
}

/**
 * The groups of orthogonally connected cells holding the same character of `map` (81 characters),
 * in the order of their first cells; cells whose character `skip` accepts belong to none.
 */
export function mapGroups(map: string, skip: (code: number) => boolean): number[][] {
  const group = new Int16Array(CELL_COUNT).fill(-1);
  const groups: number[][] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    if (group[i] !== -1 || skip(map.charCodeAt(i))) continue;
    const code = map.charCodeAt(i);
    const cells: number[] = [];
    const stack = [i];
    group[i] = groups.length;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      cells.push(cell);
      for (const next of neighbours(cell)) {
        if (group[next] === -1 && map.charCodeAt(next) === code) {
          group[next] = groups.length;
          stack.push(next);
        }
      }
    }
    groups.push(cells.sort((a, b) => a - b));
  }
  return groups;
}

/**
 * Reads the body of a `killer:` part (`<81-character map>:<sums>`); `offset` is the 1-based
 * position of its first character in the rules text.
 */
export function readKillerText(body: string, offset: number): SudokuCage[] {
  const colon = body.indexOf(':');
  const map = colon < 0 ? body : body.slice(0, colon);
  if (map.length !== CELL_COUNT || colon < 0) {
    fail(
      SudokuErrorCode.InvalidCage,
      map.length !== CELL_COUNT
        ? `the cage map must have 81 characters, found ${map.length}: write killer:<81 characters, . for no cage>:<sums joined by ,>${at(offset)}`
        : `the cage map must be followed by ':' and the sums of its cages, joined by ','${at(offset + CELL_COUNT)}`,
      map.length !== CELL_COUNT ? { position: offset, found: map.length } : { position: offset + CELL_COUNT },
    );
  }
  for (let i = 0; i < CELL_COUNT; i++) {
    const code = map.charCodeAt(i);
    if (code !== 46 && !isLabel(code)) {
      const character = map[i]!;
      fail(
        SudokuErrorCode.InvalidCage,
        `the cage map has ${describe(character)} at ${cellName(i)}: cages are marked a–z, A–Z, 0–9, and . is no cage${at(offset + i)}`,
        { position: offset + i, index: i, character },
      );
    }
  }
  const groups = mapGroups(map, (code) => code === 46);
  if (groups.length === 0) {
    fail(
      SudokuErrorCode.InvalidCage,
      `the cage map has no cage: a killer part has at least one${at(offset)}`,
      {
        position: offset,
      },
    );
  }
  const text = body.slice(colon + 1);
  const sums: { value: number; position: number }[] = [];
  let start = 0;
  while (true) {
    const end = text.indexOf(',', start);
    const item = end < 0 ? text.slice(start) : text.slice(start, end);
    const position = offset + colon + 1 + start;
    if (!/^[1-9][0-9]?$/.test(item)) {
      fail(SudokuErrorCode.InvalidCage, `the sum ${describe(item)} is not a number 1–45${at(position)}`, {
        position,
        value: item,
      });
    }
    if (sums.length === groups.length) {
      fail(
        SudokuErrorCode.InvalidCage,
        `the cage map has ${groups.length} cages but more sums are given${at(position)}`,
        { position, found: groups.length },
      );
    }
    sums.push({ value: Number(item), position });
    if (end < 0) break;
    start = end + 1;
  }
  if (sums.length !== groups.length) {
    fail(
      SudokuErrorCode.InvalidCage,
      `the cage map has ${groups.length} cages but ${sums.length} sums are given (one per cage, in the order of their first cells; ` +
        `cells with the same character that do not touch are two cages)${at(offset + colon + 1)}`,
      { position: offset + colon + 1, found: sums.length },
    );
  }
  return checkCages(
    groups.map((cells, k) => ({
      sum: sums[k]!.value,
      cells,
      position: offset + cells[0]!,
      sumPosition: sums[k]!.position,
    })),
  );
}

/** The body of the canonical `killer:` part of checked cages (sorted by first cell). */
export function killerText(cages: readonly SudokuCage[]): string {
  const owner = new Int16Array(CELL_COUNT).fill(-1);
  cages.forEach((cage, k) => {
    for (const cell of cage.cells) owner[cell] = k;
  });
  const labels: string[] = [];
  cages.forEach((cage, k) => {
    if (k < LABELS.length) {
      labels.push(LABELS[k]!);
      return;
    }
    const taken = new Set<string>();
    for (const cell of cage.cells) {
      for (const next of neighbours(cell)) {
        const other = owner[next]!;
        if (other >= 0 && other < k) taken.add(labels[other]!);
      }
    }
    let label = 0;
    while (taken.has(LABELS[label]!)) label++;
    labels.push(LABELS[label]!);
  });
  let map = '';
  for (let i = 0; i < CELL_COUNT; i++) map += owner[i]! < 0 ? '.' : labels[owner[i]!]!;
  return `${map}:${cages.map((cage) => cage.sum).join(',')}`;
}

/** The formats of killer puzzles from other programs that `SudokuRules.parseKiller` reads. */
export type SudokuKillerFormat = 'sudokuwiki';

/**
 * Reads the cages of a killer puzzle written by another program:
 *
 * - `'sudokuwiki'`: the killer string of SudokuWiki.org's Killer Solver
 *   (https://www.sudokuwiki.org/Killer_String_Definitions): 81 colour characters (a cage is a
 *   group of connected cells of one colour), a comma, then 81 two-digit clues, `00` for none, a
 *   cage's sum at one of its cells (the first). The address before `bd=` may be kept.
 */
export function readForeignKiller(text: string, format: SudokuKillerFormat): SudokuCage[] {
  if (format !== 'sudokuwiki') {
    throw new RangeError(`format must be 'sudokuwiki', received ${describe(format)}`);
  }
  let body = text.trim();
  const query = body.indexOf('bd=');
  let offset = 1;
  if (query >= 0) {
    offset = query + 4;
    body = body.slice(query + 3);
  }
  const amp = body.indexOf('&');
  if (amp >= 0) body = body.slice(0, amp);
  const comma = body.indexOf(',');
  const map = comma < 0 ? body : body.slice(0, comma);
  const clues = comma < 0 ? '' : body.slice(comma + 1);
  if (map.length !== CELL_COUNT || clues.length < 2 * CELL_COUNT) {
    fail(
      SudokuErrorCode.InvalidCage,
      `a SudokuWiki killer string is 81 colour characters, a comma and 162 digits of clues; found ${map.length} and ${clues.length}${at(offset)}`,
      { position: offset, found: map.length },
    );
  }
  for (let i = 0; i < CELL_COUNT; i++) {
    const code = map.charCodeAt(i);
    if (code <= 32 || code === 44) {
      fail(
        SudokuErrorCode.InvalidCage,
        `the colour map has ${describe(map[i]!)} at ${cellName(i)}${at(offset + i)}`,
        {
          position: offset + i,
          index: i,
          character: map[i]!,
        },
      );
    }
  }
  const sums = new Uint8Array(CELL_COUNT);
  const clueStart = offset + CELL_COUNT + 1;
  for (let i = 0; i < CELL_COUNT; i++) {
    const pair = clues.slice(2 * i, 2 * i + 2);
    if (!/^[0-9][0-9]$/.test(pair) || Number(pair) > 45) {
      fail(
        SudokuErrorCode.InvalidCage,
        `the clue of ${cellName(i)} is ${describe(pair)}, not two digits 00–45${at(clueStart + 2 * i)}`,
        {
          position: clueStart + 2 * i,
          index: i,
          value: pair,
        },
      );
    }
    sums[i] = Number(pair);
  }
  const groups = mapGroups(map, () => false);
  const raw: RawCage[] = groups.map((cells, k) => {
    const clued = cells.filter((cell) => sums[cell] !== 0);
    if (clued.length !== 1) {
      fail(
        SudokuErrorCode.InvalidCage,
        `${cageName(k, undefined, cells)} has ${clued.length === 0 ? 'no clue' : `${clued.length} clues`}: each cage has its sum at one cell${at(clueStart + 2 * (clued[1] ?? cells[0]!))}`,
        { cage: k, cells, position: clueStart + 2 * (clued[1] ?? cells[0]!) },
      );
    }
    return {
      sum: sums[clued[0]!]!,
      cells,
      position: offset + cells[0]!,
      sumPosition: clueStart + 2 * clued[0]!,
    };
  });
  return checkCages(raw);
}
