/**
 * The page: draws a `SudokuGame`, takes touch, pointer and keyboard input, and asks the worker
 * for new puzzles.
 *
 * The whole state of play is one immutable `SudokuGame` value: every move replaces it with the
 * game the move returns, and one `render` call draws it (digits, notes, conflicts, completion).
 * Hints are graded: the first press shows the step's small clue (where to look), the second its
 * big clue (what to look for), the third the whole step, and the fourth applies it, placing its
 * digits and taking its eliminations out of the notes (which "Fill" then respects).
 *
 * The page opens on `?difficulty=hard&seed=42` (a generated puzzle) or `?puzzle=<81 characters>`
 * (a puzzle of your own), and keeps the game in progress, with its undo history, in the address's
 * `#` part (`SudokuGame.format`, a URL-safe line): a reload or a shared link continues the same
 * game on any machine.
 */
import { SudokuBoard, SudokuDifficulty, SudokuGame, dailySeed, type SudokuStep } from './engine.js';
import { parseSeed, type WorkerReply, type WorkerRequest } from './protocol.js';

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
const seedInput = element('seed', HTMLInputElement);
const notesButton = element('notes-mode', HTMLButtonElement);
const undoButton = element('undo', HTMLButtonElement);
const redoButton = element('redo', HTMLButtonElement);
const hintButton = element('hint', HTMLButtonElement);

for (const difficulty of DIFFICULTIES) {
  const option = document.createElement('option');
  option.value = difficulty;
  option.textContent = difficulty[0]!.toUpperCase() + difficulty.slice(1);
  difficultyInput.append(option);
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

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const waiting = new Map<number, (reply: WorkerReply) => void>();
let lastId = 0;
/** The id of the latest generation request: only its puzzle is shown. */
let latestGame = 0;

worker.onmessage = (event: MessageEvent<WorkerReply>) => {
  const resolve = waiting.get(event.data.id);
  waiting.delete(event.data.id);
  resolve?.(event.data);
};
worker.onerror = (event) => {
  console.error(`the worker failed: ${event.message}`);
  statusView.textContent = 'The puzzle worker failed; see the console.';
};

function ask(request: WorkerRequest): Promise<WorkerReply> {
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    worker.postMessage(request);
  });
}

// ---- state ----------------------------------------------------------------------------------

/** What the hint panel shows, and which cells it lights. */
interface HintView {
  readonly text: string;
  /** 1 small clue, 2 big clue, 3 the whole step; 0 for a report (a mistake, a contradiction). */
  readonly level: number;
  readonly technique: string;
  readonly units: ReadonlySet<number>;
  readonly cells: ReadonlySet<number>;
  readonly targets: ReadonlySet<number>;
}

let game: SudokuGame | null = null;
let label = '';
let selected = 40;
let notesMode = false;
let hint: HintView | null = null;
let hintsUsed = 0;
let startedAt = 0;

// ---- drawing --------------------------------------------------------------------------------

const cellViews: HTMLDivElement[] = [];
for (let index = 0; index < 81; index++) {
  const [row, column] = rowColumn(index);
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
  if (column % 3 === 2) cell.classList.add(column === 8 ? 'last-column' : 'box-right');
  if (row % 3 === 2) cell.classList.add(row === 8 ? 'last-row' : 'box-bottom');
}
const baseClasses = cellViews.map((cell) => cell.className);

function isPeer(a: number, b: number): boolean {
  const [ra, ca] = rowColumn(a);
  const [rb, cb] = rowColumn(b);
  return (
    ra === rb ||
    ca === cb ||
    (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3))
  );
}

function render(): void {
  const current = game;
  notesButton.setAttribute('aria-pressed', String(notesMode));
  if (current === null) return;
  const board = current.board;
  const conflicts = new Set(current.conflicts);
  const selectedValue = board.at(selected);
  for (let index = 0; index < 81; index++) {
    const [row, column] = rowColumn(index);
    const view = cellViews[index]!;
    const value = board.at(index);
    const classes = [baseClasses[index]!];
    if (current.isGiven(row, column)) classes.push('given');
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
      view.setAttribute(
        'aria-label',
        `${cellName(index)}: ${value}${conflicts.has(index) ? ', conflict' : ''}`,
      );
    } else {
      const grid = document.createElement('div');
      grid.className = 'notes';
      for (let digit = 1; digit <= 9; digit++) {
        const mark = document.createElement('span');
        mark.textContent = notes.includes(digit) ? String(digit) : '';
        grid.append(mark);
      }
      view.replaceChildren(grid);
      view.setAttribute(
        'aria-label',
        `${cellName(index)}: ${notes.length > 0 ? `notes ${notes.join(' ')}` : 'empty'}`,
      );
    }
  }
  undoButton.disabled = !current.canUndo;
  redoButton.disabled = !current.canRedo;
  hintView.textContent = hint?.text ?? '';
  hintView.dataset.level = String(hint?.level ?? 0);
  hintView.dataset.technique = hint?.technique ?? '';
  hintButton.textContent = hint === null || hint.level === 0 ? 'Hint' : hint.level < 3 ? 'More' : 'Apply';
  const solved = current.isComplete;
  hintButton.disabled = solved;
  completeView.hidden = !solved;
  if (solved && completeView.textContent === '') {
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    completeView.textContent = `Solved! ${label} in ${time}, with ${hintsUsed} hint${hintsUsed === 1 ? '' : 's'}.`;
  }
  boardView.dataset.moves = String(current.moves);
}

/** Keeps the game, with its history, in the address: a reload continues it. */
function save(): void {
  if (game !== null)
    history.replaceState(null, '', `${location.pathname}${location.search}#${game.format()}`);
}

// ---- moves ----------------------------------------------------------------------------------

/** Replaces the game by what `change` returns; a change clears the hint, saves and redraws. */
function move(change: (current: SudokuGame) => SudokuGame): void {
  if (game === null) return;
  const next = change(game);
  if (next === game) return;
  game = next;
  hint = null;
  save();
  render();
}

function enter(digit: number, asNote: boolean): void {
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
      const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
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

/** One press of the hint button: the next grade of the current hint, or applying it. */
function showHint(): void {
  const current = game;
  if (current === null || current.isComplete) return;
  const wrong = current.mistakes();
  if (wrong.length > 0) {
    const index = wrong[0]!;
    hintsUsed++;
    hint = {
      text: `The ${current.board.at(index)} in ${cellName(index)} is not right: the solution has another digit there.`,
      level: 0,
      technique: 'mistake',
      units: new Set(),
      cells: new Set(wrong),
      targets: new Set([index]),
    };
    render();
    return;
  }
  const step = current.hint();
  if (step === null) {
    hint = {
      text: 'No technique applies here.',
      level: 0,
      technique: '',
      units: new Set(),
      cells: new Set(),
      targets: new Set(),
    };
    render();
    return;
  }
  if (step.placements.length + step.eliminations.length === 0) {
    // A report (a note removed a digit the solution needs): the whole explanation at once.
    const { cells } = stepCells(step);
    hint = {
      text: step.explanation,
      level: 0,
      technique: step.technique,
      units: cellsOfUnits(step.highlights.units),
      cells,
      targets: new Set(),
    };
    render();
    return;
  }
  const level = (hint?.level ?? 0) + 1;
  if (level === 1) hintsUsed++;
  if (level > 3) {
    move((current) => current.applyHint());
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
  };
  render();
}

// ---- new games ------------------------------------------------------------------------------

function start(next: SudokuGame, title: string, details: string): void {
  game = next;
  label = title;
  selected = 40;
  hint = null;
  hintsUsed = 0;
  startedAt = performance.now();
  completeView.textContent = '';
  statusView.textContent = `${title} · ${next.puzzle.emptyCount} empty cells${details}`;
  boardView.removeAttribute('aria-busy');
  render();
}

function ratingText(rating: number): string {
  return rating >= 20 ? 'beyond the techniques' : `SE ${rating.toFixed(1)}`;
}

async function newGame(difficulty: string, seed: number | string | undefined, title?: string): Promise<void> {
  const id = ++lastId;
  latestGame = id;
  boardView.setAttribute('aria-busy', 'true');
  statusView.textContent = 'Generating a puzzle…';
  const reply = await ask({ id, kind: 'generate', difficulty, ...(seed === undefined ? {} : { seed }) });
  if (id !== latestGame) return;
  if (reply.kind === 'error') {
    statusView.textContent = `Could not generate: ${reply.message}`;
    return;
  }
  if (reply.kind !== 'puzzle') return;
  difficultyInput.value = reply.difficulty;
  seedInput.value = '';
  boardView.dataset.seed = String(reply.seed);
  boardView.dataset.difficulty = reply.difficulty;
  const rating = ratingText(reply.rating);
  history.replaceState(
    null,
    '',
    `?difficulty=${reply.difficulty}&seed=${encodeURIComponent(String(reply.seed))}`,
  );
  start(
    SudokuGame.fromPuzzle(SudokuBoard.parse(reply.puzzle)),
    title ?? `${reply.difficulty} #${reply.seed}`,
    ` · ${rating} · generated in ${reply.milliseconds.toFixed(1)} ms`,
  );
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
}

notesButton.addEventListener('click', () => {
  notesMode = !notesMode;
  render();
});
element('fill-notes', HTMLButtonElement).addEventListener('click', () => {
  move((current) => current.fillNotes());
});
element('erase', HTMLButtonElement).addEventListener('click', erase);
undoButton.addEventListener('click', () => {
  move((current) => current.undo());
});
redoButton.addEventListener('click', () => {
  move((current) => current.redo());
});
hintButton.addEventListener('click', showHint);

element('new-game', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  void newGame(difficultyInput.value, parseSeed(seedInput.value));
});
element('daily', HTMLButtonElement).addEventListener('click', () => {
  const today = new Date().toISOString().slice(0, 10);
  void newGame(difficultyInput.value, dailySeed(today), `Daily ${difficultyInput.value} ${today}`);
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
  else if (key === 'n') {
    notesMode = !notesMode;
    render();
  } else if (key === 'f') move((current) => current.fillNotes());
  else if (key === 'u') move((current) => current.undo());
  else if (key === 'h') showHint();
  else return;
  event.preventDefault();
});

// ---- start ----------------------------------------------------------------------------------

/** Shows `next` and asks the worker for its puzzle's rating, added to the status line when known. */
function resume(next: SudokuGame, title: string, details: string): void {
  start(next, title, details);
  const id = ++lastId;
  void ask({ id, kind: 'rate', puzzle: next.puzzle.toString() }).then((reply) => {
    if (reply.kind === 'rating' && game?.puzzle === next.puzzle) {
      statusView.textContent = `${title} · ${next.puzzle.emptyCount} empty cells · ${ratingText(reply.rating)}${details}`;
    }
  });
}

/** A game in progress from the address's `#` part; false when there is none (or it is unreadable). */
function restore(query: URLSearchParams): boolean {
  const saved = location.hash.slice(1);
  if (saved === '') return false;
  try {
    const restored = SudokuGame.parse(saved);
    boardView.dataset.seed = query.get('seed') ?? '';
    boardView.dataset.difficulty = query.get('difficulty') ?? '';
    const title = query.has('seed')
      ? `${query.get('difficulty') ?? ''} #${query.get('seed') ?? ''}`
      : query.has('puzzle')
        ? 'Shared puzzle'
        : 'Game in progress';
    resume(restored, title, ` · ${restored.moves} moves`);
    return true;
  } catch (error) {
    console.warn(`the saved game in the address could not be read: ${String(error)}`);
    return false;
  }
}

/** A new game on the puzzle of `?puzzle=` (81 characters); false when there is none. */
function share(query: URLSearchParams): boolean {
  const line = query.get('puzzle');
  if (line === null) return false;
  try {
    boardView.dataset.puzzle = line;
    resume(SudokuGame.fromPuzzle(SudokuBoard.parse(line)), 'Shared puzzle', '');
    save();
    return true;
  } catch (error) {
    // Not a puzzle, or not one with exactly one solution: say so, and deal a new one instead.
    statusView.textContent = `The shared puzzle cannot be played: ${error instanceof Error ? error.message : String(error)}`;
    return false;
  }
}

const query = new URLSearchParams(location.search);
if (!restore(query) && !share(query)) {
  const asked = query.get('difficulty') ?? 'medium';
  void newGame(DIFFICULTIES.includes(asked) ? asked : 'medium', parseSeed(query.get('seed') ?? ''));
}
