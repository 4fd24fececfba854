/**
 * The page: draws the game, takes keyboard and pointer input, and talks to the worker.
 *
 * Everything the player sees is drawn from the `Game` (board, marks, history) by one `render`
 * call after each change; conflicts and completion come from the library's validator on every
 * render. Generation and hints are requests to the worker, so the page stays responsive.
 *
 * The page can be opened on a given game: `?difficulty=hard&seed=42` (the URL is updated with the
 * seed of every new game, so a reload or a shared link gives the same puzzle on any machine).
 */
import { SudokuBoard, dailySeed } from './engine.js';
import { Game, digitsOfMask, rowColumn } from './game.js';
import {
  parseSeed,
  type CellDigit,
  type HintStep,
  type WorkerReply,
  type WorkerRequest,
} from './protocol.js';

const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'];

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
const hintButton = element('hint', HTMLButtonElement);

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

/** Sends a request (numbered here) and resolves with the worker's reply to it. */
function ask(request: WorkerRequest): Promise<WorkerReply> {
  return new Promise((resolve) => {
    waiting.set(request.id, resolve);
    worker.postMessage(request);
  });
}

// ---- state ----------------------------------------------------------------------------------

interface Hint {
  readonly text: string;
  /** Cells of the units the step looks at. */
  readonly units: ReadonlySet<number>;
  /** Cells the step looks at. */
  readonly cells: ReadonlySet<number>;
  /** Cells the step changes (a placement or an elimination). */
  readonly targets: ReadonlySet<number>;
}

let game: Game | null = null;
let label = '';
let selected = 40;
let notesMode = false;
let hint: Hint | null = null;
let hintsUsed = 0;
let startedAt = 0;
/** Eliminations shown by earlier hints, so that the next hint goes on from them. */
let eliminated: CellDigit[] = [];

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
  notesButton.textContent = `Notes: ${notesMode ? 'on' : 'off'}`;
  notesButton.setAttribute('aria-pressed', String(notesMode));
  if (current === null) return;
  const board = current.board;
  const conflicts = new Set(current.conflicts());
  const selectedValue = board.at(selected);
  for (let index = 0; index < 81; index++) {
    const view = cellViews[index]!;
    const value = board.at(index);
    const classes = [baseClasses[index]!];
    if (current.isGiven(index)) classes.push('given');
    if (index === selected) classes.push('selected');
    else if (selectedValue !== 0 && value === selectedValue) classes.push('same');
    else if (isPeer(index, selected)) classes.push('peer');
    if (hint?.targets.has(index) === true) classes.push('hint-target');
    else if (hint?.cells.has(index) === true) classes.push('hint-cell');
    else if (hint?.units.has(index) === true) classes.push('hint-unit');
    if (conflicts.has(index)) classes.push('conflict');
    view.className = classes.join(' ');
    view.dataset.value = String(value);
    const notes = current.notesAt(index);
    view.dataset.notes = digitsOfMask(notes).join('');
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
        mark.textContent = (notes & (1 << digit)) !== 0 ? String(digit) : '';
        grid.append(mark);
      }
      view.replaceChildren(grid);
      view.setAttribute('aria-label', `${cellName(index)}: empty`);
    }
  }
  undoButton.disabled = current.undoDepth === 0;
  hintView.textContent = hint?.text ?? '';
  const solved = current.isComplete();
  completeView.hidden = !solved;
  if (solved && completeView.textContent === '') {
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    completeView.textContent = `Solved! ${label} in ${time}, with ${hintsUsed} hint${hintsUsed === 1 ? '' : 's'}.`;
  }
}

// ---- moves ----------------------------------------------------------------------------------

/** Runs a move on the game; a change clears the shown hint and redraws. */
function move(change: (current: Game) => boolean): void {
  if (game === null || !change(game)) return;
  hint = null;
  render();
}

function enter(digit: number, asNote: boolean): void {
  move((current) =>
    asNote || notesMode ? current.toggleNote(selected, digit) : current.place(selected, digit),
  );
}

function moveSelection(rows: number, columns: number): void {
  const [row, column] = rowColumn(selected);
  selected = ((row + rows + 9) % 9) * 9 + ((column + columns + 9) % 9);
  render();
}

async function showHint(): Promise<void> {
  const current = game;
  if (current === null || current.isComplete()) return;
  hintsUsed++;
  const wrong = current.mistakes();
  if (wrong.length > 0) {
    const index = wrong[0]!;
    hint = {
      text: `The ${current.board.at(index)} in ${cellName(index)} is not right: the solution has another digit there.`,
      units: new Set(),
      cells: new Set(wrong),
      targets: new Set([index]),
    };
    render();
    return;
  }
  hintButton.disabled = true;
  const reply = await ask({ id: ++lastId, kind: 'hint', board: current.board.toString(), eliminated });
  hintButton.disabled = false;
  if (game !== current) return;
  if (reply.kind === 'error') {
    console.error(`hint failed: ${reply.message}`);
    return;
  }
  if (reply.kind !== 'hint') return;
  hint = reply.step === null ? noStep() : fromStep(reply.step);
  if (reply.step !== null) eliminated = [...eliminated, ...reply.step.eliminations];
  render();
}

function noStep(): Hint {
  return {
    text: 'No logical step found from here: the techniques have run out.',
    units: new Set(),
    cells: new Set(),
    targets: new Set(),
  };
}

function fromStep(step: HintStep): Hint {
  const targets = new Set<number>();
  for (const { row, column } of [...step.placements, ...step.eliminations]) targets.add(row * 9 + column);
  const units = new Set<number>();
  for (const unit of step.units) {
    const kind = unit[0];
    const number = Number(unit.slice(1)) - 1;
    for (let index = 0; index < 81; index++) {
      const [row, column] = rowColumn(index);
      const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
      if ((kind === 'r' ? row : kind === 'c' ? column : box) === number) units.add(index);
    }
  }
  // The explanation names its technique ("Hidden single: in box 2, …").
  return { text: step.explanation, units, cells: new Set(step.cells), targets };
}

// ---- new games ------------------------------------------------------------------------------

async function newGame(difficulty: string, seed: number | string | undefined, title?: string): Promise<void> {
  const id = ++lastId;
  latestGame = id;
  statusView.textContent = 'Generating a puzzle…';
  boardView.setAttribute('aria-busy', 'true');
  const reply = await ask({ id, kind: 'generate', difficulty, ...(seed === undefined ? {} : { seed }) });
  if (id !== latestGame) return; // a newer game has been asked for since
  if (reply.kind === 'error') {
    statusView.textContent = `Could not generate: ${reply.message}`;
    console.error(`generation failed: ${reply.message}`);
    return;
  }
  if (reply.kind !== 'puzzle') return;
  game = new Game(SudokuBoard.parse(reply.puzzle), SudokuBoard.parse(reply.solution));
  label = title ?? `${reply.difficulty} #${reply.seed}`;
  selected = 40;
  hint = null;
  hintsUsed = 0;
  eliminated = [];
  startedAt = performance.now();
  completeView.textContent = '';
  difficultyInput.value = reply.difficulty;
  seedInput.value = '';
  boardView.dataset.seed = String(reply.seed);
  boardView.dataset.difficulty = reply.difficulty;
  boardView.removeAttribute('aria-busy');
  const rating = reply.rating >= 20 ? 'beyond the techniques' : `SE ${reply.rating.toFixed(1)}`;
  statusView.textContent = `${label} · ${game.puzzle.emptyCount} empty cells · ${rating} · generated in ${reply.milliseconds.toFixed(1)} ms`;
  history.replaceState(
    null,
    '',
    `?difficulty=${reply.difficulty}&seed=${encodeURIComponent(String(reply.seed))}`,
  );
  render();
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
element('erase', HTMLButtonElement).addEventListener('click', () => {
  move((current) => current.erase(selected));
});
undoButton.addEventListener('click', () => {
  move((current) => current.undo());
});
hintButton.addEventListener('click', () => void showHint());

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
  if (digit !== undefined && !event.ctrlKey && !event.metaKey && !event.altKey) {
    enter(Number(digit), event.shiftKey);
  } else if ((event.ctrlKey || event.metaKey) && key === 'z') {
    move((current) => current.undo());
  } else if (event.ctrlKey || event.metaKey || event.altKey) {
    return;
  } else if (key === 'arrowup') moveSelection(-1, 0);
  else if (key === 'arrowdown') moveSelection(1, 0);
  else if (key === 'arrowleft') moveSelection(0, -1);
  else if (key === 'arrowright') moveSelection(0, 1);
  else if (key === 'backspace' || key === 'delete' || key === '0') move((current) => current.erase(selected));
  else if (key === 'n') {
    notesMode = !notesMode;
    render();
  } else if (key === 'f') move((current) => current.fillNotes());
  else if (key === 'u') move((current) => current.undo());
  else if (key === 'h') void showHint();
  else return;
  event.preventDefault();
});

// ---- start ----------------------------------------------------------------------------------

const query = new URLSearchParams(location.search);
const askedDifficulty = query.get('difficulty') ?? 'medium';
void newGame(
  DIFFICULTIES.includes(askedDifficulty) ? askedDifficulty : 'medium',
  parseSeed(query.get('seed') ?? ''),
);
