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
 * quietly; any other write error (a full disk) ends it with one line and status 1
 * ({@link exitOnWriteError}).
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

/** What a write error means, in the words of `strerror`, for the errors a user can meet. */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'not a directory',
  ENXIO: 'no such device or address',
  EBADF: 'bad file descriptor',
  EINVAL: 'invalid argument',
  EAGAIN: 'resource temporarily unavailable',
  ECONNRESET: 'connection reset by peer',
};

/**
 * The reason of a failed read or write, as a person reads it: `no space left on device`. Codes
 * not in the table keep Node's own words (`ENOSPC: no space left on device, write` gives the part
 * between the code and the system call), or the code itself.
 */
export function systemReason(error: unknown): string {
  const failure = error as Partial<NodeJS.ErrnoException> | null;
  const code = typeof failure?.code === 'string' ? failure.code : undefined;
  if (code !== undefined && Object.hasOwn(WRITE_ERRORS, code)) return WRITE_ERRORS[code]!;
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  const words = code === undefined ? null : new RegExp(`^${code}: ([^,]+)`).exec(message);
  return words?.[1] ?? code ?? message;
}

/**
 * Ends the program when stdout fails. A reader that went away, as `head` does (EPIPE), ends it
 * quietly: status 0, or death by the signal being handled when the reader went away during a
 * Ctrl-C. Any other error (a full disk, an I/O error, a closed descriptor) is one line on stderr,
 * `sudoku: cannot write to standard output: no space left on device`, and status 1; the output
 * written so far is incomplete, which the status says. Errors on stderr itself are ignored: there
 * is nowhere left to report them, and the status still tells.
 */
export function exitOnWriteError(stdout: Writable, stderr: Writable): void {
  stderr.on('error', () => undefined);
  stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      if (stopping !== null) dieBy(stopping);
      process.exit(0);
    }
    failWrite('standard output', error);
  });
}

/** Reports a failed write to `target` (`standard output`, `'page.html'`) and exits with status 1. */
export function failWrite(target: string, error: unknown): never {
  try {
    process.stderr.write(`sudoku: cannot write to ${target}: ${systemReason(error)}\n`);
  } catch {
    // stderr failed too: the status is all that is left.
  }
  process.exit(1);
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
