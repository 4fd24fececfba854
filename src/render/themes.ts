/**
 * The two shipped themes, as the style sheet embedded in every picture. Internal.
 *
 * Every colour is read through a CSS custom property with the theme's value as its fallback
 * (`fill:var(--sudoku-given,#1f2328)`), and written once more before it without the property for
 * renderers that do not know custom properties. The properties are never declared, so a page
 * that sets one (`svg.sudoku { --sudoku-given: navy }`, inherited into an inline picture) wins
 * whatever the specificity. Rules are scoped by the root's theme class (`.sudoku-light …`), so two
 * pictures of different themes inlined in one page keep their own colours.
 */

/** A picture's theme: the colours of the page it is meant for. */
export type SudokuSvgTheme = 'light' | 'dark';

/** The theme names, in the order error messages list them. */
export const THEMES: readonly SudokuSvgTheme[] = ['light', 'dark'];

/** Custom property → [light, dark] value. The names are public: pages may set them. */
const COLOURS: readonly (readonly [string, string, string])[] = [
  ['bg', '#ffffff', '#16181d'],
  ['line', '#a5acb5', '#4a525c'],
  ['frame', '#1f2328', '#c9d1d9'],
  ['given', '#1f2328', '#e6edf3'],
  ['entry', '#1a56db', '#79b8ff'],
  ['conflict', '#c62828', '#ff7b72'],
  ['candidate', '#59636e', '#9da7b3'],
  ['cell', '#fff3bf', '#3d3418'],
  ['unit', '#e8f0fe', '#1c2738'],
  ['mark', '#a5d8ff', '#1f4d7a'],
  ['place', '#8ce99a', '#1f6f3a'],
  ['remove', '#ffa8a8', '#7d2a2a'],
  ['link', '#d9480f', '#ffa657'],
  ['on', '#1971c2', '#4dabf7'],
  ['on-fill', '#d0ebff', '#173a5e'],
  ['off', '#9c36b5', '#e599f7'],
  // Variant rules only (their style rules are in a picture under such rules, see `ruleStyles`).
  ['diagonal', '#8fa4d9', '#46597f'],
  ['window', '#e3e7ec', '#2a2f37'],
  ['asterisk', '#ffe3c2', '#3f2b15'],
  ['girandola', '#c9f2e3', '#163a30'],
  ['centre-dot', '#f0d6f7', '#3a2140'],
  ['custom', '#ffdbe8', '#40202c'],
  ['cage', '#3d4650', '#aab4bf'],
  // The nine region colours: jigsaw regions (`jigsawColours`) and the disjoint groups.
  ['region-1', '#ffe0e0', '#3f2022'],
  ['region-2', '#ffe6c7', '#3d2b16'],
  ['region-3', '#eef7c6', '#2e3617'],
  ['region-4', '#d2f4d8', '#183523'],
  ['region-5', '#c8f1f6', '#153439'],
  ['region-6', '#d3e6fb', '#1b2c42'],
  ['region-7', '#e4dcfb', '#2a2342'],
  ['region-8', '#f4daf6', '#38203c'],
  ['region-9', '#e6e8eb', '#2c3036'],
];

/** `prop:#light;prop:var(--sudoku-name,#light)` for one colour of one theme. */
function paint(prop: string, name: string, dark: boolean): string {
  const entry = COLOURS.find((c) => c[0] === name)!;
  const value = dark ? entry[2] : entry[1];
  return `${prop}:${value};${prop}:var(--sudoku-${name},${value})`;
}

/** The style sheet of a picture of `theme`: rule selectors and declarations, in a fixed order. */
export function styleSheet(theme: SudokuSvgTheme): string {
  const dark = theme === 'dark';
  const scope = `.sudoku-${theme}`;
  const rules: readonly (readonly [string, string])[] = [
    ['', 'font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif'],
    [' .sudoku-bg', paint('fill', 'bg', dark)],
    [' .sudoku-unit', paint('fill', 'unit', dark)],
    [' .sudoku-cell', paint('fill', 'cell', dark)],
    [' .sudoku-thin', `${paint('stroke', 'line', dark)};stroke-width:1.5`],
    [' .sudoku-thick', `${paint('stroke', 'frame', dark)};stroke-width:4;fill:none`],
    [' .sudoku-given', `${paint('fill', 'given', dark)};font-size:64px;font-weight:600`],
    [' .sudoku-entry', `${paint('fill', 'entry', dark)};font-size:64px`],
    [' .sudoku-conflict', paint('fill', 'conflict', dark)],
    [' .sudoku-candidates', `${paint('fill', 'candidate', dark)};font-size:24px`],
    [' .sudoku-mark', paint('fill', 'mark', dark)],
    [' .sudoku-place', paint('fill', 'place', dark)],
    [' .sudoku-on', `${paint('fill', 'on-fill', dark)};${paint('stroke', 'on', dark)};stroke-width:3`],
    [' .sudoku-off', `${paint('stroke', 'off', dark)};stroke-width:3;fill:none`],
    [' .sudoku-remove', paint('fill', 'remove', dark)],
    [' .sudoku-removed', 'text-decoration:line-through'],
    [' .sudoku-links', `${paint('stroke', 'link', dark)};stroke-width:3;fill:none;stroke-linecap:round`],
    [' .sudoku-weak', 'stroke-dasharray:8 6'],
    [' .sudoku-head', `${paint('fill', 'link', dark)};stroke:none`],
  ];
  return rules.map(([selector, body]) => `${scope}${selector}{${body}}`).join('');
}

/**
 * The style rules a picture under variant rules adds after {@link styleSheet}'s: a fill for each
 * class in `fills` (`window`, `region-3`, …, each the name of its colour), with `diagonal` the
 * stroke of the diagonals, and with `cages` the killer cages' outlines, sum boxes and sums. Empty for the classic rules, whose pictures keep their bytes.
 */
export function ruleStyles(
  theme: SudokuSvgTheme,
  fills: readonly string[],
  diagonal: boolean,
  cages = false,
): string {
  const dark = theme === 'dark';
  const scope = `.sudoku-${theme}`;
  let out = fills.map((name) => `${scope} .sudoku-${name}{${paint('fill', name, dark)}}`).join('');
  if (diagonal) out += `${scope} .sudoku-diagonal{${paint('stroke', 'diagonal', dark)};stroke-width:5}`;
  if (cages) {
    out +=
      `${scope} .sudoku-cage{${paint('stroke', 'cage', dark)};stroke-width:2;stroke-dasharray:6 4;fill:none}` +
      `${scope} .sudoku-cage-box{${paint('fill', 'bg', dark)}}` +
      `${scope} .sudoku-cage-sum{${paint('fill', 'cage', dark)};font-size:18px}` +
      // Smaller pencil marks, clear of the outlines.
      `${scope} .sudoku-candidates{font-size:20px}`;
  }
  return out;
}
