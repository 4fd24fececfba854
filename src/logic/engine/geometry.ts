/**
 * The technique engine's geometry: the regions and peers of one rule set, in the orders Sudoku
 * Explainer scans them. Internal.
 *
 * The classic value ({@link classicGeometry}, built on first use) is made of the very tables of
 * `board/geometry.ts`, so the classic rules keep their path byte for byte. A variant's value is
 * built once per rule set and cached on its tables ({@link geometryOf}).
 *
 * Units are numbered as the rule set's regions (`RuleTables.regions`): rows 0–8, columns 9–17,
 * then the boxes or jigsaw regions (18–26, none under `latin`), then the extra regions, then the
 * custom regions. Every table below is indexed by that number.
 *
 * ```
 *   unitCells    Uint8Array(R × 9)     cells of unit u in SE's order (SE's windoku groups 7 and 8
 *                                      run column by column; every other unit ascends)
 *   unitType     Uint8Array(R)         SE's region type: 0 box (and jigsaw region), 1 row,
 *                                      2 column, 3 disjoint group, 4 window group, 5 diagonal,
 *                                      6 anti-diagonal, 7 girandola, 8 asterisk, 9 centre dot,
 *                                      10 custom region (SE has none)
 *   unitHas      Uint8Array(R × 81)    1 when unit u holds cell c
 *   cellUnitStart / cellUnits          the units of cell i in SE's type order (box, row, column,
 *                                      then the extra regions by type, then custom regions)
 *   peerStart / sePeers                peers of cell i in the order SE's chains list them: its
 *                                      units' other cells in cellUnits order (no repeats), then
 *                                      diagonal king moves, then knight moves (SE's offsets order)
 *   visPeers                           the same peers in SE's "visible cells" order (XY-Wing,
 *                                      aligned exclusion): the cells of the rows, columns and
 *                                      boxes ascending, then window, disjoint group, diagonal,
 *                                      centre dot, girandola, asterisk cells, then king, knight
 *   sees         Uint8Array(81 × 81)   1 when cells a ≠ b are peers
 *   singleOrder, setOrder, nakedOrder  units scanned by hidden singles, hidden sets, naked sets
 *   lockingGroups, vLockingGroups      the (generalized) intersections' units, in SE's order
 * ```
 *
 * The finders read the active geometry ({@link activeGeometry}) once on entry and keep the tables
 * they need in locals, so the hot loops read plain locals, and loading the engine builds nothing
 * (the chain engine's modules keep module-level copies, bound by each of its entry points:
 * `bindChainTables` of `chains/producers.ts`).
 *
 * What reading the tables through the geometry costs the classic rules, measured against the build
 * before it (7dee394) in 21 alternating rounds, medians of CPU time (Node 20, the shared 2-core
 * machine at a load of 13–18): the finders that read their tables into locals on entry are level,
 * but two hot loops were not: the unique loops' search (a quarter of the rating of 17-clue
 * puzzles) took 1.16× as long and direct pointing and claiming 1.25×. The first keeps a classic
 * path over the classic constants (`findLoopsClassic` of `loop-search.ts`); the second now visits
 * only the units that cross (0.90×). With them: rating 300 17-clue puzzles 0.98×, 12 top1465 and
 * 30 serg-benchmark puzzles (chains) 0.99× and 0.97×, the hint engine's solve 0.99×, solve and
 * count 0.97× and 1.02×, generation by band 0.99–1.05× (`bench/results/builds.md`: the project's
 * bench of the two builds).
 */
import {
  CELL_COUNT,
  PEERS,
  PEER_COUNT,
  SEES,
  SE_CELL_UNITS,
  SE_PEERS,
  SE_SET_UNIT_ORDER,
  SE_UNIT_ORDER,
  SIZE,
  UNIT_CELLS,
  UNIT_COUNT,
  UNIT_HAS,
} from '../../board/geometry.js';
import type { RuleTables, SudokuRegionKind } from '../../rules/rule-set.js';

/** The engine's view of a rule set (see the module header). */
export interface EngineGeometry {
  /** True for the classic rules. */
  readonly classic: boolean;
  /** The rule set's canonical text. */
  readonly text: string;
  /** Number of units R. */
  readonly unitCount: number;
  readonly unitCells: Uint8Array;
  readonly unitType: Uint8Array;
  readonly unitHas: Uint8Array;
  /** Each unit's kind and index, for prose. */
  readonly unitKind: readonly SudokuRegionKind[];
  readonly unitIndex: Uint8Array;
  /** Each unit's name in the prose: `row 4`, `jigsaw region 2`, `the main diagonal` (as `regionName` of the rules). */
  readonly unitNames: readonly string[];
  readonly cellUnitStart: Uint16Array;
  readonly cellUnits: Uint8Array;
  /** The most units a cell is in (3 under the classic rules). */
  readonly maxCellUnits: number;
  /** Parallel to `cellUnits`: the cell's position k in that unit. */
  readonly cellUnitPos: Uint8Array;
  readonly peerStart: Uint16Array;
  readonly sePeers: Uint8Array;
  /** Parallel to `sePeers`: the first of the cell's units (in its SE order) holding the peer, or 255 (a knight's or king's move). */
  readonly sePeerUnit: Uint8Array;
  readonly visPeers: Uint8Array;
  /** Peers ascending (the prose's and the hint finders' scan order). */
  readonly peers: Uint8Array;
  readonly sees: Uint8Array;
  readonly singleOrder: Uint8Array;
  /** Every unit by SE's region type (box, row, column, extras): BUG's scan. */
  readonly cellTypeOrder: Uint8Array;
  readonly setOrder: Uint8Array;
  readonly nakedOrder: Uint8Array;
  /** The intersections' (base units, cover units) groups, in SE's order. */
  readonly lockingGroups: readonly (readonly [Uint8Array, Uint8Array])[];
  /** The generalized intersections' units, by SE's region type order. */
  readonly vLockingGroups: readonly Uint8Array[];
  /** True when the rule set has boxes or a jigsaw layout (SE's intersections need boxes). */
  readonly hasBoxes: boolean;
  /** True for a rule set with knight or king neighbours. */
  readonly neighbours: boolean;
  /** True for non-consecutive. */
  readonly nonConsecutive: boolean;
  /** The rules' tables when they have killer cages (their cages, sums and digit sets), else null. */
  readonly killer: RuleTables | null;
  /** `VLatin` in SE's terms: rows, columns, maybe boxes, and nothing else. */
  readonly plain: boolean;
  /** A cell's knight's and king's moves outside its regions (flat + start; SE's "anti" cells). */
  readonly antiStart: Uint16Array;
  readonly anti: Uint8Array;
  /** Orthogonal neighbours in SE's order (up, down, right, left; flat + start), for its non-consecutive chain links. */
  readonly ncStart: Uint16Array;
  readonly nc: Uint8Array;
  /** Orthogonal neighbours (flat + start), for non-consecutive. */
  readonly orthoStart: Uint16Array;
  readonly ortho: Uint8Array;
}

function buildClassic(): EngineGeometry {
  const peerStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell <= CELL_COUNT; cell++) peerStart[cell] = cell * PEER_COUNT;
  const cellUnitStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell <= CELL_COUNT; cell++) cellUnitStart[cell] = cell * 3;
  const unitType = new Uint8Array(UNIT_COUNT);
  const unitIndex = new Uint8Array(UNIT_COUNT);
  const unitKind: SudokuRegionKind[] = [];
  for (let u = 0; u < UNIT_COUNT; u++) {
    unitType[u] = u < 9 ? 1 : u < 18 ? 2 : 0;
    unitIndex[u] = u % 9;
    unitKind.push(u < 9 ? 'row' : u < 18 ? 'column' : 'box');
  }
  const range = (from: number): Uint8Array => Uint8Array.from({ length: 9 }, (_, k) => from + k);
  const lockingGroups = Object.freeze(
    (
      [
        [18, 9],
        [18, 0],
        [9, 18],
        [0, 18],
      ] as const
    ).map(([k1, k2]) => Object.freeze([range(k1), range(k2)] as const)),
  );
  return Object.freeze({
    classic: true,
    text: 'classic',
    unitCount: UNIT_COUNT,
    unitCells: UNIT_CELLS,
    unitType,
    unitHas: UNIT_HAS,
    unitKind: Object.freeze(unitKind),
    unitIndex,
    unitNames: Object.freeze(unitKind.map((kind, u) => nameOf(kind, u % 9))),
    cellUnitStart,
    cellUnits: SE_CELL_UNITS,
    maxCellUnits: 3,
    cellUnitPos: unitPositions(SE_CELL_UNITS, cellUnitStart, UNIT_CELLS),
    peerStart,
    sePeers: SE_PEERS,
    sePeerUnit: peerUnits(SE_PEERS, peerStart, SE_CELL_UNITS, cellUnitStart, UNIT_HAS),
    visPeers: PEERS,
    peers: PEERS,
    sees: SEES,
    singleOrder: SE_UNIT_ORDER,
    cellTypeOrder: SE_UNIT_ORDER,
    setOrder: SE_SET_UNIT_ORDER,
    nakedOrder: SE_SET_UNIT_ORDER,
    lockingGroups,
    vLockingGroups: Object.freeze([range(18), range(0), range(9)]),
    hasBoxes: true,
    neighbours: false,
    nonConsecutive: false,
    killer: null,
    plain: true,
    orthoStart: new Uint16Array(CELL_COUNT + 1),
    ortho: new Uint8Array(0),
    antiStart: new Uint16Array(CELL_COUNT + 1),
    anti: new Uint8Array(0),
    ncStart: new Uint16Array(CELL_COUNT + 1),
    nc: new Uint8Array(0),
  });
}

/** The most units a geometry has (27 + 9 window groups + 9 disjoint groups + 5 + 27 custom, rounded up). */
export const MAX_UNITS = 96;

function peerUnits(
  peers: Uint8Array,
  peerStart: Uint16Array,
  cellUnits: Uint8Array,
  unitStart: Uint16Array,
  unitHas: Uint8Array,
): Uint8Array {
  const table = new Uint8Array(peers.length).fill(255);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      for (let j = unitStart[cell]!; j < unitStart[cell + 1]!; j++) {
        if (unitHas[cellUnits[j]! * CELL_COUNT + peers[k]!] === 1) {
          table[k] = cellUnits[j]!;
          break;
        }
      }
    }
  }
  return table;
}

function unitPositions(cellUnits: Uint8Array, start: Uint16Array, unitCells: Uint8Array): Uint8Array {
  const out = new Uint8Array(cellUnits.length);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let j = start[cell]!; j < start[cell + 1]!; j++) {
      const unit = cellUnits[j]!;
      for (let k = 0; k < SIZE; k++) if (unitCells[unit * SIZE + k] === cell) out[j] = k;
    }
  }
  return out;
}

/**
 * The prose's name of a region kind: the same words as `regionName` of `rules/rule-set.ts` (a
 * test compares them), kept here so that the engine does not load the rules parser.
 */
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

function nameOf(kind: SudokuRegionKind, index: number): string {
  const name = KIND_NAMES[kind];
  return name.startsWith('the ') ? name : `${name} ${index + 1}`;
}

/** SE's region type of a region kind (see the module header). */
const TYPE_OF: Readonly<Record<SudokuRegionKind, number>> = {
  box: 0,
  jigsaw: 0,
  row: 1,
  column: 2,
  'disjoint-group': 3,
  window: 4,
  diagonal: 5,
  'anti-diagonal': 6,
  girandola: 7,
  asterisk: 8,
  'centre-dot': 9,
  custom: 10,
};

/** SE's "visible cells" order of the extra region types: windows, DG, X, centre dot, girandola, asterisk. */
const VISIBLE_TYPE_ORDER: readonly number[] = [4, 3, 5, 6, 9, 7, 8, 10];

/** SE's diagonal king offsets (column, row) and knight offsets, in SE's order. */
const FERZ: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];
const KNIGHT: readonly (readonly [number, number])[] = [
  [1, 2],
  [-1, 2],
  [1, -2],
  [-1, -2],
  [2, 1],
  [-2, 1],
  [2, -1],
  [-2, -1],
];

const CACHE = /* @__PURE__ */ new WeakMap<RuleTables, EngineGeometry>();

/** The geometry of a rule set's tables (built once per tables value). */
export function geometryOf(tables: RuleTables): EngineGeometry {
  let geo = CACHE.get(tables);
  if (geo === undefined) {
    geo = buildGeometry(tables);
    CACHE.set(tables, geo);
  }
  return geo;
}

function moves(cell: number, offsets: readonly (readonly [number, number])[]): number[] {
  const row = (cell / SIZE) | 0;
  const column = cell % SIZE;
  const out: number[] = [];
  for (const [dc, dr] of offsets) {
    const r = row + dr;
    const c = column + dc;
    if (r >= 0 && r < SIZE && c >= 0 && c < SIZE) out.push(r * SIZE + c);
  }
  return out;
}

function buildGeometry(tables: RuleTables): EngineGeometry {
  const regions = tables.regions;
  const count = regions.length;
  const unitCells = new Uint8Array(count * SIZE);
  const unitType = new Uint8Array(count);
  const unitIndex = new Uint8Array(count);
  const unitKind: SudokuRegionKind[] = [];
  const unitHas = new Uint8Array(count * CELL_COUNT);
  regions.forEach((region, u) => {
    let cells = region.cells.slice();
    // SE's window groups 7 and 8 (indices 6, 7) list their cells column by column.
    if (region.kind === 'window' && (region.index === 6 || region.index === 7)) {
      cells = cells.slice().sort((a, b) => (a % SIZE) - (b % SIZE) || a - b);
    }
    unitCells.set(cells, u * SIZE);
    unitType[u] = TYPE_OF[region.kind];
    unitIndex[u] = region.index;
    unitKind.push(region.kind);
    for (const cell of cells) unitHas[u * CELL_COUNT + cell] = 1;
  });
  const byType = (types: readonly number[]): number[] => {
    const out: number[] = [];
    for (const t of types) for (let u = 0; u < count; u++) if (unitType[u] === t) out.push(u);
    return out;
  };
  const seTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  // Singles and sets scan boxes, then columns, then rows, then the extra regions by type.
  const scanTypes = [0, 2, 1, 3, 4, 5, 6, 7, 8, 9, 10];
  // Units of each cell in SE's type order.
  const cellUnitLists: number[][] = Array.from({ length: CELL_COUNT }, () => []);
  for (const u of byType(seTypes))
    for (let k = 0; k < SIZE; k++) cellUnitLists[unitCells[u * SIZE + k]!]!.push(u);
  const knights = tables.knight.length > 0;
  const kings = tables.king.length > 0;
  const sePeerLists: number[][] = [];
  const antiLists: number[][] = [];
  const visPeerLists: number[][] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const seen = new Uint8Array(CELL_COUNT);
    seen[cell] = 1;
    const list: number[] = [];
    const add = (other: number): void => {
      if (seen[other] === 0) {
        seen[other] = 1;
        list.push(other);
      }
    };
    for (const u of cellUnitLists[cell]!) for (let k = 0; k < SIZE; k++) add(unitCells[u * SIZE + k]!);
    const inRegions = list.length;
    if (kings) for (const other of moves(cell, FERZ)) add(other);
    if (knights) for (const other of moves(cell, KNIGHT)) add(other);
    sePeerLists.push(list);
    antiLists.push(list.slice(inRegions));
    // Visible order: the rows, columns and boxes ascending, then the extras by SE's visible order.
    const vis: number[] = [];
    const vseen = new Uint8Array(CELL_COUNT);
    vseen[cell] = 1;
    const base: number[] = [];
    for (const u of cellUnitLists[cell]!) {
      if (unitType[u]! > 2) continue;
      for (let k = 0; k < SIZE; k++) {
        const other = unitCells[u * SIZE + k]!;
        if (vseen[other] === 0) {
          vseen[other] = 1;
          base.push(other);
        }
      }
    }
    vis.push(...base.sort((a, b) => a - b));
    const vadd = (other: number): void => {
      if (vseen[other] === 0) {
        vseen[other] = 1;
        vis.push(other);
      }
    };
    for (const t of VISIBLE_TYPE_ORDER)
      for (const u of cellUnitLists[cell]!)
        if (unitType[u] === t) for (let k = 0; k < SIZE; k++) vadd(unitCells[u * SIZE + k]!);
    if (kings) for (const other of moves(cell, FERZ)) vadd(other);
    if (knights) for (const other of moves(cell, KNIGHT)) vadd(other);
    visPeerLists.push(vis);
  }
  const peerStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    peerStart[cell + 1] = peerStart[cell]! + sePeerLists[cell]!.length;
  const sePeers = new Uint8Array(peerStart[CELL_COUNT]!);
  const visPeers = new Uint8Array(peerStart[CELL_COUNT]!);
  const peers = new Uint8Array(peerStart[CELL_COUNT]!);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    sePeers.set(sePeerLists[cell]!, peerStart[cell]);
    visPeers.set(visPeerLists[cell]!, peerStart[cell]);
    peers.set(
      sePeerLists[cell]!.slice().sort((a, b) => a - b),
      peerStart[cell],
    );
  }
  const antiStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    antiStart[cell + 1] = antiStart[cell]! + antiLists[cell]!.length;
  const anti = { start: antiStart, cells: new Uint8Array(antiStart[CELL_COUNT]!) };
  for (let cell = 0; cell < CELL_COUNT; cell++) anti.cells.set(antiLists[cell]!, antiStart[cell]);
  const ncLists = Array.from({ length: CELL_COUNT }, (_, cell) =>
    tables.nonConsecutive
      ? moves(cell, [
          [0, -1],
          [0, 1],
          [1, 0],
          [-1, 0],
        ])
      : [],
  );
  const ncStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell < CELL_COUNT; cell++) ncStart[cell + 1] = ncStart[cell]! + ncLists[cell]!.length;
  const nc = { start: ncStart, cells: new Uint8Array(ncStart[CELL_COUNT]!) };
  for (let cell = 0; cell < CELL_COUNT; cell++) nc.cells.set(ncLists[cell]!, ncStart[cell]);
  const cellUnitStart = new Uint16Array(CELL_COUNT + 1);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    cellUnitStart[cell + 1] = cellUnitStart[cell]! + cellUnitLists[cell]!.length;
  const cellUnits = new Uint8Array(cellUnitStart[CELL_COUNT]!);
  for (let cell = 0; cell < CELL_COUNT; cell++) cellUnits.set(cellUnitLists[cell]!, cellUnitStart[cell]);
  const hasBoxes = byType([0]).length > 0;
  // Intersections (SE's Locking): with boxes only; box×column, box×row, column×box, row×box, then
  // the disjoint groups and the windows against the lines and boxes, then windows × groups.
  const lockTypes: (readonly [number, number])[] = [];
  if (hasBoxes) {
    lockTypes.push([0, 2], [0, 1], [2, 0], [1, 0]);
    const dg = byType([3]).length > 0;
    const win = byType([4]).length > 0;
    if (dg) lockTypes.push([3, 2], [3, 1], [2, 3], [1, 3], [0, 3], [3, 0]);
    if (win) lockTypes.push([4, 2], [4, 1], [2, 4], [1, 4], [0, 4], [4, 0]);
    if (dg && win) lockTypes.push([4, 3], [3, 4]);
  }
  const lockingGroups = Object.freeze(
    lockTypes.map(([t1, t2]) =>
      Object.freeze([Uint8Array.from(byType([t1])), Uint8Array.from(byType([t2]))] as const),
    ),
  );
  const vLockingGroups = Object.freeze(
    seTypes.map((t) => Uint8Array.from(byType([t]))).filter((units) => units.length > 0),
  );
  // SE's "VLatin": no extra region and no knight or king rule (non-consecutive does not count).
  const plain = regions.every((r) => TYPE_OF[r.kind] <= 2) && !knights && !kings;
  return Object.freeze({
    classic: false,
    text: tables.text,
    unitCount: count,
    unitCells,
    unitType,
    unitHas,
    unitKind: Object.freeze(unitKind),
    unitIndex,
    unitNames: Object.freeze(unitKind.map((kind, u) => nameOf(kind, unitIndex[u]!))),
    cellUnitStart,
    cellUnits,
    maxCellUnits: Math.max(...cellUnitLists.map((units) => units.length)),
    cellUnitPos: unitPositions(cellUnits, cellUnitStart, unitCells),
    peerStart,
    sePeers,
    sePeerUnit: peerUnits(sePeers, peerStart, cellUnits, cellUnitStart, unitHas),
    visPeers,
    peers,
    sees: tables.sees,
    singleOrder: Uint8Array.from(byType(scanTypes)),
    cellTypeOrder: Uint8Array.from(byType(seTypes)),
    setOrder: Uint8Array.from(byType(scanTypes)),
    nakedOrder: Uint8Array.from(byType([0, 2, 1, 3, 4])),
    lockingGroups,
    vLockingGroups,
    hasBoxes,
    neighbours: knights || kings,
    nonConsecutive: tables.nonConsecutive,
    killer: tables.killer ? tables : null,
    plain,
    orthoStart: tables.orthoStart,
    ortho: tables.ortho,
    antiStart: anti.start,
    anti: anti.cells,
    ncStart: nc.start,
    nc: nc.cells,
  });
}

// The active geometry is one shared value, built on first use: loading the engine builds no table
// and registers nothing, so a bundle that never runs a finder keeps none of this module. The
// engine is synchronous: an entry point (the rating, the hint solver) installs the geometry of its
// grid before it runs the finders, and each finder reads the tables it needs into locals on entry.
let classic: EngineGeometry | null = null;
let active: EngineGeometry | null = null;

/** The classic geometry: the tables of `board/geometry.ts` themselves (built on first use). */
export function classicGeometry(): EngineGeometry {
  return (classic ??= buildClassic());
}

/** The active geometry (the classic one until an entry point installs another). */
export function activeGeometry(): EngineGeometry {
  return (active ??= classicGeometry());
}

/** Makes `geo` the engine's geometry (a no-op when it already is). */
export function useGeometry(geo: EngineGeometry): void {
  active = geo;
}

/** The classic geometry as a value (built when this module loads; the engine calls {@link classicGeometry}). */
export const CLASSIC_GEOMETRY: EngineGeometry = /* @__PURE__ */ classicGeometry();

/** Do cells `a` and `b` share a region (`a` ≠ `b`) under the active geometry? */
export function sees(a: number, b: number): boolean {
  return activeGeometry().sees[a * CELL_COUNT + b] === 1;
}

/** The cells at the positions `positions` (9-bit, as `positionsOf` numbers them) of `unit`, in order. */
export function unitCellsOf(unit: number, positions: number): number[] {
  const unitCells = activeGeometry().unitCells;
  const cells: number[] = [];
  for (let m = positions; m !== 0; m &= m - 1) cells.push(unitCells[unit * SIZE + 31 - Math.clz32(m & -m)]!);
  return cells;
}
