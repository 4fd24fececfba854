/**
 * The page: draws a `SudokuGame`, takes touch, pointer and keyboard input, and asks its workers
 * for new puzzles, ratings and hints.
 *
 * The whole state of play is one immutable `SudokuGame` value: every move replaces it with the
 * game the move returns, and one `render` call draws it (digits, notes, conflicts, completion).
 * Hints are graded: the first press shows the step's small clue (where to look), the second its
 * big clue (what to look for), the third the whole step (with its picture over the board), and the
 * fourth applies it, placing its digits and taking its eliminations out of the notes (which "Fill"
 * then respects); the Hint button's label says what its next press does, and once a hint is
 * applied the panel says what it did. The candidates it removed show struck through until the
 * next move, and a cell without notes that a hint narrowed shows the candidates left to it, so an
 * elimination shows on the board whether or not the player keeps pencil marks. The step
 * comes from a worker (on the hardest puzzles it is a nested forcing chain, seconds of search),
 * with the game it makes, so no press of the Hint button ever blocks the page.
 *
 * The page opens on `?difficulty=hard&seed=42` (a generated puzzle) or `?puzzle=<81 characters>`
 * (a puzzle of your own), and keeps the game in progress, with its undo history, in the address's
 * `#` part (`SudokuGame.format`, a URL-safe line): a reload or a shared link continues the same
 * game on any machine. Beside it, `time` (seconds played) and `hints` (hints asked) keep what the
 * saved game does not hold, so the completion message stays true across reloads. The clock counts
 * only while the page is visible and the puzzle unsolved. A `?puzzle=` that cannot be played is
 * reported on the board, and the address is left as it is until the player asks for a new game.
 *
 * The Rules menu deals variants (Diagonal, Windoku, Jigsaw with a fresh layout at every new game,
 * Killer with fresh cages, …): the rule set travels as its text in the address (`&rules=`) and to the workers, and the
 * board draws it (see `./rules.ts`): the layout's regions in thick lines, the diagonals, the extra
 * regions shaded, and what each rule asks under the board. Killer cages are dashed outlines with
 * their sums (see `./cages.ts`); a cage its digits break shows as a conflict.
 *
 * The Practice menu (see `./practice.ts`) deals a game of `SudokuGame.practice`: a puzzle that needs
 * the technique chosen, advanced by the hints to just before its first step, the engine's pencil
 * marks filled, so the next hint is that step. Its worker has a time limit and a Cancel button; the
 * address keeps `?practice=<id>&seed=…` (and the game in its `#` part), as a generated game's does.
 */
import {
  SudokuBoard,
  SudokuDifficulty,
  SudokuGame,
  SudokuRules,
  SudokuValidator,
  SUDOKU_TECHNIQUES,
  dailySeed,
  buildPrintPage,
  isSudokuError,
  renderStepSvg,
  type SudokuCandidates,
  type SudokuConflict,
  type SudokuPrintPuzzle,
  type SudokuStep,
  type SudokuTechniqueId,
} from './engine.js';
import { CagesView } from './cages.js';
import {
  PracticeSearch,
  practiceFailure,
  practiceIntro,
  practiceLimit,
  practiceMenu,
  practiceTitle,
  showPracticeMenu,
  techniqueOf,
} from './practice.js';
import { parseSeed, type WorkerReply, type WorkerRequest } from './protocol.js';
import {
  RULES_CHOICES,
  choiceOf,
  drawingOf,
  readRules,
  rulesName,
  rulesText,
  type RulesDrawing,
} from './rules.js';

/** Every generation profile the library offers, in its order. */
const DIFFICULTIES: readonly string[] = Object.values(SudokuDifficulty);

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return found;
}

const boardView = element('board', HTMLDivElement);
const statusView = element('status', HTMLParagraphElement);
const hintView = element('hint-text', HTMLParagraphElement);
const completeView = element('complete', HTMLParagraphElement);
const difficultyInput = element('difficulty', HTMLSelectElement);
const rulesInput = element('rules', HTMLSelectElement);
const rulesView = element('rules-text', HTMLParagraphElement);
const seedInput = element('seed', HTMLInputElement);
const notesButton = element('notes-mode', HTMLButtonElement);
const undoButton = element('undo', HTMLButtonElement);
const redoButton = element('redo', HTMLButtonElement);
const hintButton = element('hint', HTMLButtonElement);
const eraseButton = element('erase', HTMLButtonElement);
const fillButton = element('fill-notes', HTMLButtonElement);
const linkErrorView = element('link-error', HTMLDivElement);
const linkErrorText = element('link-error-text', HTMLParagraphElement);
const printButton = element('print', HTMLButtonElement);
const practiceInput = element('practice', HTMLSelectElement);
/** The whole step of a hint as a picture, laid over the board (see `render`). */
const pictureView = document.createElement('div');
pictureView.className = 'hint-picture';
pictureView.hidden = true;

for (const difficulty of DIFFICULTIES) {
  const option = document.createElement('option');
  option.value = difficulty;
  option.textContent = capitalized(difficulty);
  difficultyInput.append(option);
}
/**
 * What the menu shows for a puzzle of a link (`?puzzle=`): not a profile, so not in the list, and
 * not one to choose; New and Today with it shown deal the default difficulty.
 */
const SHARED = 'shared';
const DEFAULT_DIFFICULTY = 'medium';
const sharedOption = document.createElement('option');
sharedOption.value = SHARED;
sharedOption.textContent = 'Shared puzzle';
sharedOption.hidden = true;
sharedOption.disabled = true;
difficultyInput.append(sharedOption);

for (const { value, label: name } of RULES_CHOICES) {
  const option = document.createElement('option');
  option.value = value;
  option.textContent = name;
  rulesInput.append(option);
}
/** What the Rules menu shows for rules of a link that it does not list (`x+windoku`): their name. */
const otherRulesOption = document.createElement('option');
otherRulesOption.hidden = true;
rulesInput.append(otherRulesOption);

/** Sets the Rules menu to `rules`: their entry, or the hidden one named after them. */
function showRules(rules: SudokuRules): void {
  const choice = choiceOf(rules);
  if (choice !== null) {
    rulesInput.value = choice;
    return;
  }
  otherRulesOption.value = rules.toString();
  otherRulesOption.textContent = rulesName(rules);
  rulesInput.value = otherRulesOption.value;
}

/**
 * The rules the Rules menu asks for: its text, with a fresh random jigsaw layout for `jigsaw`
 * (rules of a link that the menu does not list are dealt again as they are).
 */
function chosenRules(): { readonly text: string; readonly freshJigsaw: boolean } {
  const value = rulesInput.value;
  return value === 'jigsaw' ? { text: 'classic', freshJigsaw: true } : { text: value, freshJigsaw: false };
}

/** The difficulty the menu asks for: its profile, or the default while it shows a shared puzzle. */
function chosenDifficulty(): string {
  return DIFFICULTIES.includes(difficultyInput.value) ? difficultyInput.value : DEFAULT_DIFFICULTY;
}

function capitalized(text: string): string {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}

function rowColumn(index: number): readonly [number, number] {
  return [Math.floor(index / 9), index % 9];
}

/** r1c1 notation (1-based), as the library's explanations write cells. */
function cellName(index: number): string {
  const [row, column] = rowColumn(index);
  return `r${row + 1}c${column + 1}`;
}

// ---- worker ---------------------------------------------------------------------------------

let lastId = 0;
/** The id of the latest generation request: only its puzzle is shown. */
let latestGame = 0;

/**
 * One worker, started on its first request (a page that shows no puzzle, an unplayable link,
 * loads none), whose replies are matched to their requests by id. `stop` ends it, dropping what
 * it was doing (its pending requests get null): a synchronous search cannot be interrupted from
 * the page, so ending the worker is how a search no longer wanted stops at once.
 */
class WorkerLine {
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, (reply: WorkerReply | null) => void>();

  constructor(private readonly role: string) {}

  ask(request: WorkerRequest): Promise<WorkerReply | null> {
    this.#worker ??= this.#start();
    const running = this.#worker;
    return new Promise((resolve) => {
      this.#waiting.set(request.id, resolve);
      running.postMessage(request);
    });
  }

  stop(): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const resolve of this.#waiting.values()) resolve(null);
    this.#waiting.clear();
  }

  #start(): Worker {
    const started = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<WorkerReply>) => {
      const resolve = this.#waiting.get(event.data.id);
      this.#waiting.delete(event.data.id);
      resolve?.(event.data);
    };
    started.onerror = (event) => {
      console.error(`the ${this.role} worker failed: ${event.message}`);
      statusView.textContent = `The ${this.role} worker failed; see the console.`;
    };
    return started;
  }
}

/** Generation and rating. */
const puzzles = new WorkerLine('puzzle');
/** Hints: apart from generation and rating, so a long rating never delays a hint. */
const hints = new WorkerLine('hint');
/** Practice games: in a worker apart, so that cancelling one (ending its worker) drops nothing else. */
const practices = new PracticeSearch(
  new WorkerLine('practice'),
  element('practice-cancel', HTMLButtonElement),
);
/**
 * A hint's time limit in the worker. Most steps take milliseconds; a nested forcing chain on the
 * hardest puzzles seconds, rarely more than ten; past this the player is told no step was found.
 */
const HINT_TIMEOUT_MS = 60_000;

// ---- state ----------------------------------------------------------------------------------

/** What the hint panel shows, and which cells it lights. */
interface HintView {
  /** One or more lines (`\n`); a line starting with `• ` is an item of a list (see `showText`). */
  readonly text: string;
  /**
   * 1 small clue, 2 big clue, 3 the whole step; 0 for a report (a mistake, a contradiction, what
   * an applied hint did).
   */
  readonly level: number;
  /** The Hint button's label while this shows: what its next press does (see `hintButtonLabel`). */
  readonly button?: string;
  readonly technique: string;
  readonly units: ReadonlySet<number>;
  readonly cells: ReadonlySet<number>;
  readonly targets: ReadonlySet<number>;
  /** At the third grade, the step drawn by `renderStepSvg`: its pattern, links and removals. */
  readonly picture?: string;
}

let game: SudokuGame | null = null;
/** The rules of the game on the board (or of the link that could not be played), and their drawing. */
let rules: SudokuRules = SudokuRules.classic;
let drawing: RulesDrawing = drawingOf(rules);
/** The puzzle's rating, once the worker has told it (for the print page). */
let puzzleRating: number | null = null;
let label = '';
let selected = 40;
let notesMode = false;
let hint: HintView | null = null;
let hintsUsed = 0;
/** Cells whose digit a hint placed (and the player has not changed since). */
let placedByHint: ReadonlySet<number> = new Set();
/** Cells from which an applied hint removed candidates (see `hintEliminations`). */
let narrowedByHint: ReadonlySet<number> = new Set();
/**
 * The candidates the hint just applied removed, by cell: drawn struck through until the next
 * move, so an elimination shows on the board even without pencil marks.
 */
let struck: ReadonlyMap<number, readonly number[]> = new Map();

/** The hint worker's answer for a game: the step, and the game with the step applied. */
interface Found {
  readonly game: SudokuGame;
  readonly step: SudokuStep | null;
  readonly applied: SudokuGame | null;
}
/** The last answer of the hint worker (for the game it was asked about). */
let found: Found | null = null;
/** The game whose next step the hint worker is looking for, or null. */
let searching: SudokuGame | null = null;

// The clock: milliseconds played before `runningSince`, plus the time since then while it runs.
let playedBefore = 0;
let runningSince: number | null = null;

function playedMilliseconds(): number {
  return playedBefore + (runningSince === null ? 0 : performance.now() - runningSince);
}

/** Runs the clock while a game is on, unsolved, and the page is visible; stops it otherwise. */
function updateClock(): void {
  const running = game !== null && !game.isComplete && document.visibilityState === 'visible';
  if (running && runningSince === null) {
    runningSince = performance.now();
  } else if (!running && runningSince !== null) {
    playedBefore = playedMilliseconds();
    runningSince = null;
  }
}

function clockText(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The cells from which the applied hints of the game's history removed candidates. Those without
 * notes show the candidates the hint engine works from (`SudokuGame.candidates`), so a player who
 * keeps no pencil marks still sees what the hints took out, and what the next clue speaks of.
 */
function hintEliminations(current: SudokuGame): Set<number> {
  const { history, undone } = current.toJSON();
  const cells = new Set<number>();
  for (const played of history.slice(0, history.length - undone)) {
    if (played.type === 'hint') {
      for (const { row, column } of played.eliminations) cells.add(row * 9 + column);
    }
  }
  return cells;
}

/** The cells of the game's board whose digit comes from an applied hint, read from its history. */
function hintPlacements(current: SudokuGame): Set<number> {
  const { history, undone } = current.toJSON();
  const cells = new Set<number>();
  for (const played of history.slice(0, history.length - undone)) {
    if (played.type === 'hint') {
      for (const { row, column } of played.placements) cells.add(row * 9 + column);
    } else if (played.type === 'enter' || played.type === 'erase') {
      cells.delete(played.row * 9 + played.column);
    }
  }
  return cells;
}

// ---- drawing --------------------------------------------------------------------------------

const cellViews: HTMLDivElement[] = [];
for (let index = 0; index < 81; index++) {
  const cell = document.createElement('div');
  cell.className = 'cell';
  cell.setAttribute('role', 'gridcell');
  cell.dataset.index = String(index);
  cell.addEventListener('pointerdown', () => {
    selected = index;
    render();
  });
  cellViews.push(cell);
  boardView.append(cell);
}
/** The two long diagonals of `x`, drawn over the cells (clicks go through). */
const SVG = 'http://www.w3.org/2000/svg';
const diagonalsView = document.createElementNS(SVG, 'svg');
diagonalsView.setAttribute('class', 'rules-overlay');
diagonalsView.setAttribute('viewBox', '0 0 9 9');
diagonalsView.setAttribute('preserveAspectRatio', 'none');
diagonalsView.setAttribute('aria-hidden', 'true');
for (const [x1, y1, x2, y2] of [
  [0, 0, 9, 9],
  [9, 0, 0, 9],
]) {
  const line = document.createElementNS(SVG, 'line');
  line.setAttribute('class', 'diagonal');
  for (const [name, value] of Object.entries({ x1, y1, x2, y2 })) line.setAttribute(name, String(value));
  diagonalsView.append(line);
}
/** Killer cages, over the cells and under a hint's picture (see `./cages.ts`). */
const cagesView = new CagesView();
boardView.append(diagonalsView, cagesView.element, pictureView);
/** Each cell's classes that follow from the rules alone (its thick lines, its shading). */
let baseClasses: readonly string[] = [];

/**
 * Draws `next` on the board: a thick line wherever two cells of different layout regions (boxes,
 * or a jigsaw's regions) meet, the diagonals, the extra regions shaded, and under the board what
 * the rules ask (nothing for the classic rules).
 */
function useRules(next: SudokuRules): void {
  rules = next;
  drawing = drawingOf(next);
  const sumCells = cagesView.draw(next);
  baseClasses = cellViews.map((_, index) => {
    const [row, column] = rowColumn(index);
    const classes = ['cell'];
    if (column === 8) classes.push('last-column');
    else if (drawing.right[index] === true) classes.push('region-right');
    if (row === 8) classes.push('last-row');
    else if (drawing.bottom[index] === true) classes.push('region-bottom');
    if (drawing.shaded[index] === true) classes.push('extra');
    if (sumCells.has(index)) classes.push('cage-sum');
    cellViews[index]!.dataset.region = String(drawing.region[index]);
    return classes.join(' ');
  });
  diagonalsView.style.display = drawing.diagonals ? '' : 'none';
  boardView.dataset.rules = next.toString();
  rulesView.textContent = rulesText(next);
  rulesView.hidden = next.isClassic;
  showRules(next);
  showPracticeMenu(practiceInput, practiceMenu(chosenRules()));
}
useRules(SudokuRules.classic);

function isPeer(a: number, b: number): boolean {
  return drawing.peers[a]!.has(b);
}

const keypadButtons: HTMLButtonElement[] = [];

/** True when moves are accepted: a game is on and not yet solved. */
function playable(): boolean {
  return game !== null && !game.isComplete;
}

function render(): void {
  const current = game;
  notesButton.setAttribute('aria-pressed', String(notesMode));
  updateClock();
  // A solved game takes no more digits, notes or hints; undo and redo still step through it.
  const open = playable();
  for (const button of [...keypadButtons, eraseButton, notesButton, fillButton, hintButton]) {
    button.disabled = !open;
  }
  if (current === null) {
    undoButton.disabled = true;
    redoButton.disabled = true;
    return;
  }
  const board = current.board;
  const conflicts = new Set([...current.conflicts, ...cagesView.check(board)]);
  const selectedValue = board.at(selected);
  let candidates: SudokuCandidates | null = null;
  for (let index = 0; index < 81; index++) {
    const [row, column] = rowColumn(index);
    const view = cellViews[index]!;
    const value = board.at(index);
    const classes = [baseClasses[index]!];
    if (current.isGiven(row, column)) classes.push('given');
    else if (value !== 0 && placedByHint.has(index)) classes.push('hinted');
    if (index === selected) classes.push('selected');
    else if (selectedValue !== 0 && value === selectedValue) classes.push('same');
    else if (isPeer(index, selected)) classes.push('peer');
    if (hint?.targets.has(index) === true) classes.push('hint-target');
    else if (hint?.cells.has(index) === true) classes.push('hint-cell');
    else if (hint?.units.has(index) === true) classes.push('hint-unit');
    if (conflicts.has(index)) classes.push('conflict');
    view.className = classes.join(' ');
    view.dataset.value = String(value);
    const notes = current.notes(row, column);
    view.dataset.notes = notes.join('');
    if (value !== 0) {
      view.textContent = String(value);
      view.dataset.candidates = '';
      view.dataset.struck = '';
      view.setAttribute(
        'aria-label',
        `${cellName(index)}: ${value}${placedByHint.has(index) ? ', from a hint' : ''}${conflicts.has(index) ? ', conflict' : ''}`,
      );
    } else {
      // Without notes, a cell a hint narrowed shows the candidates the hints left it.
      const shown =
        notes.length > 0 || !narrowedByHint.has(index)
          ? notes
          : (candidates ??= current.candidates()).get(row, column);
      const removed = struck.get(index) ?? [];
      const grid = document.createElement('div');
      grid.className = shown === notes ? 'notes' : 'notes from-hints';
      for (let digit = 1; digit <= 9; digit++) {
        const mark = document.createElement('span');
        if (shown.includes(digit)) mark.textContent = String(digit);
        else if (removed.includes(digit)) {
          mark.textContent = String(digit);
          mark.className = 'struck';
        }
        grid.append(mark);
      }
      view.replaceChildren(grid);
      view.dataset.candidates = shown === notes ? '' : shown.join('');
      view.dataset.struck = removed.join('');
      const marks =
        shown.length === 0
          ? 'empty'
          : `${shown === notes ? 'notes' : 'candidates left by hints'} ${shown.join(' ')}`;
      const taken = removed.length === 0 ? '' : `, the hint removed ${removed.join(' ')}`;
      view.setAttribute('aria-label', `${cellName(index)}: ${marks}${taken}`);
    }
  }
  undoButton.disabled = !current.canUndo;
  redoButton.disabled = !current.canRedo;
  // The picture is the library's own SVG string, whose every text is escaped: safe as markup.
  if (hint?.picture === undefined) {
    pictureView.hidden = true;
    pictureView.replaceChildren();
  } else if (pictureView.dataset.step !== hint.text || pictureView.hidden) {
    pictureView.innerHTML = hint.picture;
    pictureView.hidden = false;
  }
  pictureView.dataset.step = hint?.text ?? '';
  showText(hint?.text ?? '');
  // While the worker looks for a step (see `lookForHint`).
  hintView.toggleAttribute('aria-busy', searching !== null);
  hintView.dataset.level = String(hint?.level ?? 0);
  hintView.dataset.technique = hint?.technique ?? '';
  hintButton.textContent = hintButtonLabel(hint);
  const solved = current.isComplete;
  completeView.hidden = !solved;
  // The clock stopped when the last digit went in, so the message stays the same on every render.
  completeView.textContent = solved
    ? `Solved! ${label} in ${clockText(playedMilliseconds())}, with ${hintsUsed} hint${hintsUsed === 1 ? '' : 's'}.`
    : '';
  boardView.dataset.moves = String(current.moves);
}

/** The Hint button's label: what its next press does with `view` shown. */
function hintButtonLabel(view: HintView | null): string {
  if (view?.button !== undefined) return view.button;
  // The big clue after the small one, then the whole step, then the step applied.
  return ['Hint', 'More', 'Show', 'Apply'][view?.level ?? 0] ?? 'Hint';
}

/** The text shown in the hint panel (the text of the hint on screen, as it was shown). */
let shownText = '';

/**
 * Puts `text` in the hint panel, a line for each of its lines (`\n`) and the lines that start
 * with `• ` as the items of a list (a nested chain's inner chains), so the panel's text stays the
 * explanation's own. The panel scrolls when the text is longer than the screen has room for.
 */
function showText(text: string): void {
  if (text === shownText) return;
  shownText = text;
  const parts: Node[] = [];
  let list: HTMLElement | null = null;
  for (const [n, line] of text.split('\n').entries()) {
    if (n > 0) parts.push(document.createTextNode('\n'));
    const item = line.startsWith('• ');
    const span = document.createElement('span');
    span.className = item ? 'hint-item' : 'hint-line';
    span.textContent = line;
    if (item) {
      span.setAttribute('role', 'listitem');
      if (list === null) {
        list = document.createElement('span');
        list.className = 'hint-list';
        list.setAttribute('role', 'list');
        parts.push(list);
      } else {
        // The line break stays inside the list, between its items.
        list.append(parts.pop()!);
      }
      list.append(span);
    } else {
      list = null;
      parts.push(span);
    }
  }
  hintView.replaceChildren(...(text === '' ? [] : parts));
  hintView.scrollTop = 0;
}

/**
 * Keeps the game, with its history, in the address's `#` part, and the time played and hints asked
 * in its query (`time`, in whole seconds, and `hints`): a reload continues all three.
 */
function save(): void {
  if (game === null) return;
  const query = new URLSearchParams(location.search);
  query.set('time', String(Math.floor(playedMilliseconds() / 1000)));
  query.set('hints', String(hintsUsed));
  history.replaceState(null, '', `${location.pathname}?${query.toString()}#${game.format()}`);
}

// ---- moves ----------------------------------------------------------------------------------

/**
 * Replaces the game by what `change` returns; a change clears the hint (then `after` may show what
 * the move did), saves and redraws.
 */
function move(change: (current: SudokuGame) => SudokuGame, after?: () => void): void {
  if (game === null) return;
  const next = change(game);
  if (next === game) return;
  game = next;
  hint = null;
  struck = new Map();
  dropSearch();
  placedByHint = hintPlacements(next);
  narrowedByHint = hintEliminations(next);
  after?.();
  render();
  save();
}

function enter(digit: number, asNote: boolean): void {
  if (!playable()) return;
  const [row, column] = rowColumn(selected);
  move((current) => {
    if (current.isGiven(row, column)) return current;
    if (asNote || notesMode) {
      return current.board.get(row, column) === 0 ? current.toggleNote(row, column, digit) : current;
    }
    return current.enter(row, column, digit);
  });
}

function erase(): void {
  if (!playable()) return;
  const [row, column] = rowColumn(selected);
  move((current) => (current.isGiven(row, column) ? current : current.erase(row, column)));
}

function moveSelection(rows: number, columns: number): void {
  const [row, column] = rowColumn(selected);
  selected = ((row + rows + 9) % 9) * 9 + ((column + columns + 9) % 9);
  render();
}

function cellsOfUnits(units: readonly string[]): Set<number> {
  const cells = new Set<number>();
  for (const unit of units) {
    const n = Number(unit.slice(1)) - 1;
    for (let index = 0; index < 81; index++) {
      const [row, column] = rowColumn(index);
      // A box is the layout's region: a box, or a jigsaw's region under a jigsaw layout.
      const box = drawing.region[index];
      if ((unit.startsWith('r') ? row : unit.startsWith('c') ? column : box) === n) cells.add(index);
    }
  }
  return cells;
}

function stepCells(step: SudokuStep): { cells: Set<number>; targets: Set<number> } {
  const targets = new Set(
    [...step.placements, ...step.eliminations].map(({ row, column }) => row * 9 + column),
  );
  return { cells: new Set(step.highlights.cells), targets };
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** What an applied step did to the board, in a sentence: its placements, then its eliminations. */
function appliedText(step: SudokuStep): string {
  const name = ({ row, column }: { row: number; column: number }): string => cellName(row * 9 + column);
  const parts: string[] = [];
  if (step.placements.length > 0) {
    parts.push(`placed ${listed(step.placements.map((placed) => `${placed.value} in ${name(placed)}`))}`);
  }
  const byDigit = new Map<number, string[]>();
  for (const removed of step.eliminations) {
    byDigit.set(removed.value, [...(byDigit.get(removed.value) ?? []), name(removed)]);
  }
  if (byDigit.size > 0) {
    const removals = [...byDigit].map(([digit, cells]) => `${digit} from ${listed(cells)}`).join('; ');
    parts.push(`removed ${removals}`);
  }
  return `${step.name}: ${parts.join('; ')}.`;
}

/** A report of what a hint did to `cells` (lit), shown once the move is made. */
function doneView(text: string, cells: Iterable<number>): HintView {
  return { text, level: 0, technique: 'done', units: new Set(), cells: new Set(cells), targets: new Set() };
}

/** One press of the hint button: the next grade of the current hint, or applying it. */
function showHint(): void {
  const current = game;
  if (current === null || current.isComplete) return;
  const wrong = current.mistakes();
  if (wrong.length > 0) {
    const index = wrong[0]!;
    const digit = current.board.at(index);
    if (hint?.technique === 'mistake') {
      // Pressed again: the wrong digit is erased (undo brings it back), and the panel says so.
      move(
        (state) => state.erase(Math.floor(index / 9), index % 9),
        () => {
          hint = doneView(`Removed the ${digit} from ${cellName(index)}.`, [index]);
        },
      );
      return;
    }
    hintsUsed++;
    save();
    hint = {
      text: `The ${digit} in ${cellName(index)} is not right: the solution has another digit there. Apply erases it.`,
      level: 0,
      button: 'Apply',
      technique: 'mistake',
      units: new Set(),
      cells: new Set(wrong),
      targets: new Set([index]),
    };
    render();
    return;
  }
  if (found?.game !== current) {
    // The step comes from the hint worker; this press shows its first grade once it answers.
    if (searching !== current) lookForHint(current);
    return;
  }
  const { step, applied } = found;
  if (step === null) {
    hint = noStep('No technique applies here.', '');
    render();
    return;
  }
  const apply = (report: string): void => {
    const changes = [...step.placements, ...step.eliminations].map(({ row, column }) => row * 9 + column);
    const changed = changes.length > 0 ? changes : step.highlights.cells;
    move(
      (now) => (now === current && applied !== null ? applied : now),
      () => {
        hint = doneView(report, changed);
        // The removed candidates, struck through in the cells still empty.
        const removed = new Map<number, number[]>();
        for (const { row, column, value } of step.eliminations) {
          if (applied?.board.get(row, column) !== 0) continue;
          removed.set(row * 9 + column, [...(removed.get(row * 9 + column) ?? []), value]);
        }
        struck = removed;
      },
    );
  };
  if (step.placements.length + step.eliminations.length === 0) {
    // A report (a wrong digit, or notes that lack a cell's digit): the whole explanation at once;
    // pressed again, the game repairs it (erases the digit, or puts the note back).
    if (hint?.level === 0 && hint.technique === step.technique) {
      const lost = step.highlights.candidates[0];
      apply(
        step.technique === 'contradiction' && lost !== undefined
          ? `Put ${lost.value} back in the notes of ${cellName(lost.row * 9 + lost.column)}.`
          : `${step.name}: repaired.`,
      );
      return;
    }
    const { cells } = stepCells(step);
    hint = {
      text: step.explanation,
      level: 0,
      button: 'Apply',
      technique: step.technique,
      units: cellsOfUnits(step.highlights.units),
      cells,
      targets: new Set(),
    };
    render();
    return;
  }
  const level = (hint?.level ?? 0) + 1;
  if (level === 1) {
    hintsUsed++;
    save();
  }
  if (level > 3) {
    apply(appliedText(step));
    return;
  }
  const units = cellsOfUnits(step.highlights.units);
  const { cells, targets } = stepCells(step);
  const texts = [step.clue.small, step.clue.big, step.explanation];
  hint = {
    text: texts[level - 1]!,
    level,
    technique: step.technique,
    units,
    cells: level >= 2 ? cells : new Set(),
    targets: level >= 3 ? targets : new Set(),
    ...(level === 3 ? { picture: renderStepSvg(step, current, { title: step.name }) } : {}),
  };
  render();
}

/**
 * Asks the hint worker for the next step of `current`; the hint panel says so meanwhile. The
 * answer is kept for that game only: a move made meanwhile ends the search (`dropSearch`).
 */
function lookForHint(current: SudokuGame): void {
  dropSearch();
  searching = current;
  hint = noStep('Looking for the next step…', 'searching');
  render();
  const id = ++lastId;
  const asked = rules.isClassic ? {} : { rules: rules.toString() };
  void hints
    .ask({ id, kind: 'hint', game: current.format(), timeout: HINT_TIMEOUT_MS, ...asked })
    .then((reply) => {
      if (searching !== current || reply === null) return;
      searching = null;
      if (reply.kind === 'hint') {
        found = {
          game: current,
          step: reply.step,
          applied: reply.applied === null ? null : SudokuGame.parse(reply.applied),
        };
        hint = null;
        showHint();
        return;
      }
      const why =
        reply.kind === 'error' && reply.code === 'TIMEOUT'
          ? 'No step was found within a minute.'
          : `No step could be found: ${reply.kind === 'error' ? reply.message : 'the worker did not say'}.`;
      hint = noStep(why, '');
      render();
    });
}

/** Ends a hint search still running (its worker with it: a search cannot be interrupted). */
function dropSearch(): void {
  if (searching === null) return;
  searching = null;
  hints.stop();
}

/** A hint panel that shows `text` and lights nothing. */
function noStep(text: string, technique: string): HintView {
  return { text, level: 0, technique, units: new Set(), cells: new Set(), targets: new Set() };
}

/** Opens the print page of the puzzle: the puzzle on one sheet, its answer on the next. */
function printPuzzle(): void {
  const current = game;
  if (current === null) return;
  // The print page draws the puzzle's rules (a puzzle's `rules`); the classic rules need none.
  const printed: SudokuPrintPuzzle & { readonly rules?: SudokuRules } = {
    board: current.puzzle,
    solution: current.solution,
    difficulty: label,
    ...(puzzleRating === null ? {} : { rating: puzzleRating }),
    ...(rules.isClassic ? {} : { rules }),
  };
  const html = buildPrintPage([printed], { perPage: 1, title: `Sudoku · ${label}` });
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  window.open(url, '_blank');
  // The new page has loaded the address by then; a minute is far more than it needs.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

// ---- new games ------------------------------------------------------------------------------

/** What a new game starts from: the clock and hint count of a restored game, or none. */
interface Progress {
  readonly milliseconds: number;
  readonly hints: number;
}

/**
 * Shows `next` under its rules, titled `title` (the status line puts the rules' name first when
 * they are not the classic rules).
 */
function start(next: SudokuGame, title: string, progress: Progress = { milliseconds: 0, hints: 0 }): void {
  game = next;
  useRules(next.rules);
  label = title;
  puzzleRating = null;
  selected = 40;
  hint = null;
  dropSearch();
  hintsUsed = progress.hints;
  playedBefore = progress.milliseconds;
  runningSince = null;
  placedByHint = hintPlacements(next);
  narrowedByHint = hintEliminations(next);
  struck = new Map();
  linkErrorView.hidden = true;
  const named = rules.isClassic ? [] : [rulesName(rules)];
  statusView.textContent = [
    ...named,
    ...(title === '' ? [] : [title]),
    `${next.puzzle.emptyCount} empty cells`,
  ].join(' · ');
  statusView.title = '';
  boardView.removeAttribute('aria-busy');
  render();
}

function ratingText(rating: number): string {
  return rating >= 20 ? 'beyond the techniques' : `SE ${rating.toFixed(1)}`;
}

/** Sets the difficulty menu to `difficulty` when it is one of the library's profiles. */
function showDifficulty(difficulty: string | null): void {
  if (difficulty !== null && DIFFICULTIES.includes(difficulty)) difficultyInput.value = difficulty;
}

/**
 * A new game of `difficulty` from the worker, under the rules the Rules menu asks for (or `asked`,
 * a rules text from the address) and with `seed` (drawn when absent).
 */
async function newGame(
  difficulty: string,
  seed: number | string | undefined,
  title?: string,
  asked: { readonly text: string; readonly freshJigsaw: boolean } = chosenRules(),
): Promise<void> {
  practices.stop();
  const id = ++lastId;
  latestGame = id;
  boardView.setAttribute('aria-busy', 'true');
  statusView.textContent = 'Generating a puzzle…';
  statusView.title = '';
  const classic = asked.text === 'classic' && !asked.freshJigsaw;
  // The menu's Killer: fresh cages on the classic rules (rules with cages get fresh ones too).
  const killer = asked.text === 'killer';
  const reply = await puzzles.ask({
    id,
    kind: 'generate',
    difficulty,
    ...(seed === undefined ? {} : { seed }),
    ...(classic ? {} : killer ? { killer } : { rules: asked.text, freshJigsaw: asked.freshJigsaw }),
  });
  if (id !== latestGame || reply === null) return;
  if (reply.kind === 'error') {
    statusView.textContent = `Could not generate: ${reply.message}`;
    return;
  }
  if (reply.kind !== 'puzzle') return;
  const made = reply.rules === undefined ? SudokuRules.classic : SudokuRules.parse(reply.rules);
  let next: SudokuGame;
  try {
    next = SudokuGame.fromPuzzle(SudokuBoard.parse(reply.puzzle), { rules: made });
  } catch (error) {
    statusView.textContent = `Could not start the game: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  showDifficulty(reply.difficulty);
  seedInput.value = '';
  delete boardView.dataset.puzzle;
  boardView.dataset.seed = String(reply.seed);
  boardView.dataset.difficulty = reply.difficulty;
  // The rules' text (a jigsaw's whole layout) goes in the address, so a seed link deals them again.
  const rulesPart = made.isClassic ? '' : `&rules=${encodeURIComponent(made.toString())}`;
  history.replaceState(
    null,
    '',
    `${location.pathname}?difficulty=${reply.difficulty}&seed=${encodeURIComponent(String(reply.seed))}${rulesPart}`,
  );
  // Made by its count of empty cells (the generator could not make it by difficulty under these
  // rules): the menu's difficulty is no promise, so the status line names none.
  const named = reply.banded ? (title ?? capitalized(reply.difficulty)) : '';
  start(next, named);
  // For whoever is curious (or debugging): the seed and the generation time, off the status line.
  const details = `seed ${String(reply.seed)}, generated in ${reply.milliseconds.toFixed(1)} ms${reply.banded ? '' : `, by its count of empty cells (no ${reply.difficulty} puzzle by difficulty under ${made.toString()})`}`;
  statusView.title = details;
  console.info(`Sudoku: ${details}`);
  if (reply.rating === null) {
    askRating(next);
  } else {
    statusView.textContent += ` · ${ratingText(reply.rating)}`;
    puzzleRating = reply.rating;
  }
  save();
}

// ---- practice -------------------------------------------------------------------------------

/**
 * A practice game of `technique` from the practice worker (`SudokuGame.practice`) under the rules
 * the Rules menu asks for (or `asked`), with `seed` (drawn when absent). Cancel ends the search;
 * past the time limit the status line says none was found. Until then the game on the board stays.
 */
async function practise(
  technique: SudokuTechniqueId,
  seed: number | string | undefined,
  asked: { readonly text: string; readonly freshJigsaw: boolean } = chosenRules(),
): Promise<void> {
  const id = ++lastId;
  latestGame = id;
  const limit = practiceLimit(practiceInput);
  const status = game === null ? '' : (statusView.textContent ?? '');
  const failed = (code: string | undefined, message: string): void => {
    statusView.textContent = practiceFailure(technique, code, limit);
    statusView.title = message;
    boardView.removeAttribute('aria-busy');
  };
  boardView.setAttribute('aria-busy', 'true');
  statusView.textContent = `Looking for a puzzle that needs ${SUDOKU_TECHNIQUES[technique].name}…`;
  statusView.title = '';
  const request = {
    id,
    kind: 'practice',
    technique,
    ...(seed === undefined ? {} : { seed }),
    rules: asked.text,
    freshJigsaw: asked.freshJigsaw,
    timeout: limit,
  } as const;
  const reply = await practices.run(request, status, () => {
    failed('TIMEOUT', 'ended by the page past its time limit');
  });
  if (reply === null || latestGame !== id) return;
  if (reply.kind === 'error') {
    failed(reply.code, reply.message);
    return;
  }
  if (reply.kind !== 'practice') return;
  const next = SudokuGame.parse(reply.game);
  seedInput.value = '';
  delete boardView.dataset.puzzle;
  boardView.dataset.seed = String(reply.seed);
  boardView.dataset.difficulty = '';
  const rulesPart = next.rules.isClassic ? '' : `&rules=${encodeURIComponent(reply.rules)}`;
  history.replaceState(
    null,
    '',
    `${location.pathname}?practice=${technique}&seed=${encodeURIComponent(String(reply.seed))}${rulesPart}`,
  );
  resume(next, practiceTitle(technique));
  // The worker's step is the next hint: shown at the first press, with no search.
  found = {
    game: next,
    step: reply.step,
    applied: reply.applied === null ? null : SudokuGame.parse(reply.applied),
  };
  hint = noStep(practiceIntro(technique), 'practice');
  const details = `seed ${String(reply.seed)}, found in ${reply.milliseconds.toFixed(1)} ms`;
  statusView.title = details;
  console.info(`Sudoku: practice ${technique}, ${details}`);
  render();
  save();
}

// ---- input ----------------------------------------------------------------------------------

const keypad = element('keypad', HTMLDivElement);
for (let digit = 1; digit <= 9; digit++) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = String(digit);
  button.dataset.digit = String(digit);
  button.addEventListener('click', () => {
    enter(digit, false);
  });
  keypad.append(button);
  keypadButtons.push(button);
}

function toggleNotesMode(): void {
  if (!playable()) return;
  notesMode = !notesMode;
  render();
}

function fillNotes(): void {
  if (playable()) move((current) => current.fillNotes());
}

notesButton.addEventListener('click', toggleNotesMode);
fillButton.addEventListener('click', fillNotes);
eraseButton.addEventListener('click', erase);
undoButton.addEventListener('click', () => {
  move((current) => current.undo());
});
redoButton.addEventListener('click', () => {
  move((current) => current.redo());
});
hintButton.addEventListener('click', showHint);
printButton.addEventListener('click', printPuzzle);
rulesInput.addEventListener('change', () => {
  showPracticeMenu(practiceInput, practiceMenu(chosenRules()));
});
practiceInput.addEventListener('change', () => {
  const technique = techniqueOf(practiceInput.value);
  // Back to the prompt, so that choosing the same technique again deals another puzzle.
  practiceInput.value = '';
  if (technique !== null) void practise(technique, parseSeed(seedInput.value));
});
element('practice-cancel', HTMLButtonElement).addEventListener('click', () => {
  const was = practices.stop();
  if (was === null) return;
  statusView.textContent = was.status;
  if (latestGame === was.id) boardView.removeAttribute('aria-busy');
});

element('new-game', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  void newGame(chosenDifficulty(), parseSeed(seedInput.value));
});
element('link-error-new', HTMLButtonElement).addEventListener('click', () => {
  void newGame(chosenDifficulty(), undefined);
});
element('daily', HTMLButtonElement).addEventListener('click', () => {
  const today = new Date().toISOString().slice(0, 10);
  const difficulty = chosenDifficulty();
  void newGame(difficulty, dailySeed(today), `Daily ${difficulty} ${today}`);
});
document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement | null;
  if (target !== null && (target.tagName === 'INPUT' || target.tagName === 'SELECT')) return;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1] ?? /^[1-9]$/.exec(event.key)?.[0];
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (digit !== undefined && !command && !event.altKey) enter(Number(digit), event.shiftKey);
  else if (command && key === 'z') move((current) => (event.shiftKey ? current.redo() : current.undo()));
  else if (command && key === 'y') move((current) => current.redo());
  else if (command || event.altKey) return;
  else if (key === 'arrowup') moveSelection(-1, 0);
  else if (key === 'arrowdown') moveSelection(1, 0);
  else if (key === 'arrowleft') moveSelection(0, -1);
  else if (key === 'arrowright') moveSelection(0, 1);
  else if (key === 'backspace' || key === 'delete' || key === '0') erase();
  else if (key === 'n') toggleNotesMode();
  else if (key === 'f') fillNotes();
  else if (key === 'u') move((current) => current.undo());
  else if (key === 'h') showHint();
  else return;
  event.preventDefault();
});

// ---- the clock ------------------------------------------------------------------------------

// Time with the page hidden (another tab, the phone locked) does not count; the address keeps
// the time played so far, once a second while the clock runs and whenever the page is hidden.
document.addEventListener('visibilitychange', () => {
  render();
  save();
});
setInterval(() => {
  if (runningSince !== null) save();
}, 1000);

// ---- start ----------------------------------------------------------------------------------

/**
 * Shows `next` and asks the worker for its puzzle's rating, added to the status line when known
 * (the hardest puzzles take seconds to rate; the line says "Rating…" meanwhile).
 */
function resume(next: SudokuGame, title: string, progress?: Progress): void {
  start(next, title, progress);
  askRating(next);
}

/** Asks the worker for the rating of `next`'s puzzle under the rules on the board; "Rating…" meanwhile. */
function askRating(next: SudokuGame): void {
  // Sudoku Explainer's scale has no killer techniques (`rateBoard` refuses cages): no rating.
  if (rules.isKiller) return;
  const base = statusView.textContent;
  statusView.textContent = `${base} · Rating…`;
  const id = ++lastId;
  const asked = rules.isClassic ? {} : { rules: rules.toString() };
  void puzzles.ask({ id, kind: 'rate', puzzle: next.puzzle.toString(), ...asked }).then((reply) => {
    if (game?.puzzle !== next.puzzle || reply === null) return;
    if (reply.kind === 'rating') {
      statusView.textContent = `${base} · ${ratingText(reply.rating)}`;
      puzzleRating = reply.rating;
    } else {
      statusView.textContent = base;
      console.warn(`the puzzle could not be rated: ${reply.kind === 'error' ? reply.message : reply.kind}`);
    }
  });
}

/** A whole number from the query, at least 0 and at most `max`; 0 (with a warning) otherwise. */
function counter(query: URLSearchParams, name: string, max: number): number {
  const text = query.get(name);
  if (text === null) return 0;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (value <= max) return value;
  console.warn(`the address's ${name}=${text} is not a whole number from 0 to ${max}; counting from 0`);
  return 0;
}

/** A game in progress from the address's `#` part; false when there is none (or it is unreadable). */
function restore(query: URLSearchParams): boolean {
  const saved = location.hash.slice(1);
  if (saved === '') return false;
  try {
    const restored = SudokuGame.parse(saved);
    // The saved game carries its rules (a save from before rules plays the classic ones).
    boardView.dataset.seed = query.get('seed') ?? '';
    boardView.dataset.difficulty = query.get('difficulty') ?? '';
    const difficulty = query.get('difficulty') ?? '';
    if (query.has('puzzle')) difficultyInput.value = SHARED;
    const practised = techniqueOf(query.get('practice'));
    const title = query.has('puzzle')
      ? 'Shared puzzle'
      : practised !== null
        ? practiceTitle(practised)
        : DIFFICULTIES.includes(difficulty)
          ? capitalized(difficulty)
          : 'Game in progress';
    resume(restored, title, {
      milliseconds: counter(query, 'time', 99 * 3600) * 1000,
      hints: counter(query, 'hints', 100_000),
    });
    return true;
  } catch (error) {
    console.warn(`the saved game in the address could not be read: ${String(error)}`);
    return false;
  }
}

/** The end of "r1c1 and r5c5 …" for a clash of the validator: where the two digits meet. */
function clashText(clash: SudokuConflict): string {
  switch (clash.unit) {
    case 'knight':
      return `hold the same ${clash.value} a knight's move apart`;
    case 'king':
      return `hold the same ${clash.value} a king's move apart`;
    case 'consecutive':
      return `hold ${clash.value} and ${clash.value + 1} side by side`;
    case 'diagonal':
      return `hold the same ${clash.value} on the main diagonal`;
    case 'anti-diagonal':
      return `hold the same ${clash.value} on the anti-diagonal`;
    case 'cage':
      return clash.total === undefined
        ? `hold the same ${clash.value} in cage ${clash.unitIndex + 1}`
        : `fill cage ${clash.unitIndex + 1} with ${clash.total}, not its sum ${String(clash.sum)}`;
    default: {
      // Rows, columns, boxes and the regions numbered within their kind (windows, jigsaw regions…).
      const unit = clash.unit.replace(/-/g, ' ');
      return `hold the same ${clash.value} in ${unit} ${clash.unitIndex + 1}`;
    }
  }
}

/** Why `line` (a `?puzzle=` value) cannot be played, in a player's words. */
function unplayable(line: string, error: unknown, linked: SudokuRules): string {
  if (isSudokuError(error)) {
    switch (error.code) {
      case 'INVALID_LENGTH':
        return `it has ${line.length} character${line.length === 1 ? '' : 's'}, and a puzzle needs 81 (a digit 1–9 or a dot for each cell, row by row)`;
      case 'INVALID_CHARACTER':
        return error.position === undefined || error.character === undefined
          ? error.message
          : `character ${error.position} is "${error.character}", and a puzzle holds only digits 1–9 and dots for empty cells`;
      case 'NOT_UNIQUE': {
        const board = SudokuBoard.parse(line);
        const clash = SudokuValidator.validate(board, linked.isClassic ? {} : { rules: linked }).conflicts[0];
        if (clash !== undefined) {
          return `its givens break the rules: ${clash.cells.map(cellName).join(' and ')} ${clashText(clash)}`;
        }
        const givens = 81 - board.emptyCount;
        return error.found === 0
          ? 'it has no solution'
          : `it has more than one solution (${givens} given${givens === 1 ? '' : 's'}), and a fair puzzle has exactly one`;
      }
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Says on the board why the link's puzzle cannot be played (drawn under the link's rules when
 * they could be read); the address stays as it is.
 */
function refuse(line: string, error: unknown, linked: SudokuRules | null): void {
  game = null;
  useRules(linked ?? SudokuRules.classic);
  hint = null;
  dropSearch();
  linkErrorText.textContent =
    linked === null
      ? `This link's rules cannot be read: ${error instanceof Error ? error.message : String(error)}.`
      : `This link's puzzle cannot be played: ${unplayable(line, error, linked)}.`;
  linkErrorView.hidden = false;
  difficultyInput.value = SHARED;
  statusView.textContent = 'The shared puzzle cannot be played';
  boardView.removeAttribute('aria-busy');
  render();
}

/** A new game on the puzzle of `?puzzle=` (81 characters); false when there is none. */
function share(query: URLSearchParams): boolean {
  const line = query.get('puzzle');
  if (line === null) return false;
  boardView.dataset.puzzle = line;
  difficultyInput.value = SHARED;
  let linked: SudokuRules | null = null;
  try {
    linked = SudokuRules.parse(query.get('rules') ?? 'classic');
    resume(SudokuGame.fromPuzzle(SudokuBoard.parse(line), { rules: linked }), 'Shared puzzle');
    save();
  } catch (error) {
    // Rules that cannot be read, not a puzzle, or not one with exactly one solution under its
    // rules: say why, and wait for the player.
    refuse(line, error, linked);
  }
  return true;
}

const query = new URLSearchParams(location.search);
showDifficulty(query.get('difficulty'));
showRules(readRules(query.get('rules')) ?? SudokuRules.classic);
const practised = techniqueOf(query.get('practice'));
if (!restore(query) && !share(query)) {
  const asked = query.get('difficulty') ?? 'medium';
  // A seed link deals its rules again as they are, a jigsaw's layout included.
  const linked = readRules(query.get('rules')) ?? SudokuRules.classic;
  if (practised !== null) {
    // A practice link: the same technique, seed and rules, so the same game.
    void practise(practised, parseSeed(query.get('seed') ?? ''), {
      text: linked.toString(),
      freshJigsaw: false,
    });
  } else {
    void newGame(
      DIFFICULTIES.includes(asked) ? asked : 'medium',
      parseSeed(query.get('seed') ?? ''),
      undefined,
      {
        text: linked.toString(),
        freshJigsaw: false,
      },
    );
  }
}
