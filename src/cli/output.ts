/**
 * Buffered output to stdout and stderr.
 *
 * Results are appended to a string buffer and written in chunks of about 64 KiB, so a batch of
 * thousands of one-line answers costs a few dozen `write` calls rather than one per line. When the
 * stream's buffer is full (`write` returns false) the writer waits for `drain`, which pauses the
 * whole pipeline: the reader stops pulling input, so memory stays bounded when the consumer of
 * stdout is slow. A closed pipe (`sudoku solve big.txt | head`) ends the program quietly.
 */
import type { Writable } from 'node:stream';

const FLUSH_AT = 1 << 16;

/** A buffered writer over one stream. */
export class BufferedWriter {
  readonly #stream: Writable;
  #buffer = '';

  constructor(stream: Writable) {
    this.#stream = stream;
  }

  /** Appends text; returns a promise only when the stream asked to wait. */
  write(text: string): Promise<void> | undefined {
    this.#buffer += text;
    return this.#buffer.length >= FLUSH_AT ? this.flush() : undefined;
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

/** Exits quietly (status 0) when the reader of stdout goes away, as `head` does. */
export function exitOnClosedPipe(stream: Writable): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** Resolves once everything written to `stream` has been handed to the system. */
export function finished(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.writableLength === 0) resolve();
    else
      stream.write('', () => {
        resolve();
      });
  });
}
