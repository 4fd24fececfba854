/**
 * Java `HashMap` iteration order, as Sudoku Explainer 1.2.1 meets it: SE keeps a rule's removals
 * in a map keyed by cell, and the nested finders add an inner search's conclusions in that map's
 * order, which decides which parent a potential keeps and so the complexity. Internal.
 */

/**
 * Candidate codes in the order SE lists a finding's removals: by cell in a Java `HashMap` keyed by
 * cell index (buckets by index modulo the table's size, 16 doubled while over three quarters
 * full; equal buckets in insertion order), digits ascending within a cell.
 */
export function hashOrder(removals: readonly number[]): readonly number[] {
  if (removals.length <= 1) return removals;
  const cells: number[] = [];
  for (const r of removals) {
    const cell = (r / 9) | 0;
    if (!cells.includes(cell)) cells.push(cell);
  }
  if (cells.length === 1) return [...removals].sort((a, b) => a - b);
  let size = 16;
  while (cells.length > size * 0.75) size *= 2;
  const order = cells
    .map((cell, i) => ({ cell, i }))
    .sort((a, b) => (a.cell & (size - 1)) - (b.cell & (size - 1)) || a.i - b.i);
  const out: number[] = [];
  for (const { cell } of order) {
    const digits = removals.filter((r) => ((r / 9) | 0) === cell).sort((a, b) => a - b);
    out.push(...digits);
  }
  return out;
}
