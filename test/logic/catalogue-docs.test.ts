/**
 * docs/logic.md's technique table is the code's: the rows `scripts/technique-table.ts` writes from
 * the catalogue, the names and the rooms' finder tables, cell by cell (Prettier's padding aside).
 * A technique added, moved or re-rated without rewriting the table fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, documentedRows, techniqueRows } from '../../scripts/technique-table.js';

describe("docs/logic.md's technique table", () => {
  it('is the one scripts/technique-table.ts writes from the catalogue', async () => {
    const documented = documentedRows(readFileSync(DOC, 'utf8'));
    expect(documented, 'the table markers').not.toBeNull();
    const expected = await techniqueRows();
    expect(expected.length).toBeGreaterThan(30);
    expect(
      expected.every((row) => !row.includes('?')),
      'every technique has a room',
    ).toBe(true);
    expect(documented).toEqual(expected);
  });
});
