/** Shared test helpers: fixture loading and a few reference puzzles. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SudokuBoard } from '../src/index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

// Each fixture is read and split once per test file (17-clue.txt is 4 MB), whoever asks.
const cache = new Map<string, readonly string[]>();

/** Lines of a fixture file (blank lines dropped): a fresh array each call. */
export function fixtureLines(name: string): string[] {
  let lines = cache.get(name);
  if (lines === undefined) {
    lines = readFileSync(FIXTURES + name, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    cache.set(name, lines);
  }
  return [...lines];
}

/** A spread-out sample of `count` lines of a fixture. */
export function fixtureSample(name: string, count: number): string[] {
  const lines = fixtureLines(name);
  const step = Math.max(1, Math.floor(lines.length / count));
  const out: string[] = [];
  for (let i = 0; i < lines.length && out.length < count; i += step) out.push(lines[i]!);
  return out;
}

/** `solution-counts.txt` rows: puzzle, exact solution count, and the solution when unique. */
export function solutionCounts(): { puzzle: string; count: number; solution?: string }[] {
  return fixtureLines('solution-counts.txt').map((line) => {
    const [puzzle, count, solution] = line.split(':');
    return solution === undefined
      ? { puzzle: puzzle!, count: Number(count) }
      : { puzzle: puzzle!, count: Number(count), solution };
  });
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with Reflect.apply below
const abortedGetter = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')!.get!;

/** `signal.aborted` as AbortSignal itself answers it, past a getter a test put on the signal. */
export function nativeAborted(signal: AbortSignal): boolean {
  return Reflect.apply(abortedGetter, signal, []) as boolean;
}

/**
 * A real AbortSignal whose `aborted` flips after `polls` reads, with `reason`: the library's
 * searches are synchronous, so this is how a test aborts one mid-call. `reads()` counts the polls.
 */
export function abortAfter(polls: number, reason: unknown): { signal: AbortSignal; reads: () => number } {
  const controller = new AbortController();
  let reads = 0;
  Object.defineProperty(controller.signal, 'aborted', {
    get(): boolean {
      reads++;
      if (reads > polls) controller.abort(reason);
      return nativeAborted(controller.signal);
    },
  });
  return { signal: controller.signal, reads: () => reads };
}

/**
 * The 81 values of a puzzle line (its first 81 characters: digits 1–9, anything else empty), as
 * the engine's internal functions take them.
 */
export function valuesOf(line: string): Uint8Array {
  return Uint8Array.from(line.slice(0, 81), (c) => (c >= '1' && c <= '9' ? Number(c) : 0));
}

/**
 * `solution` with its first deadly rectangle emptied: four cells over two rows, two columns and two
 * boxes holding two digits crosswise, so the board has exactly two solutions.
 */
export function openRectangle(solution: SudokuBoard): SudokuBoard {
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9; r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const corners = [
            [r1, c1],
            [r1, c2],
            [r2, c1],
            [r2, c2],
          ] as const;
          const boxes = new Set(corners.map(([r, c]) => Math.floor(r / 3) * 3 + Math.floor(c / 3)));
          const s = solution;
          if (boxes.size !== 2 || s.get(r1, c1) !== s.get(r2, c2) || s.get(r1, c2) !== s.get(r2, c1))
            continue;
          return corners.reduce((b, [r, c]) => b.with(r, c, 0), s);
        }
  throw new RangeError('the solution holds no deadly rectangle');
}
