/**
 * The checks of `options.technique` (see `./technique.ts`): ids, the natural band, and whether a
 * technique can appear in a band under some rules.
 */
import { SudokuError } from '../errors.js';
import { describe } from '../internal/args.js';
import { SudokuTechniqueId } from '../logic/catalogue.js';
import { HINT_FINDERS, SUDOKU_TECHNIQUES } from '../logic/registry.js';
import { bandOf, SUDOKU_RATING_BANDS } from '../rating/rate.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { tablesOf } from '../rules/rules-option.js';
import type { SudokuRatingRange } from './rating-options.js';

const KNOWN: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.values(SudokuTechniqueId));

/** `options.technique` checked: one id or a non-empty array of ids, as a list without repeats. */
export function checkTechniqueOption(
  value: unknown,
  name: string = 'options.technique',
): readonly SudokuTechniqueId[] {
  const list: readonly unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length === 0)
    throw new RangeError(`${name} must name at least one technique, received an empty array`);
  const ids: SudokuTechniqueId[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = list[i];
    if (typeof id !== 'string' || !KNOWN.has(id)) {
      const where = Array.isArray(value) ? `${name}[${i}]` : name;
      throw new RangeError(`${where} must be a technique id of SUDOKU_TECHNIQUES, received ${describe(id)}`);
    }
    if (!ids.includes(id as SudokuTechniqueId)) ids.push(id as SudokuTechniqueId);
  }
  return Object.freeze(ids);
}

/**
 * The natural band of `ids`: from the lowest base score among them to the top of the difficulty
 * band that holds the highest (chains: the extreme band's top; above 9.0: up to 20).
 */
export function naturalBand(ids: readonly SudokuTechniqueId[]): SudokuRatingRange {
  let min = Infinity;
  let max = 0;
  for (const id of ids) {
    const score = SUDOKU_TECHNIQUES[id].score;
    min = Math.min(min, score);
    const band = bandOf(score);
    // The chains (6.5 on) are rare in the expert band's top, where the rating's path and the hint
    // engine's often part ways: their natural band reaches the extreme band's top (measured:
    // x-cycle and forcing X-chain found no puzzle in 1,000 expert attempts, a few hundred with 9.0).
    const top =
      band === undefined ? 20 : score >= 6.5 ? SUDOKU_RATING_BANDS.extreme : SUDOKU_RATING_BANDS[band];
    max = Math.max(max, top);
  }
  return { min, max };
}

/** Why `id` cannot appear under `band` and `rules`, or undefined when it can. */
function whyNot(
  id: SudokuTechniqueId,
  band: SudokuRatingRange,
  rules: SudokuRules | undefined,
): string | undefined {
  const info = SUDOKU_TECHNIQUES[id];
  if (!info.rated) return `the rating never uses ${id}`;
  if (info.score > band.max + 1e-9) return `${id} rates ${info.score}, above the band's top ${band.max}`;
  const classicOnly =
    info.hinted && (HINT_FINDERS as Record<string, { classicOnly?: boolean }>)[id]?.classicOnly === true;
  if (rules !== undefined && !rules.isClassic && classicOnly)
    return `${id} is used under the classic rules only`;
  const nonConsecutive = rules !== undefined && tablesOf(rules).nonConsecutive;
  if (id.includes('non-consecutive') && !nonConsecutive)
    return `${id} is used under non-consecutive rules only`;
  return undefined;
}

/**
 * Checks at once that one of `ids` can appear in `band` under `rules`: a `SudokuError` with code
 * `TECHNIQUE_NOT_IN_BAND` otherwise.
 */
export function checkTechniquesCanAppear(
  ids: readonly SudokuTechniqueId[],
  band: SudokuRatingRange,
  rules: SudokuRules | undefined,
): void {
  const reasons: string[] = [];
  for (const id of ids) {
    const why = whyNot(id, band, rules);
    if (why === undefined) return;
    reasons.push(why);
  }
  throw new SudokuError(
    'TECHNIQUE_NOT_IN_BAND',
    `no puzzle rated ${band.min} to ${band.max} can need ${ids.join(', ')}: ${reasons.join('; ')}`,
    { value: ids.length === 1 ? ids[0] : ids },
  );
}
