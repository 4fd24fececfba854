/**
 * `SudokuRules`: which 9×9 Sudoku is played, as an immutable value.
 *
 * A rule set is the classic rules (rows, columns, boxes) with four kinds of change:
 *
 * - the boxes kept (`classic`), dropped (`latin`) or replaced by a jigsaw layout
 *   (`jigsaw:<81 region ids 1–9>`, each region nine orthogonally connected cells);
 * - extra regions, each nine cells that hold every digit once: `x` (both main diagonals),
 *   `windoku`, `disjoint-groups`, `asterisk`, `girandola`, `centre-dot` (the cells Sudoku
 *   Explainer uses, see `./regions.ts`), and custom regions (`region:r1c1,r1c2,…`, nine cells);
 * - neighbour rules: `anti-knight` and `anti-king` (cells a knight's or a king's move apart never
 *   hold the same digit) and `non-consecutive` (orthogonal neighbours never differ by 1).
 *
 * The text form joins the parts with `+` in one canonical order ({@link SUDOKU_RULE_TERMS}: the
 * layout, the extra regions, the neighbour rules, then the custom regions sorted by their cells),
 * so `toString()` is a key: two rule sets are the same rules exactly when their texts are equal.
 * A jigsaw layout is canonical too: its ids are renumbered in the order their regions first
 * appear (the region of r1c1 is 1), and the layout of the boxes themselves is the classic rules.
 *
 * What cannot be combined is refused with a `SudokuError` naming the clash and its position in
 * the text: two layouts (`latin+jigsaw:…`), a part given twice, two regions on the same nine
 * cells (`disjoint-groups+centre-dot`: the centre dots are disjoint group 5; a custom region that
 * is a row), and the combinations known to admit no grid ({@link IMPOSSIBLE_COMBINATIONS}). Every extra region is a fixed set of cells, so each combines with any layout: the
 * windoku groups follow from the windows, the rows and the columns alone, boxes or not.
 *
 * Killer cages (`./cages.ts`) come on top of any of these: a killer puzzle is a rule set with
 * cages (`killer:<cage map>:<sums>` in the text, last; `cages` in the JSON form), each cage's
 * digits distinct and adding up to its sum. A cage's cells are each other's peers.
 *
 * The tables an engine needs (every cell's peers, each cell's regions, the neighbour lists) are
 * built on first use and cached by the canonical text, so a rule set parsed again or rebuilt from
 * JSON reuses them; see {@link rulesTables}.
 */
import { CELL_COUNT, SIZE, cellName } from '../board/geometry.js';
import { SudokuError, SudokuErrorCode } from '../errors.js';
import { RULES_DOOR } from './door.js';
import {
  CAGE_COMBOS,
  CAGE_COMBO_START,
  CAGE_DIGITS,
  killerText,
  readCageList,
  readForeignKiller,
  readKillerText,
  type SudokuCage,
  type SudokuKillerFormat,
} from './cages.js';
import { closestWord, describe, isArrayValue, readProperty } from '../internal/args.js';
import {
  ASTERISK,
  CENTRE_DOT,
  GIRANDOLA,
  KING_STEPS,
  KNIGHT_STEPS,
  ORTHOGONAL_STEPS,
  antiDiagonal,
  disjointGroups,
  mainDiagonal,
  moveNeighbours,
  windowGroups,
} from './regions.js';

/** The codes of {@link SudokuErrorCode} a rules text or its JSON form can give. */
type RulesErrorCode =
  | typeof SudokuErrorCode.InvalidRules
  | typeof SudokuErrorCode.UnknownRule
  | typeof SudokuErrorCode.RulesClash
  | typeof SudokuErrorCode.InvalidJigsaw
  | typeof SudokuErrorCode.InvalidRegion
  | typeof SudokuErrorCode.InvalidCage;

/** The kind of a region of a rule set. */
export type SudokuRegionKind =
  | 'row'
  | 'column'
  | 'box'
  | 'diagonal'
  | 'anti-diagonal'
  | 'window'
  | 'disjoint-group'
  | 'asterisk'
  | 'girandola'
  | 'centre-dot'
  | 'jigsaw'
  | 'custom';

/** Nine cells that hold every digit once under a rule set. Frozen. */
export interface SudokuRegion {
  /** What the region is. */
  readonly kind: SudokuRegionKind;
  /**
   * Its number within its kind, 0-based: rows, columns, boxes 0–8; jigsaw regions 0–8 (the
   * layout's id − 1); windoku groups 0–8 (0–3 the four windows); disjoint groups 0–8; 0 for a
   * diagonal, the anti-diagonal, the asterisk, the girandola and the centre dot; custom regions
   * in the order of {@link SudokuRules.customRegions}.
   */
  readonly index: number;
  /** The nine cells (0–80), ascending. */
  readonly cells: readonly number[];
}

/** What the boxes are: kept, dropped, or replaced by a jigsaw layout. */
export type SudokuLayout = 'boxes' | 'latin' | 'jigsaw';

/**
 * Every named part of the text form, in canonical order, with what it is and the `serate` flag
 * of Sudoku Explainer (SukakuExplainer) that plays the same rule. `jigsaw` is written
 * `jigsaw:<81 ids>`; SE has no jigsaw.
 */
export const SUDOKU_RULE_TERMS: readonly {
  /** The part as written in the text. */
  readonly name: string;
  /** `'layout'`, `'region'` (extra regions) or `'neighbour'`. */
  readonly kind: 'layout' | 'region' | 'neighbour';
  /** The matching `serate` flag, or `null`. */
  readonly seFlag: string | null;
}[] = /* @__PURE__ */ (() =>
  Object.freeze(
    (
      [
        ['latin', 'layout', '--isBlocks=0'],
        ['jigsaw', 'layout', null],
        ['x', 'region', '--isX=1'],
        ['windoku', 'region', '--isWindows=1'],
        ['disjoint-groups', 'region', '--isDG=1'],
        ['asterisk', 'region', '--isAsterisk=1'],
        ['girandola', 'region', '--isGirandola=1'],
        ['centre-dot', 'region', '--isCD=1'],
        ['anti-knight', 'neighbour', '--isAntiKnight=1'],
        ['anti-king', 'neighbour', '--isAntiKing=1'],
        ['non-consecutive', 'neighbour', '--isNC=1'],
      ] as const
    ).map(([name, kind, seFlag]) => Object.freeze({ name, kind, seFlag })),
  ))();

const EXTRA_NAMES: readonly SudokuExtraRegionName[] = [
  'x',
  'windoku',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
];
const NEIGHBOUR_NAMES: readonly SudokuNeighbourRuleName[] = ['anti-knight', 'anti-king', 'non-consecutive'];

/** An extra region part of the text form. */
export type SudokuExtraRegionName =
  'x' | 'windoku' | 'disjoint-groups' | 'asterisk' | 'girandola' | 'centre-dot';
/** A neighbour rule of the text form. */
export type SudokuNeighbourRuleName = 'anti-knight' | 'anti-king' | 'non-consecutive';

/** The JSON form of a rule set ({@link SudokuRules.toJSON}, {@link SudokuRules.fromJSON}). */
export interface SudokuRulesJson {
  /** `'boxes'` (classic), `'latin'` or `'jigsaw'`. Default: `'jigsaw'` with `jigsaw`, else `'boxes'`. */
  readonly layout?: SudokuLayout;
  /** The jigsaw layout, 81 region ids `1`–`9` row by row; only with the jigsaw layout. */
  readonly jigsaw?: string;
  /** The extra regions, any order. Default none. */
  readonly regions?: readonly SudokuExtraRegionName[];
  /** The neighbour rules, any order. Default none. */
  readonly neighbours?: readonly SudokuNeighbourRuleName[];
  /** Custom regions, each nine cell indices 0–80. Default none. */
  readonly custom?: readonly (readonly number[])[];
  /** Killer cages, any order (see {@link SudokuCage}). Default none; `toJSON` writes it only when there are cages. */
  readonly cages?: readonly SudokuCage[];
}

/** The most custom regions a rule set may have. */
export const MAX_CUSTOM_REGIONS = 27;

/** The parts a text may start with, for suggestions. */
function knownTerms(): readonly string[] {
  return ['classic', ...SUDOKU_RULE_TERMS.map((t) => t.name), 'region', 'killer'];
}
const BOX_LAYOUT = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';
const BRAND = Symbol.for('open-sudoku-engine.SudokuRules');
const DOOR = {};

/** What a rule set is made of, checked and in canonical order. */
interface Spec {
  layout: SudokuLayout;
  jigsaw: string | undefined;
  extras: SudokuExtraRegionName[];
  neighbours: SudokuNeighbourRuleName[];
  custom: number[][];
  cages: readonly SudokuCage[];
}

/** Where each part came from, for the messages of clashes found once the parts are all read. */
type Origins = Map<string, number>;

function fail(code: RulesErrorCode, message: string, details: Record<string, unknown> = {}): never {
  throw new SudokuError(code, message, details);
}

function at(position: number | undefined): string {
  return position === undefined ? '' : ` (at position ${position})`;
}

/**
 * Checks a jigsaw layout of 81 ids 1–9 and returns it canonical (ids renumbered in the order of
 * their first cell). `offset` is the 1-based position of its first character in the text.
 */
function readJigsaw(layout: string, offset: number, where: string): string {
  if (layout.length !== CELL_COUNT) {
    fail(
      SudokuErrorCode.InvalidJigsaw,
      `${where} must have 81 region ids, found ${layout.length}${at(offset)}`,
      { position: offset, found: layout.length },
    );
  }
  const ids = new Uint8Array(CELL_COUNT);
  const counts = new Uint8Array(10);
  for (let i = 0; i < CELL_COUNT; i++) {
    const code = layout.charCodeAt(i) - 48;
    if (code < 1 || code > 9) {
      const character = layout[i]!;
      fail(
        SudokuErrorCode.InvalidJigsaw,
        `${where} has ${describe(character)} at ${cellName(i)}: region ids are 1–9${at(offset + i)}`,
        { position: offset + i, index: i, character },
      );
    }
    ids[i] = code;
    counts[code]!++;
  }
  for (let i = 0; i < CELL_COUNT; i++) {
    const id = ids[i]!;
    const count = counts[id]!;
    if (count === SIZE) continue;
    // Too many cells: point at the tenth; too few: at the first.
    let cell = i;
    if (count > SIZE)
      for (let seen = 0, k = 0; k < CELL_COUNT; k++) if (ids[k] === id && ++seen === 10) cell = k;
    fail(
      SudokuErrorCode.InvalidJigsaw,
      `${where}: region ${id} has ${count} cells, not 9${at(offset + cell)}`,
      { position: offset + cell, index: cell, value: id, found: count },
    );
  }
  // Connected: a flood from each region's first cell reaches its nine cells.
  const reached = new Uint8Array(CELL_COUNT);
  const stack: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    if (reached[i] !== 0) continue;
    const id = ids[i]!;
    reached[i] = 1;
    stack.push(i);
    let size = 0;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      size++;
      const row = (cell / SIZE) | 0;
      const column = cell % SIZE;
      for (const next of [
        row > 0 ? cell - SIZE : -1,
        row < SIZE - 1 ? cell + SIZE : -1,
        column > 0 ? cell - 1 : -1,
        column < SIZE - 1 ? cell + 1 : -1,
      ]) {
        if (next >= 0 && reached[next] === 0 && ids[next] === id) {
          reached[next] = 1;
          stack.push(next);
        }
      }
    }
    if (size !== SIZE) {
      let cell = i + 1;
      while (ids[cell] !== id || reached[cell] !== 0) cell++;
      fail(
        SudokuErrorCode.InvalidJigsaw,
        `${where}: region ${id} is not connected: ${cellName(cell)} cannot be reached from ${cellName(i)}${at(offset + cell)}`,
        { position: offset + cell, index: cell, value: id },
      );
    }
  }
  const rename = new Uint8Array(10);
  let next = 0;
  let canonical = '';
  for (let i = 0; i < CELL_COUNT; i++) {
    const id = ids[i]!;
    if (rename[id] === 0) rename[id] = ++next;
    canonical += String(rename[id]);
  }
  return canonical;
}

/** Checks a custom region given as cell indices, returning it ascending. */
function checkRegionCells(
  cells: readonly number[],
  describeCell: (k: number) => Record<string, unknown>,
): number[] {
  const seen = new Uint8Array(CELL_COUNT);
  for (let k = 0; k < cells.length; k++) {
    const cell = cells[k]!;
    if (seen[cell] !== 0) {
      const details = describeCell(k);
      fail(
        SudokuErrorCode.InvalidRegion,
        `a custom region names ${cellName(cell)} twice${at(details.position as number | undefined)}`,
        { ...details, index: cell },
      );
    }
    seen[cell] = 1;
  }
  return cells.slice().sort((a, b) => a - b);
}

function readRegionText(list: string, offset: number): number[] {
  const cells: number[] = [];
  const starts: number[] = [];
  let start = 0;
  while (true) {
    const end = list.indexOf(',', start);
    const item = end < 0 ? list.slice(start) : list.slice(start, end);
    const match = /^r([1-9])c([1-9])$/.exec(item);
    if (match === null) {
      fail(
        SudokuErrorCode.InvalidRegion,
        `a custom region lists ${describe(item)}: cells are written r1c1 to r9c9, separated by commas${at(offset + start)}`,
        { position: offset + start, value: item },
      );
    }
    if (cells.length === SIZE) {
      fail(SudokuErrorCode.InvalidRegion, `a custom region has more than 9 cells${at(offset + start)}`, {
        position: offset + start,
        found: cells.length + 1,
      });
    }
    cells.push((Number(match[1]) - 1) * SIZE + Number(match[2]) - 1);
    starts.push(offset + start);
    if (end < 0) break;
    start = end + 1;
  }
  if (cells.length !== SIZE) {
    fail(SudokuErrorCode.InvalidRegion, `a custom region has ${cells.length} cells, not 9${at(offset)}`, {
      position: offset,
      found: cells.length,
    });
  }
  return checkRegionCells(cells, (k) => ({ position: starts[k] }));
}

function regionText(cells: readonly number[]): string {
  return `region:${cells.map(cellName).join(',')}`;
}

function compareCells(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < SIZE; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
  return 0;
}

function emptySpec(): Spec {
  return { layout: 'boxes', jigsaw: undefined, extras: [], neighbours: [], custom: [], cages: [] };
}

function specText(spec: Spec): string {
  const parts: string[] = [];
  if (spec.layout === 'latin') parts.push('latin');
  if (spec.layout === 'jigsaw') parts.push(`jigsaw:${spec.jigsaw!}`);
  for (const name of EXTRA_NAMES) if (spec.extras.includes(name)) parts.push(name);
  for (const name of NEIGHBOUR_NAMES) if (spec.neighbours.includes(name)) parts.push(name);
  for (const cells of spec.custom) parts.push(regionText(cells));
  if (spec.cages.length > 0) parts.push(`killer:${killerText(spec.cages)}`);
  return parts.length === 0 ? 'classic' : parts.join('+');
}

/** A region with the part of the rules it came from, for clash messages. */
interface SourcedRegion extends SudokuRegion {
  readonly part: string;
}

function regionList(spec: Spec): SourcedRegion[] {
  const out: SourcedRegion[] = [];
  const add = (kind: SudokuRegionKind, part: string, groups: readonly (readonly number[])[]): void => {
    groups.forEach((cells, index) => out.push({ kind, index, cells, part }));
  };
  const lines = (f: (k: number, j: number) => number): number[][] =>
    Array.from({ length: SIZE }, (_, k) => Array.from({ length: SIZE }, (_, j) => f(k, j)));
  add(
    'row',
    'classic',
    lines((k, j) => k * SIZE + j),
  );
  add(
    'column',
    'classic',
    lines((k, j) => j * SIZE + k),
  );
  if (spec.layout === 'boxes') {
    add(
      'box',
      'classic',
      lines((k, j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * SIZE + (k % 3) * 3 + (j % 3)),
    );
  } else if (spec.layout === 'jigsaw') {
    const groups: number[][] = Array.from({ length: SIZE }, () => []);
    for (let i = 0; i < CELL_COUNT; i++) groups[spec.jigsaw!.charCodeAt(i) - 49]!.push(i);
    add('jigsaw', 'jigsaw', groups);
  }
  for (const name of spec.extras) {
    if (name === 'x') {
      add('diagonal', name, [mainDiagonal()]);
      add('anti-diagonal', name, [antiDiagonal()]);
    } else if (name === 'windoku') add('window', name, windowGroups());
    else if (name === 'disjoint-groups') add('disjoint-group', name, disjointGroups());
    else if (name === 'asterisk') add('asterisk', name, [ASTERISK]);
    else if (name === 'girandola') add('girandola', name, [GIRANDOLA]);
    else add('centre-dot', name, [CENTRE_DOT]);
  }
  spec.custom.forEach((cells, index) => out.push({ kind: 'custom', index, cells, part: regionText(cells) }));
  return out;
}

const KIND_NAMES: Readonly<Record<SudokuRegionKind, string>> = {
  row: 'row',
  column: 'column',
  box: 'box',
  diagonal: 'the main diagonal',
  'anti-diagonal': 'the anti-diagonal',
  window: 'window group',
  'disjoint-group': 'disjoint group',
  asterisk: 'the asterisk',
  girandola: 'the girandola',
  'centre-dot': 'the centre dot',
  jigsaw: 'jigsaw region',
  custom: 'custom region',
};

/** `row 3`, `window group 2`, `the main diagonal`: a region as messages name it (1-based). */
export function regionName(kind: SudokuRegionKind, index: number): string {
  const name = KIND_NAMES[kind];
  return name.startsWith('the ') ? name : `${name} ${index + 1}`;
}

/** Refuses two regions on the same nine cells, naming both and the later part's position. */
function checkDistinctRegions(regions: readonly SourcedRegion[], origins: Origins | undefined): void {
  const seen = new Map<string, SourcedRegion>();
  for (const region of regions) {
    const key = region.cells.join(',');
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, region);
      continue;
    }
    const position = origins?.get(region.part);
    const part = region.part.startsWith('region:') ? 'a custom region' : `'${region.part}'`;
    fail(
      SudokuErrorCode.RulesClash,
      `${part} repeats ${regionName(earlier.kind, earlier.index)}: ${regionName(region.kind, region.index)} ` +
        `is the same nine cells${at(position)}`,
      position === undefined ? { value: region.part } : { position, value: region.part },
    );
  }
}

/**
 * Combinations with the boxes that admit no solution grid at all, as the library's exhaustive
 * search of the empty grid shows (docs/variants.md gives the times); every rule set holding one of
 * them is refused. Not a complete list: a combination may have no grid and not be listed (the
 * solver then finds the puzzles unsolvable).
 */
export const IMPOSSIBLE_COMBINATIONS: readonly (readonly string[])[] = /* @__PURE__ */ (() =>
  Object.freeze(
    [
      ['x', 'anti-knight', 'anti-king'],
      ['x', 'anti-king', 'non-consecutive'],
      ['windoku', 'non-consecutive'],
      ['windoku', 'girandola', 'anti-knight'],
    ].map((parts) => Object.freeze(parts)),
  ))();

function checkPossible(spec: Spec, origins: Origins | undefined): void {
  if (spec.layout !== 'boxes') return;
  const has = (part: string): boolean =>
    (spec.extras as readonly string[]).includes(part) ||
    (spec.neighbours as readonly string[]).includes(part);
  for (const parts of IMPOSSIBLE_COMBINATIONS) {
    if (!parts.every(has)) continue;
    const positions = parts.map((part) => origins?.get(part) ?? 0);
    const position = Math.max(...positions);
    fail(
      SudokuErrorCode.RulesClash,
      `${parts.join('+')} admits no solution grid: no 9×9 grid obeys them all with the boxes${at(position || undefined)}`,
      position === 0 ? { value: parts.join('+') } : { position, value: parts.join('+') },
    );
  }
}

/** Parses the text form into a spec (see the module header). */
function parseSpec(text: string): { spec: Spec; origins: Origins } {
  const spec = emptySpec();
  const origins: Origins = new Map();
  let layoutPart: string | undefined;
  let start = 0;
  while (true) {
    const end = text.indexOf('+', start);
    const term = end < 0 ? text.slice(start) : text.slice(start, end);
    const position = start + 1;
    if (term.length === 0) {
      fail(
        SudokuErrorCode.InvalidRules,
        text.length === 0
          ? 'the rules text is empty: write classic, or rules joined by + (x+windoku)'
          : `the rules text has an empty part (a '+' at an end or two in a row)${at(position)}`,
        { position },
      );
    }
    const colon = term.indexOf(':');
    const head = colon < 0 ? term : term.slice(0, colon);
    if (head === 'classic' || head === 'latin' || head === 'jigsaw') {
      if (colon >= 0 && head !== 'jigsaw') {
        fail(SudokuErrorCode.UnknownRule, `unknown rule ${describe(term)}${at(position)}`, {
          position,
          value: term,
        });
      }
      const shown = head === 'jigsaw' ? 'jigsaw:…' : head;
      if (layoutPart !== undefined) {
        fail(
          SudokuErrorCode.RulesClash,
          layoutPart === shown
            ? `'${shown}' is given twice${at(position)}`
            : `'${shown}' cannot be combined with '${layoutPart}': a rule set has one layout${at(position)}`,
          { position, value: term },
        );
      }
      layoutPart = shown;
      if (head === 'latin') spec.layout = 'latin';
      if (head === 'jigsaw') {
        if (colon < 0) {
          fail(
            SudokuErrorCode.InvalidJigsaw,
            `'jigsaw' needs its layout: jigsaw:<81 region ids 1–9>${at(position)}`,
            { position },
          );
        }
        spec.layout = 'jigsaw';
        spec.jigsaw = readJigsaw(term.slice(colon + 1), position + colon + 1, 'the jigsaw layout');
        origins.set('jigsaw', position);
      }
    } else if (head === 'killer' && colon >= 0) {
      if (origins.has('killer')) {
        fail(
          SudokuErrorCode.RulesClash,
          `'killer:…' is given twice: one part holds every cage${at(position)}`,
          {
            position,
            value: term,
          },
        );
      }
      origins.set('killer', position);
      spec.cages = readKillerText(term.slice(colon + 1), position + colon + 1);
    } else if (head === 'region' && colon >= 0) {
      if (spec.custom.length === MAX_CUSTOM_REGIONS) {
        fail(
          SudokuErrorCode.InvalidRules,
          `a rule set has at most ${MAX_CUSTOM_REGIONS} custom regions${at(position)}`,
          { position, found: MAX_CUSTOM_REGIONS + 1 },
        );
      }
      const cells = readRegionText(term.slice(colon + 1), position + colon + 1);
      const key = regionText(cells);
      if (origins.has(key)) {
        fail(SudokuErrorCode.RulesClash, `a custom region is given twice${at(position)}`, {
          position,
          value: term,
        });
      }
      origins.set(key, position);
      spec.custom.push(cells);
    } else if (
      (EXTRA_NAMES as readonly string[]).includes(term) ||
      (NEIGHBOUR_NAMES as readonly string[]).includes(term)
    ) {
      if (origins.has(term)) {
        fail(SudokuErrorCode.RulesClash, `'${term}' is given twice${at(position)}`, {
          position,
          value: term,
        });
      }
      origins.set(term, position);
      if ((EXTRA_NAMES as readonly string[]).includes(term)) spec.extras.push(term as SudokuExtraRegionName);
      else spec.neighbours.push(term as SudokuNeighbourRuleName);
    } else if ((term === 'killer' || term === 'region') && colon < 0) {
      // The two parts that carry data, named without it (`jigsaw` alone is handled above).
      fail(
        term === 'killer' ? SudokuErrorCode.InvalidCage : SudokuErrorCode.InvalidRegion,
        term === 'killer'
          ? `'killer' needs its cages: killer:<81-character cage map>:<sums>${at(position)}`
          : `'region' needs its cells: region:<9 cells>${at(position)}`,
        { position, value: term },
      );
    } else {
      const near = closestWord(head, knownTerms());
      fail(
        SudokuErrorCode.UnknownRule,
        `unknown rule ${describe(term)}${near === undefined ? '' : `: did you mean '${near}'?`}${at(position)} ` +
          `(known: ${knownTerms()
            .map((t) =>
              t === 'jigsaw'
                ? 'jigsaw:<81 ids>'
                : t === 'region'
                  ? 'region:<9 cells>'
                  : t === 'killer'
                    ? 'killer:<81-character cage map>:<sums>'
                    : t,
            )
            .join(', ')})`,
        { position, value: term },
      );
    }
    if (end < 0) break;
    start = end + 1;
  }
  return { spec, origins };
}

/** Reads the JSON form into a spec. */
function jsonSpec(value: object): Spec {
  const spec = emptySpec();
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch (error) {
    throw new TypeError('the keys of the rules object could not be listed: it threw (see the cause)', {
      cause: error,
    });
  }
  const allowed = ['layout', 'jigsaw', 'regions', 'neighbours', 'custom', 'cages'];
  for (const key of keys) {
    if (!allowed.includes(key)) {
      const near = closestWord(key, allowed);
      fail(
        SudokuErrorCode.InvalidRules,
        `the rules object has an unknown key ${describe(key)}${near === undefined ? '' : `: did you mean '${near}'?`} (known: ${allowed.join(', ')})`,
        { value: key },
      );
    }
  }
  const read = (key: string): unknown => readProperty(value, key, `rules.${key}`);
  const jigsaw = read('jigsaw');
  const layout = read('layout') ?? (jigsaw === undefined ? 'boxes' : 'jigsaw');
  if (layout !== 'boxes' && layout !== 'latin' && layout !== 'jigsaw') {
    fail(
      SudokuErrorCode.InvalidRules,
      `rules.layout must be 'boxes', 'latin' or 'jigsaw', received ${describe(layout)}`,
      { value: layout },
    );
  }
  spec.layout = layout;
  if (layout === 'jigsaw') {
    if (typeof jigsaw !== 'string') {
      fail(
        SudokuErrorCode.InvalidJigsaw,
        `rules.jigsaw must be a string of 81 region ids with the jigsaw layout, received ${describe(jigsaw)}`,
        { value: jigsaw },
      );
    }
    spec.jigsaw = readJigsaw(jigsaw, 1, 'rules.jigsaw');
    if (spec.jigsaw === BOX_LAYOUT) spec.layout = 'boxes';
  } else if (jigsaw !== undefined) {
    fail(SudokuErrorCode.RulesClash, `rules.jigsaw is given with the layout '${layout}'`, {
      value: jigsaw,
    });
  }
  const list = (key: string, limit: number): readonly unknown[] => {
    const items = read(key);
    if (items === undefined) return [];
    if (!isArrayValue(items, `rules.${key}`)) {
      fail(SudokuErrorCode.InvalidRules, `rules.${key} must be an array, received ${describe(items)}`, {
        value: items,
      });
    }
    const length = readProperty(items, 'length', `rules.${key}.length`) as number;
    if (length > limit) {
      fail(SudokuErrorCode.InvalidRules, `rules.${key} has ${length} entries, at most ${limit}`, {
        found: length,
      });
    }
    return Array.from({ length }, (_, k) => readProperty(items, k, `rules.${key}[${k}]`));
  };
  const names = <T extends string>(key: string, known: readonly T[], into: T[]): void => {
    const items = list(key, known.length);
    items.forEach((item, k) => {
      if (typeof item !== 'string' || !(known as readonly string[]).includes(item)) {
        fail(
          SudokuErrorCode.UnknownRule,
          `rules.${key}[${k}] is ${describe(item)}, not one of ${known.join(', ')}`,
          { value: item },
        );
      }
      if (into.includes(item as T)) {
        fail(SudokuErrorCode.RulesClash, `rules.${key} names '${item}' twice`, { value: item });
      }
      into.push(item as T);
    });
  };
  const extras: SudokuExtraRegionName[] = [];
  const neighbours: SudokuNeighbourRuleName[] = [];
  names('regions', EXTRA_NAMES, extras);
  names('neighbours', NEIGHBOUR_NAMES, neighbours);
  spec.extras = extras;
  spec.neighbours = neighbours;
  list('custom', MAX_CUSTOM_REGIONS).forEach((item, k) => {
    const where = `rules.custom[${k}]`;
    if (!isArrayValue(item, where)) {
      fail(
        SudokuErrorCode.InvalidRegion,
        `${where} must be an array of 9 cells, received ${describe(item)}`,
        {
          value: item,
        },
      );
    }
    const length = readProperty(item, 'length', `${where}.length`) as number;
    if (length !== SIZE) {
      fail(SudokuErrorCode.InvalidRegion, `${where} has ${length} cells, not 9`, { found: length });
    }
    const cells: number[] = [];
    for (let j = 0; j < SIZE; j++) {
      const cell = readProperty(item, j, `${where}[${j}]`);
      if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT) {
        fail(
          SudokuErrorCode.InvalidRegion,
          `${where}[${j}] must be a cell index 0–80, received ${describe(cell)}`,
          {
            value: cell,
          },
        );
      }
      cells.push(cell);
    }
    spec.custom.push(checkRegionCells(cells, () => ({})));
  });
  const cages = read('cages');
  if (cages !== undefined) spec.cages = readCageList(cages, 'rules.cages');
  return spec;
}

/** Sorts the custom regions, refuses repeated regions and builds (or reuses) the value. */
function fromSpec(spec: Spec, origins: Origins | undefined): SudokuRules {
  if (spec.layout === 'jigsaw' && spec.jigsaw === BOX_LAYOUT) {
    spec.layout = 'boxes';
    spec.jigsaw = undefined;
  }
  spec.extras = EXTRA_NAMES.filter((name) => spec.extras.includes(name));
  spec.neighbours = NEIGHBOUR_NAMES.filter((name) => spec.neighbours.includes(name));
  spec.custom.sort(compareCells);
  for (let k = 1; k < spec.custom.length; k++) {
    if (compareCells(spec.custom[k - 1]!, spec.custom[k]!) === 0) {
      fail(SudokuErrorCode.RulesClash, 'a custom region is given twice', {
        value: regionText(spec.custom[k]!),
      });
    }
  }
  const text = specText(spec);
  // The classic rules are one value whatever the cache has dropped; others compare by `equals`.
  if (text === 'classic' && classicRules !== undefined) return classicRules;
  const known = INTERNED.get(text);
  if (known !== undefined) return known;
  if (spec.cages.length > 0) {
    // The same rules without cages pass the checks below (once: they are then interned).
    fromSpec({ ...spec, cages: [] }, origins);
  } else {
    checkDistinctRegions(regionList(spec), origins);
    checkPossible(spec, origins);
  }
  const rules = new (SudokuRules as unknown as new (spec: Spec, text: string, door: object) => SudokuRules)(
    spec,
    text,
    DOOR,
  );
  remember(INTERNED, text, rules);
  return rules;
}

// Bounded caches (insertion order: the oldest entry goes first), so that a program drawing many
// random jigsaw layouts does not keep them all.
const CACHE_SIZE = 64;
const INTERNED = new Map<string, SudokuRules>();

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

let classicRules: SudokuRules | undefined;
let tablesOf: ((rules: SudokuRules) => RuleTables) | undefined;
let isRules: ((value: object) => boolean) | undefined;

/**
 * A 9×9 rule set: the classic rules, or a variant (extra regions, a jigsaw or no boxes, neighbour
 * rules). Immutable; built by {@link SudokuRules.parse}, {@link SudokuRules.fromJSON} or
 * {@link SudokuRules.classic}. The text form is described in docs/variants.md.
 */
export class SudokuRules {
  /** `'boxes'`, `'latin'` or `'jigsaw'`. */
  readonly layout: SudokuLayout;
  /** The jigsaw layout (81 ids 1–9, canonical numbering), or undefined without one. */
  readonly jigsaw: string | undefined;
  /** The extra regions, in canonical order. Frozen. */
  readonly extraRegions: readonly SudokuExtraRegionName[];
  /** The neighbour rules, in canonical order. Frozen. */
  readonly neighbourRules: readonly SudokuNeighbourRuleName[];
  /** The custom regions, each nine cells ascending, sorted. Frozen. */
  readonly customRegions: readonly (readonly number[])[];
  /**
   * The killer cages, sorted by their first cell (see {@link SudokuCage}); empty without cages.
   * Frozen, each cage too.
   */
  readonly cages: readonly SudokuCage[];
  /** True for the classic rules alone (rows, columns, boxes). */
  readonly isClassic: boolean;
  /** True when the rules have killer cages. */
  readonly isKiller: boolean;
  readonly #text: string;
  #tables: RuleTables | undefined;

  private constructor(spec: Spec, text: string, door: object) {
    if (door !== DOOR)
      throw new TypeError('SudokuRules has no public constructor: use SudokuRules.parse or fromJSON');
    this.layout = spec.layout;
    this.jigsaw = spec.jigsaw;
    this.extraRegions = Object.freeze(spec.extras.slice());
    this.neighbourRules = Object.freeze(spec.neighbours.slice());
    this.customRegions = Object.freeze(spec.custom.map((cells) => Object.freeze(cells.slice())));
    this.cages = Object.freeze(spec.cages.slice());
    this.isClassic = text === 'classic';
    this.isKiller = spec.cages.length > 0;
    this.#text = text;
    if (tablesOf === undefined) {
      tablesOf = (rules) => (rules.#tables ??= tablesFor(rules.#text, rules));
      RULES_DOOR.check = checkRules;
      RULES_DOOR.tables = (rules) => rulesTables(rules as SudokuRules);
      isRules = (value) => #text in value;
      try {
        Object.defineProperty(Object.getPrototypeOf(this), BRAND, { value: true });
      } catch {
        // A frozen prototype only loses the cross-copy brand.
      }
    }
    Object.freeze(this);
  }

  /** The classic rules: rows, columns and boxes. */
  static get classic(): SudokuRules {
    return (classicRules ??= fromSpec(emptySpec(), undefined));
  }

  /**
   * Parses the text form (`classic`, `x+windoku`, `jigsaw:<81 ids>+anti-knight`, …). A bad text
   * is a `SudokuError` (its `code` one of the rules codes of `SudokuErrorCode`) naming the part and its position.
   */
  static parse(text: string): SudokuRules {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, received ${describe(text)}`);
    const { spec, origins } = parseSpec(text);
    return fromSpec(spec, origins);
  }

  /** Builds a rule set from its JSON form ({@link SudokuRulesJson}), as `toJSON()` writes it. */
  static fromJSON(value: SudokuRulesJson): SudokuRules {
    if (typeof value !== 'object' || value === null || isArrayValue(value, 'value')) {
      throw new TypeError(`value must be a rules object, received ${describe(value)}`);
    }
    return fromSpec(jsonSpec(value), undefined);
  }

  /**
   * A killer rule set: `base` (default: the classic rules) with `cages` (each `{ sum, cells }`,
   * cells 0–80; see {@link SudokuCage}), which replace any cages `base` has. At least one cage.
   * Cages that are not 1–9 connected cells with a sum their size can make, or that overlap, are a
   * `SudokuError` (`INVALID_CAGE`, `CAGE_OVERLAP`) naming the cage (its place in `cages`) and its cells.
   *
   * @example
   * ```ts
   * import { SudokuRules } from 'open-sudoku-engine';
   *
   * const rules = SudokuRules.killer([
   *   { sum: 3, cells: [0, 1] },
   *   { sum: 24, cells: [2, 11, 20] },
   * ]);
   * rules.isKiller; // → true
   * rules.cages.length; // → 2
   * SudokuRules.parse(rules.toString()).equals(rules); // → true
   * ```
   */
  static killer(cages: readonly SudokuCage[], base?: SudokuRules): SudokuRules {
    const rules = checkRules(base, 'base');
    if (!isArrayValue(cages, 'cages'))
      throw new TypeError(`cages must be an array of cages, received ${describe(cages)}`);
    const list = readCageList(cages, 'cages');
    if (list.length === 0) {
      fail(SudokuErrorCode.InvalidCage, 'a killer rule set needs at least one cage', { found: 0 });
    }
    return withSpecCages(rules, list);
  }

  /**
   * Reads the cages of a killer puzzle in another program's format and returns `base` (default:
   * the classic rules) with them. `'sudokuwiki'`: the killer string of SudokuWiki.org's Killer
   * Solver (https://www.sudokuwiki.org/Killer_String_Definitions), with or without its address.
   * See docs/variants.md.
   */
  static parseKiller(text: string, format: SudokuKillerFormat, base?: SudokuRules): SudokuRules {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, received ${describe(text)}`);
    const rules = checkRules(base, 'base');
    return withSpecCages(rules, readForeignKiller(text, format));
  }

  /**
   * These rules with `cages` in place of their cages (none: the rules without cages). Checked as
   * {@link SudokuRules.killer} checks them.
   */
  withCages(cages: readonly SudokuCage[]): SudokuRules {
    if (!isArrayValue(cages, 'cages'))
      throw new TypeError(`cages must be an array of cages, received ${describe(cages)}`);
    return withSpecCages(this, readCageList(cages, 'cages'));
  }

  /** The canonical text form; `SudokuRules.parse(rules.toString())` gives the same rules. */
  toString(): string {
    return this.#text;
  }

  /** The JSON form, with every field present (`jigsaw` only with a jigsaw layout). */
  toJSON(): SudokuRulesJson {
    return {
      layout: this.layout,
      ...(this.jigsaw === undefined ? {} : { jigsaw: this.jigsaw }),
      regions: this.extraRegions.slice(),
      neighbours: this.neighbourRules.slice(),
      custom: this.customRegions.map((cells) => cells.slice()),
      ...(this.cages.length === 0
        ? {}
        : { cages: this.cages.map((cage) => ({ sum: cage.sum, cells: cage.cells.slice() })) }),
    };
  }

  /** True when `other` is the same rules (the same canonical text). */
  equals(other: SudokuRules): boolean {
    return this.#text === checkRules(other, 'other').toString();
  }

  /**
   * Every region, each with its kind and index: rows, columns, then boxes or jigsaw regions, then
   * the extra regions in canonical order, then the custom regions. Frozen.
   */
  get regions(): readonly SudokuRegion[] {
    return tablesOf!(this).regions;
  }

  /**
   * The cells that may not hold the same digit as cell `index` (0–80), ascending: its regions'
   * other cells, its knight's or king's moves under those rules, and the other cells of its
   * killer cage. Frozen.
   */
  peersOf(index: number): readonly number[] {
    if (typeof index !== 'number') throw new TypeError(`index must be a number, received ${describe(index)}`);
    if (!Number.isInteger(index) || index < 0 || index >= CELL_COUNT) {
      throw new RangeError(`index must be an integer from 0 to 80, received ${describe(index)}`);
    }
    return tablesOf!(this).peerLists[index]!;
  }
}

/** `rules` with `cages` (checked, sorted) in place of its cages. */
function withSpecCages(rules: SudokuRules, cages: readonly SudokuCage[]): SudokuRules {
  return fromSpec({ ...specOf(rules), cages }, undefined);
}

/** The spec of a rule set, fresh. */
function specOf(rules: SudokuRules): Spec {
  return {
    layout: rules.layout,
    jigsaw: rules.jigsaw,
    extras: rules.extraRegions.slice(),
    neighbours: rules.neighbourRules.slice(),
    custom: rules.customRegions.map((cells) => cells.slice()),
    cages: rules.cages,
  };
}

/**
 * Internal: checks an optional `rules` option and returns the rules (classic when undefined). A
 * rule set from another copy of the library is rebuilt from its text.
 */
export function checkRules(value: unknown, name = 'options.rules'): SudokuRules {
  if (value === undefined) return SudokuRules.classic;
  if (typeof value === 'object' && value !== null) {
    if (isRules?.(value) === true) return value as SudokuRules;
    let branded: boolean;
    try {
      branded = (value as Record<symbol, unknown>)[BRAND] === true;
    } catch {
      branded = false;
    }
    if (branded) {
      let text: unknown;
      try {
        text = (value as { toString(): unknown }).toString();
      } catch (error) {
        throw new TypeError(`${name} could not be read: its toString threw (see the cause)`, {
          cause: error,
        });
      }
      return SudokuRules.parse(text as string);
    }
  }
  throw new TypeError(`${name} must be a SudokuRules (SudokuRules.parse('x')), received ${describe(value)}`);
}

/**
 * The tables of a rule set that the engines read (built once per distinct rule set):
 *
 * ```
 *   regionCells   Uint8Array(R × 9)      cells of region r at [r*9, r*9+9), ascending
 *   peerStart     Uint16Array(82)        peers of cell i at peers[peerStart[i] … peerStart[i+1])
 *   peers         Uint8Array             ascending, never the cell itself
 *   cellRegionStart / cellRegions        the regions of cell i, the same way
 *   sees          Uint8Array(81 × 81)    1 when cells a ≠ b are peers, at [a*81 + b]
 *   orthoStart / ortho                   orthogonal neighbours (for non-consecutive)
 *   knightStart / knight, kingStart / king   the neighbour moves (empty lists when the rule is off)
 *   killer                               true when there are cages (every cage field below empty else)
 *   cages, cageCount                     the cages, as `SudokuRules.cages`
 *   cageOf        Int8Array(81)          the cage of each cell, −1 for none
 *   cageStart / cageCells                the cells of cage k at cageCells[cageStart[k] … cageStart[k+1])
 *   cageSums      Uint8Array(cageCount)  each cage's sum
 *   comboStart / combos / comboDigits    the digit sets of `size` distinct digits adding up to `sum`
 *                                        (key size × 46 + sum; see `./cages.ts`), shared by every rule set
 * ```
 *
 * A cage's cells are each other's peers (in `peers`, `peerLists` and `sees`): they may not hold
 * the same digit. The cages are not regions: a region holds every digit once, a cage does not.
 */
export interface RuleTables {
  readonly text: string;
  readonly regions: readonly SudokuRegion[];
  readonly regionCount: number;
  readonly regionCells: Uint8Array;
  readonly peerStart: Uint16Array;
  readonly peers: Uint8Array;
  readonly peerLists: readonly (readonly number[])[];
  readonly cellRegionStart: Uint16Array;
  readonly cellRegions: Uint8Array;
  readonly sees: Uint8Array;
  readonly nonConsecutive: boolean;
  readonly orthoStart: Uint16Array;
  readonly ortho: Uint8Array;
  readonly knightStart: Uint16Array;
  readonly knight: Uint8Array;
  readonly kingStart: Uint16Array;
  readonly king: Uint8Array;
  readonly killer: boolean;
  readonly cages: readonly SudokuCage[];
  readonly cageCount: number;
  readonly cageOf: Int8Array;
  readonly cageStart: Uint8Array;
  readonly cageCells: Uint8Array;
  readonly cageSums: Uint8Array;
  readonly comboStart: Uint16Array;
  readonly combos: Uint16Array;
  readonly comboDigits: Uint16Array;
}

const TABLES = new Map<string, RuleTables>();

/** Internal: the engine tables of `rules`, built on first use (see {@link RuleTables}). */
export function rulesTables(rules: SudokuRules): RuleTables {
  return tablesOf!(rules);
}

function flatten(lists: readonly (readonly number[])[]): { start: Uint16Array; cells: Uint8Array } {
  const start = new Uint16Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const cells = new Uint8Array(start[lists.length]!);
  lists.forEach((list, i) => {
    cells.set(list, start[i]);
  });
  return { start, cells };
}

function tablesFor(text: string, rules: SudokuRules): RuleTables {
  const cached = TABLES.get(text);
  if (cached !== undefined) return cached;
  if (rules.cages.length > 0) {
    // Killer rules: the tables of the same rules without cages, with the cage mates as peers.
    const tables = killerTables(text, rules.cages, rulesTables(withSpecCages(rules, [])));
    remember(TABLES, text, tables);
    return tables;
  }
  const spec = specOf(rules);
  const regions = Object.freeze(
    regionList(spec).map(({ kind, index, cells }) =>
      Object.freeze({ kind, index, cells: Object.freeze(cells.slice()) }),
    ),
  );
  const regionCells = new Uint8Array(regions.length * SIZE);
  regions.forEach((region, r) => {
    regionCells.set(region.cells, r * SIZE);
  });
  const none: number[][] = Array.from({ length: CELL_COUNT }, () => []);
  const knight = spec.neighbours.includes('anti-knight') ? moveNeighbours(KNIGHT_STEPS) : none;
  const king = spec.neighbours.includes('anti-king') ? moveNeighbours(KING_STEPS) : none;
  const sees = new Uint8Array(CELL_COUNT * CELL_COUNT);
  const cellRegionLists: number[][] = Array.from({ length: CELL_COUNT }, () => []);
  regions.forEach((region, r) => {
    for (const a of region.cells) {
      cellRegionLists[a]!.push(r);
      for (const b of region.cells) if (a !== b) sees[a * CELL_COUNT + b] = 1;
    }
  });
  for (let a = 0; a < CELL_COUNT; a++) {
    for (const b of knight[a]!) sees[a * CELL_COUNT + b] = 1;
    for (const b of king[a]!) sees[a * CELL_COUNT + b] = 1;
  }
  const cageOf = new Int8Array(CELL_COUNT).fill(-1);
  spec.cages.forEach((cage, k) => {
    for (const a of cage.cells) {
      cageOf[a] = k;
      for (const b of cage.cells) if (a !== b) sees[a * CELL_COUNT + b] = 1;
    }
  });
  const cageLists = flatten(spec.cages.map((cage) => cage.cells));
  const peerLists = Object.freeze(
    Array.from({ length: CELL_COUNT }, (_, a) => {
      const list: number[] = [];
      for (let b = 0; b < CELL_COUNT; b++) if (sees[a * CELL_COUNT + b] !== 0) list.push(b);
      return Object.freeze(list);
    }),
  );
  const peers = flatten(peerLists);
  const cellRegions = flatten(cellRegionLists);
  const ortho = flatten(moveNeighbours(ORTHOGONAL_STEPS));
  const knights = flatten(knight);
  const kings = flatten(king);
  const tables: RuleTables = Object.freeze({
    text,
    regions,
    regionCount: regions.length,
    regionCells,
    peerStart: peers.start,
    peers: peers.cells,
    peerLists,
    cellRegionStart: cellRegions.start,
    cellRegions: cellRegions.cells,
    sees,
    nonConsecutive: spec.neighbours.includes('non-consecutive'),
    orthoStart: ortho.start,
    ortho: ortho.cells,
    knightStart: knights.start,
    knight: knights.cells,
    kingStart: kings.start,
    king: kings.cells,
    killer: spec.cages.length > 0,
    cages: rules.cages,
    cageCount: spec.cages.length,
    cageOf,
    cageStart: Uint8Array.from(cageLists.start),
    cageCells: cageLists.cells,
    cageSums: Uint8Array.from(spec.cages, (cage) => cage.sum),
    comboStart: CAGE_COMBO_START,
    combos: CAGE_COMBOS,
    comboDigits: CAGE_DIGITS,
  });
  remember(TABLES, text, tables);
  return tables;
}

/** The tables of `base` (rules without cages) with `cages`: cage mates become peers. */
function killerTables(text: string, cages: readonly SudokuCage[], base: RuleTables): RuleTables {
  const cageOf = new Int8Array(CELL_COUNT).fill(-1);
  cages.forEach((cage, k) => {
    for (const a of cage.cells) cageOf[a] = k;
  });
  // Each cell's peers: its base peers and its cage mates, both ascending, merged.
  const peerStart = new Uint16Array(CELL_COUNT + 1);
  const flat = new Uint8Array(base.peers.length + cages.reduce((n, cage) => n + cage.cells.length ** 2, 0));
  let length = 0;
  for (let a = 0; a < CELL_COUNT; a++) {
    let i = base.peerStart[a]!;
    const end = base.peerStart[a + 1]!;
    const k = cageOf[a]!;
    const mates = k < 0 ? [] : cages[k]!.cells;
    for (let j = 0; i < end || j < mates.length;) {
      const p = i < end ? base.peers[i]! : CELL_COUNT;
      const m = j < mates.length ? mates[j]! : CELL_COUNT;
      if (m === a) j++;
      else if (p <= m) {
        flat[length++] = p;
        i++;
        if (p === m) j++;
      } else {
        flat[length++] = m;
        j++;
      }
    }
    peerStart[a + 1] = length;
  }
  const peers = flat.slice(0, length);
  let peerLists: readonly (readonly number[])[] | undefined;
  const cageLists = flatten(cages.map((cage) => cage.cells));
  // `peerLists` and `sees` are built when first read: the search engine reads neither, and a
  // generator trying many cage lists makes many rule sets.
  let sees: Uint8Array | undefined;
  return Object.freeze({
    ...base,
    text,
    peerStart,
    peers,
    get peerLists(): readonly (readonly number[])[] {
      peerLists ??= Object.freeze(
        Array.from({ length: CELL_COUNT }, (_, a) =>
          Object.freeze(Array.from(peers.subarray(peerStart[a], peerStart[a + 1]))),
        ),
      );
      return peerLists;
    },
    get sees(): Uint8Array {
      if (sees === undefined) {
        sees = base.sees.slice();
        for (const cage of cages) {
          for (const a of cage.cells) for (const b of cage.cells) if (a !== b) sees[a * CELL_COUNT + b] = 1;
        }
      }
      return sees;
    },
    killer: true,
    cages,
    cageCount: cages.length,
    cageOf,
    cageStart: Uint8Array.from(cageLists.start),
    cageCells: cageLists.cells,
    cageSums: Uint8Array.from(cages, (cage) => cage.sum),
  });
}
