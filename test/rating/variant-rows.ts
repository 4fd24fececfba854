/**
 * The rows of test/fixtures/variants-se.tsv and variants-se-easy.tsv (see test/fixtures/README.md
 * for how they were made), grouped by rule set.
 */
import { readVariantRows, variantRows, type VariantRow } from '../rules/variant-fixture.js';

let easy: VariantRow[] | undefined;

/** Every row of variants-se-easy.tsv, in file order. */
export function easyVariantRows(): readonly VariantRow[] {
  easy ??= readVariantRows('variants-se-easy.tsv');
  return easy;
}

/** `rows` grouped by their rules text, in order of first appearance. */
export function byRules(rows: readonly VariantRow[]): Map<string, VariantRow[]> {
  const out = new Map<string, VariantRow[]>();
  for (const row of rows) {
    const list = out.get(row.rules) ?? [];
    list.push(row);
    out.set(row.rules, list);
  }
  return out;
}

/** Both fixtures' rows. */
export function allVariantRows(): VariantRow[] {
  return [...variantRows(), ...easyVariantRows()];
}
