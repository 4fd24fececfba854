/**
 * Pictures under variant rules: the golden files `golden/variant-*.svg` and the pictures of
 * docs/variants.md (`docs/variants/*.svg`), drawn from the puzzles of
 * `test/fixtures/variants-se.tsv` (unique under their rules, rated by Sudoku Explainer; see
 * `test/fixtures/README.md`): the first row of each rule set.
 */
import {
  SudokuBoard,
  SudokuRules,
  SudokuValidator,
  buildPrintPage,
  renderBoardSvg,
  renderStepSvg,
  type SudokuStep,
  type SudokuSvgTheme,
} from '../../src/index.js';
import { variantRows, type VariantRow } from '../rules/variant-fixture.js';

/** The fixture's jigsaw layout. */
export const JIGSAW = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';
/** The fixture's custom region. */
export const CUSTOM = 'region:r1c1,r1c2,r2c1,r2c2,r5c5,r8c8,r8c9,r9c8,r9c9';

/** One picture of a rule set: its file name part, its rules, and whether jigsaw regions are coloured. */
export interface VariantCase {
  readonly name: string;
  readonly rules: string;
  readonly jigsawColours?: boolean;
}

/** One picture per rule set (and the jigsaw twice, with and without colours). */
export const VARIANT_CASES: readonly VariantCase[] = [
  { name: 'x', rules: 'x' },
  { name: 'windoku', rules: 'windoku' },
  { name: 'disjoint-groups', rules: 'disjoint-groups' },
  { name: 'asterisk', rules: 'asterisk' },
  { name: 'girandola', rules: 'girandola' },
  { name: 'centre-dot', rules: 'centre-dot' },
  { name: 'jigsaw', rules: `jigsaw:${JIGSAW}` },
  { name: 'jigsaw-colours', rules: `jigsaw:${JIGSAW}`, jigsawColours: true },
  { name: 'latin', rules: 'latin' },
  { name: 'custom', rules: CUSTOM },
  { name: 'anti-knight', rules: 'anti-knight' },
  { name: 'anti-king', rules: 'anti-king' },
  { name: 'non-consecutive', rules: 'non-consecutive' },
  { name: 'x-windoku', rules: 'x+windoku' },
  { name: 'jigsaw-x', rules: `jigsaw:${JIGSAW}+x`, jigsawColours: true },
];

/** The first fixture row of `rules`. */
export function variantRow(rules: string): VariantRow {
  const row = variantRows().find((r) => r.rules === rules);
  if (row === undefined) throw new Error(`no fixture row under ${rules}`);
  return row;
}

/** The picture of one case: its puzzle, under its rules. */
export function variantPicture(c: VariantCase, theme: SudokuSvgTheme, size: number): string {
  const rules = SudokuRules.parse(c.rules);
  return renderBoardSvg(SudokuBoard.parse(variantRow(c.rules).puzzle), {
    rules,
    theme,
    size,
    ...(c.jigsawColours === true ? { jigsawColours: true } : {}),
  });
}

/**
 * A hidden single in a region of `kind` (the first one found: each digit's places in each region
 * of that kind, from the validator's candidates under the rules), as a step would name it with the
 * region as `label(index)`: the step a hint under those rules could give.
 */
export function regionStep(
  rulesText: string,
  kind: string,
  label: (index: number) => string,
): { step: SudokuStep; board: SudokuBoard; rules: SudokuRules } {
  const rules = SudokuRules.parse(rulesText);
  const board = SudokuBoard.parse(variantRow(rulesText).puzzle);
  for (const region of rules.regions) {
    if (region.kind !== kind) continue;
    for (let digit = 1; digit <= 9; digit++) {
      const places = region.cells.filter(
        (cell) =>
          (SudokuValidator.getCandidateMask(board, (cell / 9) | 0, cell % 9, { rules }) & (1 << digit)) !== 0,
      );
      if (places.length !== 1) continue;
      const cell = places[0]!;
      const at = { row: (cell / 9) | 0, column: cell % 9, value: digit };
      const unit = label(region.index);
      const step: SudokuStep = {
        technique: 'hidden-single-box',
        name: 'Hidden single',
        score: 1.2,
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- a step still carries the alias
        difficulty: 1.2,
        placements: [at],
        eliminations: [],
        highlights: { cells: [cell], candidates: [at], units: [unit] },
        explanation: `Hidden single: in ${unit}, ${digit} fits only in r${at.row + 1}c${at.column + 1}.`,
        clue: { small: `Look at ${unit}.`, big: `Where can ${digit} go in ${unit}?` },
        links: [],
      };
      return { step, board, rules };
    }
  }
  throw new Error(`no hidden single in a ${kind} region under ${rulesText}`);
}

/** A print page of variant puzzles (with a classic one), and their answer keys. */
export function variantPrintPage(): string {
  const puzzles = ['x', 'windoku', `jigsaw:${JIGSAW}`, 'latin', 'anti-knight', 'classic'].map((text) => {
    if (text === 'classic') {
      return SudokuBoard.parse(
        '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
      );
    }
    const row = variantRow(text);
    return {
      board: SudokuBoard.parse(row.puzzle),
      rules: SudokuRules.parse(text),
      ...(row.er === null ? {} : { rating: row.er }),
    };
  });
  return buildPrintPage(puzzles, { perPage: 6, title: 'Variants', jigsawColours: true });
}

/** The golden pictures under variant rules, by file name (without `.svg`), and the print page. */
export function variantGoldens(): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of VARIANT_CASES) out.set(`variant-${c.name}-light-360`, variantPicture(c, 'light', 360));
  for (const name of ['x-windoku', 'disjoint-groups', 'jigsaw-x']) {
    out.set(
      `variant-${name}-dark-360`,
      variantPicture(
        VARIANT_CASES.find((c) => c.name === name)!,
        'dark',
        360,
      ),
    );
  }
  const x = SudokuRules.parse('x');
  out.set(
    'variant-x-pencil-marks-light-360',
    renderBoardSvg(SudokuBoard.parse(variantRow('x').puzzle), { rules: x, candidates: 'computed' }),
  );
  const windowStep = regionStep('windoku', 'window', (i) => `window${i + 1}`);
  out.set(
    'variant-step-window-light-360',
    renderStepSvg(windowStep.step, windowStep.board, { rules: windowStep.rules }),
  );
  const jigsawStep = regionStep(`jigsaw:${JIGSAW}`, 'jigsaw', (i) => `jigsaw${i + 1}`);
  out.set(
    'variant-step-jigsaw-dark-360',
    renderStepSvg(jigsawStep.step, jigsawStep.board, { rules: jigsawStep.rules, theme: 'dark' }),
  );
  return out;
}

/** The pictures of docs/variants.md, by file name under `docs/variants/`. */
export function variantDocPictures(): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of VARIANT_CASES) {
    if (
      c.name === 'anti-king' ||
      c.name === 'non-consecutive' ||
      c.name.includes('x-') ||
      c.name.includes('-x')
    )
      continue;
    out.set(`${c.name}.svg`, variantPicture(c, 'light', 240));
  }
  return out;
}
