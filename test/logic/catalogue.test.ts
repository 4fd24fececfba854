/**
 * The catalogue of techniques (`src/logic/catalogue.ts`) and what is derived from it: the hint
 * order, Sudoku Explainer's order, the ratings table, the public tables and constants. The
 * compiler checks that each table keyed by id is complete; these tests check what it cannot:
 * that the orders have no gap, that the techniques of one place share one finder, and that the
 * derived tables say what the rows say.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuRatingTechnique,
  SudokuTechniqueId,
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
} from '../../src/index.js';
import { CATALOGUE, keyOf, orderOf } from '../../src/logic/catalogue.js';
import { BASE_TENTHS } from '../../src/logic/engine/ratings.js';
import { SE_ORDER, SE_FINDERS } from '../../src/rating/se-order.js';
import { HINT_FINDERS, TECHNIQUES } from '../../src/logic/registry.js';
import { modesOf } from '../../src/logic/engine/chains/modes.js';

describe('the catalogue', () => {
  it('lists each id once (and so each key), with a whole base rating in tenths', () => {
    expect(new Set(CATALOGUE.map((row) => row.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((row) => keyOf(row.id))).size).toBe(CATALOGUE.length);
    for (const row of CATALOGUE) expect(Number.isInteger(row.tenths), row.id).toBe(true);
  });

  it('ranks both orders: a place per rank, by increasing rank', () => {
    for (const order of ['hint', 'se'] as const) {
      const places = orderOf(order);
      expect(Object.keys(places).length, order).toBe(places.length);
      for (const rows of places) {
        expect(rows.length, order).toBeGreaterThan(0);
        expect(new Set(rows.map((row) => row[order])).size, order).toBe(1);
      }
      const ranks = places.map((rows) => rows[0]![order]!);
      expect(ranks, order).toEqual([...ranks].sort((a, b) => a - b));
      expect(places.flat().length, order).toBe(CATALOGUE.filter((row) => row[order] !== null).length);
    }
  });

  it('gives the techniques of one place one finder, in both orders', () => {
    for (const rows of orderOf('hint')) {
      const finders = new Set(rows.map((row) => HINT_FINDERS[row.id as keyof typeof HINT_FINDERS].find));
      expect(finders.size, rows.map((row) => row.id).join()).toBe(1);
    }
    for (const rows of orderOf('se')) {
      const scans = new Set(rows.map((row) => SE_FINDERS[row.id as keyof typeof SE_FINDERS].find));
      expect(scans.size, rows.map((row) => row.id).join()).toBe(1);
    }
  });

  it('is what the hint order runs', () => {
    const places = orderOf('hint');
    expect(TECHNIQUES.length).toBe(places.length);
    TECHNIQUES.forEach((technique, k) => {
      const rows = places[k]!;
      expect(technique.reports ?? [technique.id]).toEqual(rows.map((row) => row.id));
      expect(technique.assumesUniqueness === true).toBe(rows[0]!.unique === 'assumes');
      expect(technique.uniqueOnly === true).toBe(rows[0]!.unique === 'only');
      for (const row of rows) expect(row.unique).toBe(rows[0]!.unique);
    });
    expect(SUDOKU_HINT_ORDER).toEqual(places.flat().map((row) => row.id));
  });

  it("is what Sudoku Explainer's order runs", () => {
    const places = orderOf('se');
    expect(SE_ORDER.length).toBe(places.length);
    SE_ORDER.forEach((finder, k) => {
      const rows = places[k]!;
      expect(finder.techniques).toEqual(rows.map((row) => row.id));
      expect(finder.floor).toBe(Math.min(...rows.map((row) => row.tenths)));
      expect(finder.uniqueOnly).toBe(rows.some((row) => row.unique !== false));
      const room = SE_FINDERS[rows[0]!.id as keyof typeof SE_FINDERS];
      expect(finder.find).toBe(room.best ?? room.find);
    });
  });

  it('takes each finder from its room, the same for both orders; chain techniques from their modes', () => {
    for (const row of CATALOGUE) {
      const hinted = HINT_FINDERS[row.id as keyof typeof HINT_FINDERS];
      const rated = SE_FINDERS[row.id as keyof typeof SE_FINDERS];
      if (row.hint !== null) expect(hinted, row.id).toBeDefined();
      if (row.se !== null) expect(rated, row.id).toBeDefined();
      if (hinted !== undefined && rated !== undefined) expect(hinted, row.id).toBe(rated);
      // The rating runs under every rule set: a finder of the classic grid only is the hints'.
      if (hinted?.classicOnly === true) expect(row.se, row.id).toBeNull();
      if (row.family === 'forcing-chains' || row.family === 'nested-chains')
        expect(modesOf(row.id).length, row.id).toBeGreaterThan(0);
    }
  });

  it('gives the ratings table, the public tables and the constants', () => {
    expect(BASE_TENTHS).toEqual(Object.fromEntries(CATALOGUE.map((row) => [row.id, row.tenths])));
    expect(Object.keys(SUDOKU_TECHNIQUES)).toEqual(CATALOGUE.map((row) => row.id));
    for (const row of CATALOGUE) {
      const info = SUDOKU_TECHNIQUES[row.id];
      expect(info.score).toBe(row.tenths / 10);
      expect(info.rated).toBe(row.se !== null);
      expect(info.hinted).toBe(row.hint !== null);
    }
    expect(SudokuTechniqueId).toEqual(Object.fromEntries(CATALOGUE.map((row) => [keyOf(row.id), row.id])));
    const rated = orderOf('se').flat();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated constant is derived too
    expect(Object.entries(SudokuRatingTechnique)).toEqual([
      ...rated.map((row) => [keyOf(row.id), row.id]),
      ['None', 'none'],
      ['Beyond', 'beyond'],
    ]);
  });
});
