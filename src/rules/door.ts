/**
 * The door between the rules checks and the `SudokuRules` class, a leaf module. The validator
 * and the solver read a `rules` option through it, without importing the class: a bundle that
 * validates or solves classic boards only (every caller that never names `SudokuRules`) carries
 * no rules parser. The class opens the door when its first value is made; until then no value of
 * this copy can be a rule set, so a `rules` option other than `undefined` is refused.
 *
 * Module-level state, set once and never changed: the two functions of the class's module.
 */
export const RULES_DOOR: {
  /** Checks a `rules` option (see `checkRules` in `rule-set.ts`). */
  check?: (value: unknown, name: string) => object;
  /** The engine tables of a checked rule set (see `rulesTables` in `rule-set.ts`). */
  tables?: (rules: object) => object;
} = {};
