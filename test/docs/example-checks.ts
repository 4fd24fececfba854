/**
 * The runtime side of the `// → value` lines of doc examples (see `examples.ts`): each generated
 * example module begins with {@link beginExample} and ends with `end()`.
 */
import { isDeepStrictEqual } from 'node:util';

/** What an example module calls. */
export interface ExampleChecks {
  /** Throws unless `actual` deeply equals `expected`. */
  check(index: number, actual: unknown, expected: unknown): void;
  /** Throws unless every check ran. */
  end(): void;
}

function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

export function beginExample(name: string, count: number): ExampleChecks {
  const ran = new Set<number>();
  return {
    check(index, actual, expected) {
      ran.add(index);
      if (!isDeepStrictEqual(actual, expected)) {
        throw new Error(
          `${name}: result line ${index + 1}: the example says ${show(expected)}, got ${show(actual)}`,
        );
      }
    },
    end() {
      const missing = [...Array(count).keys()].filter((index) => !ran.has(index)).map((index) => index + 1);
      if (missing.length > 0) throw new Error(`${name}: result lines never ran: ${missing.join(', ')}`);
    },
  };
}
