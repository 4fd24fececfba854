/**
 * `sudoku daily`: the first-time user's tour, and what `npm start` runs. Makes the puzzle of the
 * day (the same for everybody, seeded by the UTC date), prints it as a grid, solves it, rates it
 * and explains the first step.
 */
import { SudokuGenerator, SudokuLogicSolver, SudokuSolver, type SudokuRules } from '../../index.js';
import { ExitCode, UsageError, choiceOption, shorten, type Command } from '../command.js';
import { DIFFICULTIES, bandText, bandsText, wrap } from '../help.js';
import { currentInvocation } from '../invocation.js';
import { dailySeedOption, today } from './generate.js';
import { RULES_OPTION, generationCall, generationRulesOption, taskRules, withRules } from '../rules.js';

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** `sudoku daily`. */
export const dailyCommand: Command = {
  name: 'daily',
  summary: "today's puzzle: the grid, its solution, its rating and the first hint",
  help: `Usage: sudoku daily [options] [YYYY-MM-DD]

Makes the puzzle of the day, the same for everybody: seeded by the UTC date (today by
default), so 'sudoku generate --daily' prints the same puzzle. Shows it as a grid, then
its solution, its rating on the Sudoku Explainer scale with its band, and the first hint
explained. This is what 'npm start' runs.

Options:
  -d, --difficulty ${DIFFICULTIES.join('|')}
${wrap(`the band the puzzle rates in (default medium): ${bandsText()}`, 25, 89)}
      --rules TEXT       the rules (default classic): x, windoku, jigsaw (a layout drawn
                         from the day's seed), anti-knight, … joined by + (docs/variants.md)
  -h, --help             show this help

Exit status: 0, or 2 for a usage error (such as a date that is not a calendar day).

Examples:
  sudoku daily
  sudoku daily 2026-12-25 --difficulty expert
  sudoku daily --rules x
`,
  options: { difficulty: { type: 'string', short: 'd' }, ...RULES_OPTION },
  run(args) {
    if (args.positionals.length > 1)
      throw new UsageError(`unexpected argument '${shorten(args.positionals[1]!)}'`);
    const date = args.positionals[0] ?? today();
    const seed = dailySeedOption(date, 'the date');
    const difficulty = choiceOption(args, 'difficulty', DIFFICULTIES, 'medium');
    const asked = generationRulesOption(args);
    const puzzle = new SudokuGenerator().generate({
      seed,
      difficulty,
      ...generationCall(taskRules(asked.rules), asked.randomJigsaw),
    });
    // The puzzle's own rules: a jigsaw layout drawn from the seed is part of them.
    const own = (puzzle as { readonly rules?: SudokuRules }).rules;
    const rules = own === undefined || own.isClassic ? undefined : own;
    const solved = new SudokuSolver().solve(puzzle.board, rules === undefined ? undefined : { rules });
    const solution = solved.status === 'solved' ? solved.solution : puzzle.solution;
    const { rating } = puzzle;
    const step = new SudokuLogicSolver().nextStep(puzzle.board, withRules({}, rules));
    const out: string[] = [
      `Daily puzzle for ${date} (seed ${seed}, ${difficulty}: ${puzzle.emptyCellCount} empty cells)`,
      ...(rules === undefined ? [] : [`Rules: ${rules.toString()}`]),
      '',
      indent(puzzle.board.format()),
      '',
      `Solution (unique):`,
      '',
      indent(solution.format()),
      '',
      `Rating: ${rating.rating.toFixed(1)} on the Sudoku Explainer scale, in the ${puzzle.difficulty} ` +
        `band (${bandText(puzzle.difficulty)}), hardest step: ${rating.hardestTechnique}`,
    ];
    if (step !== null) {
      out.push(
        'First hint',
        `    clue:        ${step.clue.small}`,
        `    bigger clue: ${step.clue.big}`,
        `    step:        ${step.explanation}`,
      );
    }
    out.push('', `More: ${currentInvocation()} --help`, '');
    process.stdout.write(out.join('\n'));
    return Promise.resolve(ExitCode.Ok);
  },
};
