/**
 * The checks of `options.technique` (see `./technique.ts`): ids, the natural band, and whether a
 * technique can appear in a band under some rules.
 */
import { SudokuError } from '../errors.js';
import { describe, isArrayValue, readProperty } from '../internal/args.js';
import { CATALOGUE, SudokuTechniqueId } from '../logic/catalogue.js';
import { HINT_FINDERS, SUDOKU_TECHNIQUES } from '../logic/registry.js';
import { bandOf, SUDOKU_RATING_BANDS } from '../rating/rate.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { tablesOf } from '../rules/rules-option.js';
import type { SudokuRatingRange } from './rating-options.js';

/**
 * The top of a hint-only technique's natural band (see {@link naturalBand}): the extreme band's.
 * The hint engine's path is checked before the rating, so the puzzles of the extreme band cost
 * little more than the expert ones, and the techniques the hint engine tries late are far more
 * common there (measured, generated puzzles: finned X-Wing 1.9 % of expert, 19 % of extreme;
 * finned swordfish 2.7 and 18 %); with a top of 9.0 instead of 7.0, puzzles per CPU second:
 * finned X-Wing 4.4 → 55, finned swordfish 3.2 → 25, simple colouring 0.6 → 3.9, skyscraper
 * 86 → 122, W-Wing 40 → 109.
 */
const HINT_ONLY_TOP = 9;

/**
 * Rated techniques below the chains whose natural band still reaches the extreme band's top (see
 * {@link naturalBand}, where the measurements are).
 */
const EXTREME_TOP: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'unique-rectangle',
  'unique-loop',
  'jellyfish',
  'hidden-quad',
  'aligned-pair-exclusion',
]);

/** The most entries `options.technique` may list. */
const MAX_IDS = 1000;

const KNOWN: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.values(SudokuTechniqueId));

/**
 * `options.technique` checked: one id or a non-empty array of ids, as a list without repeats. The
 * array is read by index through safe reads (a Proxy or a throwing getter is a TypeError naming
 * the option); a value that is not a string is a TypeError, a string that is not an id a
 * RangeError.
 */
export function checkTechniqueOption(
  value: unknown,
  name: string = 'options.technique',
): readonly SudokuTechniqueId[] {
  const isArray = isArrayValue(value, name);
  let length = 1;
  if (isArray) {
    const read = readProperty(value, 'length', name);
    if (typeof read !== 'number' || !Number.isSafeInteger(read) || read < 0)
      throw new TypeError(`${name} must be a technique id or an array of them, received ${describe(value)}`);
    length = read;
  }
  if (length === 0) throw new RangeError(`${name} must name at least one technique, received an empty array`);
  // Repeats are allowed, but not without end (a Proxy can claim any length).
  if (length > MAX_IDS)
    throw new RangeError(`${name} must list at most ${MAX_IDS} ids, received an array of ${length}`);
  const ids: SudokuTechniqueId[] = [];
  for (let i = 0; i < length; i++) {
    const where = isArray ? `${name}[${i}]` : name;
    const id = isArray ? readProperty(value, i, where) : value;
    if (typeof id !== 'string')
      throw new TypeError(`${where} must be a technique id of SUDOKU_TECHNIQUES, received ${describe(id)}`);
    if (!KNOWN.has(id))
      throw new RangeError(`${where} must be a technique id of SUDOKU_TECHNIQUES, received ${describe(id)}`);
    if (!ids.includes(id as SudokuTechniqueId)) ids.push(id as SudokuTechniqueId);
  }
  return Object.freeze(ids);
}

/** Whether the hint engine uses `id` and the rating does not (Skyscraper, W-Wing, …). */
export function isHintOnly(id: SudokuTechniqueId): boolean {
  const info = SUDOKU_TECHNIQUES[id];
  return info.hinted && !info.rated;
}

const LATER_RATED = /* @__PURE__ */ new Map<SudokuTechniqueId, readonly SudokuTechniqueId[]>();

/**
 * For a hint-only technique, the rated techniques the hint engine tries at or after it (the rows
 * whose hint rank is at least its rank; not the non-consecutive and killer ones, earlier in the
 * order anyway). The hint engine reaches `id` only at a position where none of its earlier
 * techniques moves on; a puzzle whose rating's path uses only techniques the hint engine tries
 * earlier is solved by those (the rating's own variants, direct pointing and claiming, direct
 * hidden pair and triple, conclude what pointing, claiming, hidden pair and triple conclude), so
 * the hint engine never reaches `id` on it. The rating's path of a puzzle whose hint path uses
 * `id` therefore uses one of these, and the puzzle rates at least the lowest of their scores.
 */
export function ratedFrom(id: SudokuTechniqueId): readonly SudokuTechniqueId[] {
  let list = LATER_RATED.get(id);
  if (list === undefined) {
    const rank = CATALOGUE.find((row) => row.id === id)?.hint ?? Infinity;
    list = Object.freeze(
      CATALOGUE.filter((row) => row.se !== null && row.hint !== null && row.hint >= rank).map(
        (row) => row.id,
      ),
    );
    LATER_RATED.set(id, list);
  }
  return list;
}

/**
 * The lowest rating of a puzzle that can need `id`: its base score when the rating uses it; for a
 * hint-only technique the lowest base score of {@link ratedFrom} (Skyscraper: the XY-Wing's 4.2).
 */
export function lowestRating(id: SudokuTechniqueId): number {
  if (!isHintOnly(id)) return SUDOKU_TECHNIQUES[id].score;
  let min = Infinity;
  for (const rated of ratedFrom(id)) min = Math.min(min, SUDOKU_TECHNIQUES[rated].score);
  return min;
}

/**
 * The natural band of `ids`: from the lowest {@link lowestRating} among them to the top of the
 * difficulty band that holds the highest base score (chains, unique rectangles and loops: the
 * extreme band's top; above 9.0: up to 20). A hint-only technique's own score is the nearest equivalent's, not Sudoku
 * Explainer's; where the rating meets the same pattern it takes it as the chain that stands in
 * for it (the single-digit patterns, finned fish and colouring as an X-cycle or forcing X-chain,
 * 6.5–6.6; the W-Wing as an XY-chain, 7.0), so its band reaches at least the top of the expert
 * band; it reaches the extreme band's ({@link HINT_ONLY_TOP}).
 */
export function naturalBand(ids: readonly SudokuTechniqueId[]): SudokuRatingRange {
  let min = Infinity;
  let max = 0;
  for (const id of ids) {
    const score = SUDOKU_TECHNIQUES[id].score;
    min = Math.min(min, lowestRating(id));
    const band = bandOf(score);
    // The chains (6.5 on) are rare in the expert band's top, where the rating's path and the hint
    // engine's often part ways: their natural band reaches the extreme band's top (measured:
    // x-cycle and forcing X-chain found no puzzle in 1,000 expert attempts, a few hundred with 9.0).
    // Unique rectangles and loops too: the hint engine tries them late (after the single-digit
    // patterns, wings and finned fish), so in the hard band it finishes most puzzles whose rating
    // uses them another way (measured, generated hard puzzles: the rating's path used a unique
    // loop in 1.2 %, both paths in 0.5 %); with the extreme band's top, 2.3 → 4.3 unique-loop
    // puzzles per CPU second, unique rectangles 16 → 20 (BUG: 7.3 → 3.6, so not it). The aligned
    // pair exclusion (6.2) too: 0.4 % of generated expert puzzles need it, 3.6 % of extreme ones
    // (with the extreme band's top, 0.7–1.3 → 2–4 puzzles per CPU second). The jellyfish and the
    // hidden quad as well: in the expert band's default clue count singles finish nearly every
    // attempt (measured, 10 CPU s each: none found; with the extreme band's top, 0.2 and 0.1 per
    // second). Not the BUG: 10.5 puzzles per second in its band, 7.2 with the extreme top.
    const top = isHintOnly(id)
      ? HINT_ONLY_TOP
      : band === undefined
        ? 20
        : score >= 6.5 || EXTREME_TOP.has(id)
          ? SUDOKU_RATING_BANDS.extreme
          : SUDOKU_RATING_BANDS[band];
    max = Math.max(max, top);
  }
  return { min, max };
}

/**
 * Why `id` cannot appear under `band` and `rules` (with a random jigsaw layout in place of their
 * boxes when `randomJigsaw`), or undefined when it can.
 *
 * Direct claiming (1.9) never rates a step under the classic rules. Say a row r1 has the digit
 * only in box B (at two cells or more), and another row r3 crossing B, once the digit is gone from
 * B outside r1, keeps one place c, in box B' of the band. The third box B'' of the band then has
 * the digit in the third row r4 only (r1 has it in B only; r3 outside B only at c). Either B'' has
 * one place, a hidden single; or the digit is placed in B'' (at r4), and B' has c as its only
 * place, a hidden single; or B'' points into r4, leaving B' the one place c, a direct pointing
 * (1.7) when B' had two places or more, else a hidden single at c. Columns alike. Sudoku
 * Explainer takes the step rated lowest, so at every position with a direct claiming it takes
 * one of those instead (checked on positions of public puzzles in `test/generator/technique-options.test.ts`).
 * Under rules with other regions or irregular boxes the argument does not hold, and the search runs.
 */
function whyNot(
  id: SudokuTechniqueId,
  band: SudokuRatingRange,
  rules: SudokuRules | undefined,
  randomJigsaw: boolean,
): string | undefined {
  const info = SUDOKU_TECHNIQUES[id];
  if (!info.rated && !info.hinted)
    return `${id} is not a technique but the hint engine's report of a broken position`;
  if (CATALOGUE.find((row) => row.id === id)?.family === 'killer')
    return `${id} is used under killer cages only, and generation does not make killer puzzles`;
  if (info.rated && info.score > band.max + 1e-9)
    return `${id} rates ${info.score}, above the band's top ${band.max}`;
  if (!info.rated) {
    const lowest = lowestRating(id);
    if (lowest > band.max + 1e-9)
      return `the hint engine reaches ${id} only where the rating needs ${lowest} or more, above the band's top ${band.max}`;
  }
  if (id === 'direct-claiming' && !randomJigsaw && (rules === undefined || rules.isClassic))
    return `${id} is never on the rating's path under the classic rules: wherever it applies, a hidden single or a direct pointing (rated lower) applies too`;
  const classicOnly =
    info.hinted && (HINT_FINDERS as Record<string, { classicOnly?: boolean }>)[id]?.classicOnly === true;
  if ((randomJigsaw || (rules !== undefined && !rules.isClassic)) && classicOnly)
    return `${id} is used under the classic rules only`;
  const nonConsecutive = rules !== undefined && tablesOf(rules).nonConsecutive;
  if (id.includes('non-consecutive') && !nonConsecutive)
    return `${id} is used under non-consecutive rules only`;
  return undefined;
}

/**
 * Checks at once that one of `ids` can appear in `band` under `rules` (their boxes replaced by a
 * random jigsaw layout when `randomJigsaw`): a `SudokuError` with code `TECHNIQUE_NOT_IN_BAND`
 * otherwise.
 */
export function checkTechniquesCanAppear(
  ids: readonly SudokuTechniqueId[],
  band: SudokuRatingRange,
  rules: SudokuRules | undefined,
  randomJigsaw: boolean = false,
): void {
  const reasons: string[] = [];
  for (const id of ids) {
    const why = whyNot(id, band, rules, randomJigsaw);
    if (why === undefined) return;
    reasons.push(why);
  }
  throw new SudokuError(
    'TECHNIQUE_NOT_IN_BAND',
    `no puzzle rated ${band.min} to ${band.max} can need ${ids.join(', ')}: ${reasons.join('; ')}`,
    { value: ids.length === 1 ? ids[0] : ids },
  );
}
