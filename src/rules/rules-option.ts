/**
 * A `rules` option as the validator and the solver read it: undefined for the classic rules (the
 * fast path), or a variant's rule set with its tables, through {@link RULES_DOOR}.
 */
import { describe } from '../internal/args.js';
import { RULES_DOOR } from './door.js';
import type { RuleTables, SudokuRules } from './rule-set.js';

/**
 * The rule set `value` names: undefined for the classic rules (an absent option, or
 * `SudokuRules.classic`), else the rule set. A value that is no `SudokuRules` is a `TypeError`.
 */
export function readRulesOption(value: unknown, name = 'options.rules'): SudokuRules | undefined {
  if (value === undefined) return undefined;
  const check = RULES_DOOR.check;
  if (check === undefined) {
    throw new TypeError(
      `${name} must be a SudokuRules (SudokuRules.parse('x')), received ${describe(value)}`,
    );
  }
  const rules = check(value, name) as SudokuRules;
  return rules.isClassic ? undefined : rules;
}

/** The engine tables of a rule set that {@link readRulesOption} returned. */
export function tablesOf(rules: SudokuRules): RuleTables {
  return RULES_DOOR.tables!(rules) as RuleTables;
}
