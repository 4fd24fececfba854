/**
 * Buffered output to stdout, flushed as soon as nobody is waiting for more.
 *
 * Results are appended to a string buffer so that a batch of thousands of one-line answers costs a
 * few dozen `write` calls rather than one per line. The buffer is written out when it reaches
 * about 64 KiB, whenever the program is about to wait (for input, for a worker thread, for the
 * reader of stdout: {@link BufferedWriter.flush} is called before every such wait), and after
 * every write when stdout is a terminal. So a slow producer, a slow puzzle or a person typing at
 * the terminal sees each answer as soon as it exists, while a large batch still goes out in big
 * chunks.
 *
 * When the stream's buffer is full (`write` returns false) the writer waits for `drain`, which
 * pauses the whole pipeline: the reader stops pulling input, so memory stays bounded when the
 * consumer of stdout is slow. A closed pipe (`sudoku solve big.txt | head`) ends the program
 * quietly.
 */
import type { Writable } from 'node:stream';

const FLUSH_AT = 1 << 16;

/** A buffered writer over one stream. */
export class BufferedWriter {
  readonly #stream: Writable;
  readonly #eager: boolean;
  #buffer = '';

  /** `eager` (a terminal) writes every text at once. */
  constructor(stream: Writable, eager = false) {
    this.#stream = stream;
    this.#eager = eager;
  }

  /** Appends text; returns a promise only when the stream asked to wait. */
  write(text: string): Promise<void> | undefined {
    this.#buffer += text;
    return this.#eager || this.#buffer.length >= FLUSH_AT ? this.flush() : undefined;
  }

  /** Writes what is buffered; resolves once the stream can take more. */
  flush(): Promise<void> | undefined {
    if (this.#buffer === '') return undefined;
    const text = this.#buffer;
    this.#buffer = '';
    if (this.#stream.write(text)) return undefined;
    return new Promise((resolve) => this.#stream.once('drain', resolve));
  }
}

let stopping: NodeJS.Signals | null = null;

/**
 * Exits quietly when the reader of stdout goes away, as `head` does: status 0, or death by the
 * signal being handled when the reader went away during a Ctrl-C.
 */
export function exitOnClosedPipe(stream: Writable): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      if (stopping !== null) dieBy(stopping);
      process.exit(0);
    }
    throw error;
  });
}

/** Ends the process by `signal` itself (a shell reports 128 + its number), with no handler left. */
export function dieBy(signal: NodeJS.Signals): never {
  for (const name of STOP_SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
  // Not reached on POSIX: the signal's default action ends the process. Elsewhere, the status.
  process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
}

/** The signals that stop a run (Ctrl-C, `kill`, a closed terminal). */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Calls `stop` on SIGINT, SIGTERM or SIGHUP, which then writes what is finished and calls
 * {@link dieBy}; returns the function that removes the handlers. A second signal while `stop` is
 * waiting ends the process at once.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    if (stopping !== null) dieBy(stopping);
    stopping = signal;
    stop(signal);
  };
  for (const name of STOP_SIGNALS) process.on(name, handler);
  return () => {
    for (const name of STOP_SIGNALS) process.removeListener(name, handler);
  };
}

/**
 * Resolves once everything written to `stream` has been handed to the system, or after
 * `timeoutMs` (a reader that stopped reading must not hold the program forever).
 */
export function finished(stream: Writable, timeoutMs: number = Infinity): Promise<void> {
  return new Promise((resolve) => {
    if (stream.writableLength === 0) {
      resolve();
      return;
    }
    const timer = Number.isFinite(timeoutMs) ? setTimeout(resolve, timeoutMs) : undefined;
    timer?.unref();
    stream.write('', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
