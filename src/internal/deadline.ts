/**
 * Time limits for long calls: the `timeout` option, combined with the caller's `signal`.
 *
 * Why a clock and not a timer: every search of the library is synchronous, so a timer
 * (`AbortSignal.timeout`, `setTimeout` + `controller.abort()`) cannot fire while it runs — the
 * event loop only gets the thread back when the call has returned. A `signal` therefore stops a
 * call only when it is aborted from elsewhere (another thread, or before the call). A `timeout`
 * is kept by the call itself: the searches already poll their signal (`signal.aborted`, then
 * `throw signal.reason`) at short intervals, and the object built here answers those polls by
 * reading the monotonic clock (`performance.now()`, present in Node, browsers and workers).
 *
 * Representation: a {@link Deadline} holds the caller's signal (or none), the start time and the
 * limit. It latches: the first read of `aborted` that finds the signal aborted or the time up
 * records the reason (the signal's own, or a `SudokuError` with code `TIMEOUT`, the elapsed time
 * and the limit), and every later read gives the same answer, so `aborted` and `reason` always
 * agree. It is passed to the internals where an `AbortSignal` is expected: they read only
 * `aborted` and `reason` (that is the whole contract of {@link Polled}).
 *
 * Cost: the clock is read only where the signal was polled before (every 4,096 search nodes in
 * the solver engine, per cell or step in the rating and generation loops), about 30 ns a read;
 * `bench/timeout.ts` measures that it does not slow the searches and how far past the limit a
 * call can run.
 */
import { SudokuError } from '../errors.js';
import { checkOptions, checkSignal, describe } from './args.js';

/** What the internals read of a signal: whether to stop, and what to throw. */
export interface Polled {
  readonly aborted: boolean;
  readonly reason: unknown;
}

/** The caller's signal and a time limit, polled as one signal (see the module header). */
export class Deadline implements Polled {
  readonly #signal: AbortSignal | undefined;
  readonly #start: number;
  readonly #timeout: number;
  #stopped = false;
  #reason: unknown = undefined;

  constructor(signal: AbortSignal | undefined, timeout: number, start: number = now()) {
    this.#signal = signal;
    this.#timeout = timeout;
    this.#start = start;
  }

  /** True once the signal is aborted or the time is up; stays true. */
  get aborted(): boolean {
    if (this.#stopped) return true;
    const signal = this.#signal;
    if (signal?.aborted === true) {
      this.#stop(signal.reason);
    } else {
      const elapsed = now() - this.#start;
      if (elapsed < this.#timeout) return false;
      this.#stop(timeoutError(elapsed, this.#timeout));
    }
    return true;
  }

  /** Why the call stopped: the signal's reason or a `TIMEOUT` error; undefined while running. */
  get reason(): unknown {
    return this.#reason;
  }

  #stop(reason: unknown): void {
    this.#stopped = true;
    this.#reason = reason;
  }
}

function now(): number {
  return performance.now();
}

function timeoutError(elapsed: number, timeout: number): SudokuError {
  // Whole milliseconds are plenty for a message; the details keep the exact figures.
  return new SudokuError(
    'TIMEOUT',
    `the call was stopped after ${Math.floor(elapsed)} ms: it had a timeout of ${timeout} ms`,
    { elapsed, timeout },
  );
}

/** Checks an optional `timeout` option: undefined, or a finite number of milliseconds ≥ 0. */
export function checkTimeout(value: unknown, name = 'options.timeout'): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number of milliseconds, received ${describe(value)}`);
  }
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of milliseconds ≥ 0, received ${describe(value)}`);
  }
  return value;
}

/**
 * The object the internals poll for a call with `signal` and `timeout` (both already checked):
 * undefined without either, the signal itself without a timeout, else a {@link Deadline}. It is
 * typed as an `AbortSignal` because that is what the internals take; they read only `aborted`
 * and `reason`.
 */
export function pollFor(
  signal: AbortSignal | undefined,
  timeout: number | undefined,
): AbortSignal | undefined {
  if (timeout === undefined) return signal;
  return new Deadline(signal, timeout) as unknown as AbortSignal;
}

/**
 * Reads and checks `signal` and `timeout` from an option bag already returned by `checkOptions`,
 * starts the clock, and throws at once when the signal is already aborted or the timeout is 0.
 */
export function readLimits(options: Readonly<Record<string, unknown>>): AbortSignal | undefined {
  const signal = checkSignal(options.signal);
  const timeout = checkTimeout(options.timeout);
  const polled = pollFor(signal, timeout);
  if (polled?.aborted === true) throw polled.reason;
  return polled;
}

/**
 * {@link readLimits} on an unchecked option bag whose other keys (if any) are `keys`' and read
 * elsewhere.
 */
export function limitsFromOptions(
  options: unknown,
  keys: Readonly<Record<string, true>>,
): AbortSignal | undefined {
  return readLimits(checkOptions(options, keys));
}
