/**
 * Chains: X-chains, XY-chains and alternating inference chains (AIC).
 *
 * Nodes are candidates (codes `cell * 9 + digit − 1`). A **strong** link joins two candidates of
 * which at least one is true: a conjugate pair (a digit's only two places in a unit) or a bivalue
 * cell's two digits. A **weak** link joins two candidates that cannot both be true: the same digit
 * in two cells that see each other, or two digits of one cell. A chain that starts and ends with
 * a strong link and alternates proves "one end is true": any candidate weakly linked to both ends
 * is false. A chain from a candidate back to the same candidate proves it true.
 *
 * - X-chain: one digit, conjugate pairs as strong links.
 * - XY-chain: bivalue cells as strong links, the same digit between cells as weak links.
 * - AIC: every link above.
 *
 * The search is a breadth-first walk over (candidate, on/off) states from each start candidate
 * taken as false, so the first productive chain found from a start is a shortest one; the
 * shortest over all starts is reported. All state lives in typed arrays allocated once per module
 * (a generation stamp avoids clearing them); only the reported chain becomes objects.
 */
import { PEER_COUNT, PEERS, SIZE, UNIT_CELLS, CELL_UNITS } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode, codeCell, codeDigit } from './grid.js';
import { sees } from './wings.js';
import {
  cellName,
  eliminationText,
  lengthTerm,
  makeStep,
  article,
  type LogicStep,
  type SudokuTechniqueId,
} from './technique.js';

/** Which links a chain search may use: 0 X-chain, 1 XY-chain, 2 AIC. */
type Mode = 0 | 1 | 2;
const Mode = { X: 0, XY: 1, AIC: 2 } as const;

const STATES = 1458; // 729 × 2: state = code * 2 + (1 when the candidate is on)

/** Maximum chain length in nodes; longer chains are too hard to follow as a hint. */
const MAX_NODES = 20;

/** Candidates weakly linked to both `s` and `t` (one of which is true). */
function eliminationsFor(grid: LogicGrid, s: number, t: number, out: number[]): void {
  out.length = 0;
  const cs = codeCell(s);
  const ct = codeCell(t);
  const ds = codeDigit(s);
  const dt = codeDigit(t);
  if (cs === ct) {
    for (let m = grid.masks[cs]!; m !== 0; m &= m - 1) {
      const d = LOWEST_DIGIT[m & -m]!;
      if (d !== ds && d !== dt) out.push(candidateCode(cs, d));
    }
    return;
  }
  if (ds === dt) {
    for (let k = 0; k < PEER_COUNT; k++) {
      const cell = PEERS[cs * PEER_COUNT + k]!;
      if (cell !== ct && grid.has(cell, ds) && sees(cell, ct)) out.push(candidateCode(cell, ds));
    }
    return;
  }
  if (!sees(cs, ct)) return;
  if (grid.has(cs, dt)) out.push(candidateCode(cs, dt));
  if (grid.has(ct, ds)) out.push(candidateCode(ct, ds));
}

/** One finder call's breadth-first search: its buffers and its search function. */
interface ChainSearch {
  readonly parent: Int16Array;
  readonly depth: Uint8Array;
  /**
   * Breadth-first search from `start` taken as false. Returns the state of the first productive
   * end (`t` on with eliminations, or `start` itself on), or -1; `out` receives the eliminations.
   */
  readonly search: (start: number, mode: Mode, maxNodes: number, out: number[]) => number;
}

/**
 * The search of one finder call on `grid`. Its buffers and current state live in this closure,
 * not at module level, so interleaved or re-entrant calls cannot disturb each other; the buffers
 * are reused by every search of the call, so the inner visit allocates nothing.
 */
function chainSearch(grid: LogicGrid): ChainSearch {
  const seen = new Int32Array(STATES);
  const parent = new Int16Array(STATES);
  const depth = new Uint8Array(STATES);
  const queue = new Int16Array(STATES);
  let stamp = 0;
  let tail = 0;
  let fromState = 0;
  let fromOn = false;
  let fromNodes = 0;
  let searchStart = 0;
  let searchOut: number[] = [];

  /** Enqueues candidate `next` across one link from the current state; its state when productive. */
  function visit(next: number): number {
    const target = next * 2 + (fromOn ? 0 : 1);
    if (seen[target] === stamp) return -1;
    seen[target] = stamp;
    parent[target] = fromState;
    depth[target] = fromNodes + 1;
    queue[tail++] = target;
    if (fromOn) return -1;
    // `next` is on: the start (taken off) or `next` is true.
    if (next === searchStart) {
      searchOut.length = 0;
      return target;
    }
    eliminationsFor(grid, searchStart, next, searchOut);
    return searchOut.length > 0 ? target : -1;
  }

  function search(start: number, mode: Mode, maxNodes: number, out: number[]): number {
    stamp++;
    let head = 0;
    tail = 0;
    searchStart = start;
    searchOut = out;
    const first = start * 2;
    seen[first] = stamp;
    parent[first] = -1;
    depth[first] = 1;
    queue[tail++] = first;
    while (head < tail) {
      const state = queue[head++]!;
      const code = state >> 1;
      fromState = state;
      fromOn = (state & 1) === 1;
      fromNodes = depth[state]!;
      if (fromNodes >= maxNodes) continue;
      const cell = codeCell(code);
      const digit = codeDigit(code);
      const b = 1 << (digit - 1);
      if (!fromOn) {
        // Strong links from an off candidate.
        if (mode !== Mode.X) {
          const mask = grid.masks[cell]!;
          if (POPCOUNT[mask] === 2) {
            const r = visit(candidateCode(cell, LOWEST_DIGIT[mask & ~b]!));
            if (r >= 0) return r;
          }
        }
        if (mode !== Mode.XY) {
          for (let u = 0; u < 3; u++) {
            const unit = CELL_UNITS[cell * 3 + u]!;
            const positions = grid.positions(unit, digit);
            if (POPCOUNT[positions] !== 2) continue;
            for (let k = 0; k < SIZE; k++) {
              if ((positions & (1 << k)) === 0) continue;
              const other = UNIT_CELLS[unit * SIZE + k]!;
              if (other === cell) continue;
              const r = visit(candidateCode(other, digit));
              if (r >= 0) return r;
            }
          }
        }
      } else {
        // Weak links from an on candidate.
        for (let k = 0; k < PEER_COUNT; k++) {
          const other = PEERS[cell * PEER_COUNT + k]!;
          if ((grid.masks[other]! & b) === 0) continue;
          if (mode === Mode.XY && POPCOUNT[grid.masks[other]!] !== 2) continue;
          const r = visit(candidateCode(other, digit));
          if (r >= 0) return r;
        }
        if (mode === Mode.AIC) {
          for (let m = grid.masks[cell]! & ~b; m !== 0; m &= m - 1) {
            const r = visit(candidateCode(cell, LOWEST_DIGIT[m & -m]!));
            if (r >= 0) return r;
          }
        }
      }
    }
    return -1;
  }

  return { parent, depth, search };
}

const TECHNIQUE: readonly SudokuTechniqueId[] = ['x-chain', 'xy-chain', 'alternating-inference-chain'];
const NAME = ['X-chain', 'XY-chain', 'Alternating inference chain'] as const;

function findChain(grid: LogicGrid, mode: Mode): LogicStep | null {
  let bestEnd = -1;
  let bestStart = -1;
  let bestNodes = MAX_NODES + 1;
  let bestOut: number[] = [];
  const out: number[] = [];
  const { depth, parent, search } = chainSearch(grid);
  let chainPath: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const mask = grid.masks[cell]!;
    if (mask === 0 || (mode === Mode.XY && POPCOUNT[mask] !== 2)) continue;
    for (let m = mask; m !== 0; m &= m - 1) {
      const start = candidateCode(cell, LOWEST_DIGIT[m & -m]!);
      const end = search(start, mode, bestNodes - 1, out);
      if (end < 0) continue;
      const nodes = depth[end]!;
      if (nodes < bestNodes) {
        bestNodes = nodes;
        bestStart = start;
        bestOut = out.slice();
        bestEnd = end;
        // Rebuild the path now: the next search overwrites the parents.
        chainPath = [];
        for (let s = end; s >= 0; s = parent[s]!) chainPath.push(s);
        chainPath.reverse();
      }
    }
  }
  if (bestEnd < 0) return null;
  return chainStep(mode, bestStart, chainPath, bestOut);
}

function nodeText(code: number, mode: Mode): string {
  return mode === Mode.X ? cellName(codeCell(code)) : `${codeDigit(code)}${cellName(codeCell(code))}`;
}

function chainStep(mode: Mode, start: number, path: readonly number[], eliminations: number[]): LogicStep {
  const codes = path.map((state) => state >> 1);
  let text = nodeText(codes[0]!, mode);
  for (let i = 1; i < codes.length; i++) text += ` ${i % 2 === 1 ? '=' : '-'} ${nodeText(codes[i]!, mode)}`;
  const end = codes[codes.length - 1]!;
  const digit = codeDigit(start);
  const name = NAME[mode];
  const prefix = mode === Mode.X ? `${name} on ${digit}: ${text}` : `${name}: ${text}`;
  const cells = [...new Set(codes.map(codeCell))];
  const difficulty = Math.round((TECHNIQUE_BASE[mode] + lengthTerm(codes.length)) * 10) / 10;
  if (end === start) {
    return makeStep(TECHNIQUE[mode]!, {
      placements: [start],
      cells,
      candidates: codes,
      difficulty,
      explanation: `${prefix}; if ${digit} were not in ${cellName(codeCell(start))} it would have to be, so ${cellName(codeCell(start))} is ${digit}.`,
      small: `Look for a chain through ${cellName(codeCell(start))}.`,
      big: `Suppose ${cellName(codeCell(start))} is not ${digit} and follow the strong links.`,
    });
  }
  eliminations.sort((a, b) => a - b);
  const ends = `${codeDigit(start)} in ${cellName(codeCell(start))} or ${codeDigit(end)} in ${cellName(codeCell(end))}`;
  return makeStep(TECHNIQUE[mode]!, {
    eliminations,
    cells,
    candidates: codes,
    difficulty,
    explanation: `${prefix} (= strong link, - weak link); either ${ends} is true, so ${eliminationText(eliminations)}.`,
    small: `Look for ${article(mode === Mode.AIC ? 'alternating inference chain' : name)} starting at ${cellName(codeCell(start))}.`,
    big: `A chain shows that ${ends} is true.`,
  });
}

const TECHNIQUE_BASE = [6.6, 7.0, 7.0] as const;

/** X-chain finder (shortest chain first). */
export function findXChain(grid: LogicGrid): LogicStep | null {
  return findChain(grid, Mode.X);
}

/** XY-chain finder (shortest chain first). */
export function findXYChain(grid: LogicGrid): LogicStep | null {
  return findChain(grid, Mode.XY);
}

/** Alternating inference chain finder (shortest chain first). */
export function findAlternatingInferenceChain(grid: LogicGrid): LogicStep | null {
  return findChain(grid, Mode.AIC);
}
