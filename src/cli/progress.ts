/**
 * The progress bar of long batches: done/total, puzzles per second and the time left, redrawn in
 * place on stderr at most ten times a second. It appears only when stderr is a terminal (or when
 * `--progress` forces it, from the start) and only once a batch has run for half a second, so
 * short runs and piped output stay clean; it is erased before the program ends, also on Ctrl-C
 * (the runner's signal handler closes it; the bar installs none of its own).
 */
import type { WriteStream } from 'node:tty';

const WIDTH = 24;
const REDRAW_MS = 100;
const DELAY_MS = 500;

/** Formats a count with thousands separators. */
function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor(s / 60) % 60).padStart(2, '0')}m`;
}

/** A progress bar; `update` is cheap enough to call after every batch. */
export class ProgressBar {
  readonly #stream: NodeJS.WriteStream | WriteStream;
  readonly #start = performance.now();
  #last = 0;
  #drawn = false;
  /** The exact total, or null while only an estimate is known. */
  total: number | null = null;
  /** An estimate of the total (from the input size), used when `total` is null. */
  estimate: (done: number) => number | null = () => null;

  readonly #delay: number;

  /** `immediate` (for `--progress`) draws from the start instead of after half a second. */
  constructor(stream: NodeJS.WriteStream, immediate = false) {
    this.#stream = stream;
    this.#delay = immediate ? 0 : DELAY_MS;
  }

  /** Redraws when enough time has passed since the last drawing. */
  update(done: number): void {
    const now = performance.now();
    if (now - this.#start < this.#delay || now - this.#last < REDRAW_MS) return;
    this.#last = now;
    const seconds = (now - this.#start) / 1000;
    const rate = done / seconds;
    const total = this.total ?? this.estimate(done);
    let text: string;
    if (total !== null && total > 0) {
      const share = Math.min(1, done / total);
      const filled = Math.round(share * WIDTH);
      const bar = '#'.repeat(filled) + '.'.repeat(WIDTH - filled);
      const approx = this.total === null ? '~' : '';
      text = `[${bar}] ${count(done)}/${approx}${count(total)}  ${count(rate)}/s  ETA ${duration((total - done) / rate)}`;
    } else {
      text = `${count(done)} done  ${count(rate)}/s`;
    }
    this.#stream.write(`\r${text}\x1b[K`);
    this.#drawn = true;
  }

  /** Erases the bar (it is redrawn by the next update). */
  clear(): void {
    if (this.#drawn) this.#stream.write('\r\x1b[K');
    this.#drawn = false;
  }

  /** Erases the bar for good. */
  close(): void {
    this.clear();
  }
}
