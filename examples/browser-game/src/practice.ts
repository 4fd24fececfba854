/**
 * The "Practice a technique" menu: a puzzle that needs the technique chosen, played from just
 * before its first step (`SudokuGame.practice`), so the next hint is that step.
 *
 * The menu lists the techniques practice can serve under the rules the Rules menu asks for, from
 * the library's catalogue (`SUDOKU_TECHNIQUES`, the hint engine's techniques) and what generation
 * by technique accepts: each is asked of `SudokuGame.practice` with the options the worker will
 * use and an aborted signal, so the checks the library makes at once run (a technique that cannot
 * appear under these rules is a `TECHNIQUE_NOT_IN_BAND` error, killer puzzles are not made by
 * technique) and no search does. They are grouped by the difficulty band of their score, easiest
 * first. The search itself runs in a worker of its own with a time limit; the page can cancel it.
 */
import {
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
  SudokuRules,
  SudokuGame,
  ratingLevel,
  type SudokuPracticeOptions,
  type SudokuTechniqueId,
} from './engine.js';
import type { WorkerReply, WorkerRequest } from './protocol.js';

/**
 * The time limit of a search, in milliseconds (`SudokuGame.practice`'s `timeout`). Most
 * techniques take well under a second; the rare ones (jellyfish, the nested chains) may find
 * nothing in minutes. The menu's `data-time-limit` (seconds) overrides it.
 */
export const PRACTICE_TIMEOUT_MS = 30_000;

/** The rules practice is asked under: the Rules menu's choice, as a new game asks for it. */
export interface PracticeRules {
  /** The rules text (`classic`, `x`, …), or `killer` for the menu's Killer. */
  readonly text: string;
  /** A fresh random jigsaw layout in place of the boxes (`jigsaw: 'random'`). */
  readonly freshJigsaw: boolean;
}

/** The options of `SudokuGame.practice` for `technique` under `asked`, as the worker passes them. */
export function practiceOptions(
  technique: SudokuTechniqueId,
  asked: PracticeRules,
  extra: { readonly seed?: number | string; readonly timeout?: number; readonly signal?: AbortSignal },
): SudokuPracticeOptions {
  const rules = asked.text === 'killer' ? SudokuRules.classic : SudokuRules.parse(asked.text);
  // Killer games get fresh cages from the generator (`killer: true`), which has no technique option.
  const variant =
    asked.text === 'killer' || rules.isKiller
      ? { killer: true, ...(rules.isKiller ? { rules: rules.withCages([]) } : {}) }
      : asked.freshJigsaw
        ? { rules, jigsaw: 'random' as const }
        : rules.isClassic
          ? {}
          : { rules };
  return { technique, ...variant, ...extra };
}

/** An entry of the menu. */
export interface PracticeChoice {
  readonly id: SudokuTechniqueId;
  readonly name: string;
  /** Its base score on the Sudoku Explainer scale. */
  readonly score: number;
}

/** The menu under some rules: its groups, or why practice serves nothing under them. */
export interface PracticeMenu {
  /** Groups by the band of the score (`ratingLevel`), easiest first, each by score. */
  readonly groups: readonly { readonly level: string; readonly choices: readonly PracticeChoice[] }[];
  /** Why none can be practised (the library's reason), or null. */
  readonly none: string | null;
}

const menus = new Map<string, PracticeMenu>();

/** The techniques practice can serve under `asked` (cached by rules). */
export function practiceMenu(asked: PracticeRules): PracticeMenu {
  const key = `${asked.text} ${String(asked.freshJigsaw)}`;
  let menu = menus.get(key);
  if (menu === undefined) {
    menu = buildMenu(asked);
    menus.set(key, menu);
  }
  return menu;
}

function buildMenu(asked: PracticeRules): PracticeMenu {
  const served: PracticeChoice[] = [];
  let refusal: string | null = null;
  for (const id of SUDOKU_HINT_ORDER) {
    const signal = AbortSignal.abort();
    try {
      SudokuGame.practice(practiceOptions(id, asked, { signal }));
    } catch (error) {
      // The signal's reason: the options passed every check made at once, the search was next.
      if (error === signal.reason) {
        const { name, score } = SUDOKU_TECHNIQUES[id];
        served.push({ id, name, score });
      } else {
        refusal ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  // By score; the hint order (kept by the stable sort) among equal scores.
  served.sort((a, b) => a.score - b.score);
  const groups: { level: string; choices: PracticeChoice[] }[] = [];
  for (const choice of served) {
    const level = ratingLevel(choice.score);
    if (groups.at(-1)?.level !== level) groups.push({ level, choices: [] });
    groups.at(-1)!.choices.push(choice);
  }
  return { groups, none: served.length === 0 ? refusal : null };
}

/** A technique id of the catalogue, or null (an id from the address is checked so). */
export function techniqueOf(text: string | null): SudokuTechniqueId | null {
  return text !== null && Object.hasOwn(SUDOKU_TECHNIQUES, text) ? (text as SudokuTechniqueId) : null;
}

/** The status line's title of a practice game: "Practice: X-Wing". */
export function practiceTitle(id: SudokuTechniqueId): string {
  return `Practice: ${SUDOKU_TECHNIQUES[id].name}`;
}

/** What the hint panel says when a practice game starts. */
export function practiceIntro(id: SudokuTechniqueId): string {
  return `Practice: the next step is ${SUDOKU_TECHNIQUES[id].name}. Find it, or press Hint to be shown.`;
}

/** What the status line says when no puzzle was found: in time, or in the generator's attempts. */
export function practiceFailure(id: SudokuTechniqueId, code: string | undefined, limitMs: number): string {
  const name = SUDOKU_TECHNIQUES[id].name;
  if (code === 'TIMEOUT') return `${name}: none found in ${limitMs / 1000} s — try another technique.`;
  if (code === 'RATING_NOT_REACHED') return `${name}: none found in its attempts — try another technique.`;
  return `${name}: no practice puzzle (${code ?? 'error'}) — try another technique.`;
}

const BANDS: Readonly<Record<string, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  extreme: 'Extreme',
  nightmare: 'Beyond extreme (rare: may find none in time)',
};

/** The placeholder's text: what the menu is for. */
const PROMPT = 'Practice a technique…';

/**
 * Fills the `<select>` with `menu`: a placeholder (value ''), then one group a band, each option
 * the technique's name and score; disabled, the placeholder saying why, when it serves none.
 */
export function showPracticeMenu(select: HTMLSelectElement, menu: PracticeMenu): void {
  const prompt = document.createElement('option');
  prompt.value = '';
  prompt.textContent = menu.none === null ? PROMPT : 'Practice: none under these rules';
  const parts: HTMLElement[] = [prompt];
  for (const { level, choices } of menu.groups) {
    const group = document.createElement('optgroup');
    group.label = BANDS[level] ?? level;
    for (const { id, name, score } of choices) {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = `${name} (${score.toFixed(1)})`;
      group.append(option);
    }
    parts.push(group);
  }
  select.replaceChildren(...parts);
  select.value = '';
  select.disabled = menu.none !== null;
  select.title = menu.none ?? '';
}

/** The time limit the menu asks for: its `data-time-limit` in seconds, else {@link PRACTICE_TIMEOUT_MS}. */
export function practiceLimit(select: HTMLSelectElement): number {
  const seconds = Number(select.dataset.timeLimit);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : PRACTICE_TIMEOUT_MS;
}

/** What a search needs of its worker: `ask` (null once stopped) and `stop`, which ends it at once. */
export interface PracticeWorker {
  ask(request: WorkerRequest): Promise<WorkerReply | null>;
  stop(): void;
}

/**
 * The practice search under way, one at a time in its own worker, with its Cancel button shown
 * while it runs. Besides the worker's own time limit (`timeout`), the page ends the worker 10 s
 * past it: the limit is polled by the generator, and a hint on the way may take a moment longer.
 */
export class PracticeSearch {
  #current: { readonly id: number; readonly timer: number; readonly status: string } | null = null;

  constructor(
    private readonly worker: PracticeWorker,
    private readonly cancelButton: HTMLButtonElement,
  ) {}

  /**
   * Runs `request`, remembering `status` (the status line before it, for Cancel); the reply, or
   * null when the search was stopped. `late` runs when the page ends it past the time limit.
   */
  async run(
    request: WorkerRequest & { readonly kind: 'practice' },
    status: string,
    late: () => void,
  ): Promise<WorkerReply | null> {
    this.stop();
    const timer = window.setTimeout(() => {
      if (this.#current?.id === request.id && this.stop() !== null) late();
    }, request.timeout + 10_000);
    this.#current = { id: request.id, timer, status };
    this.cancelButton.hidden = false;
    const reply = await this.worker.ask(request);
    if (this.#current?.id !== request.id) return null;
    // Done: the worker stays for the next search.
    clearTimeout(timer);
    this.#current = null;
    this.cancelButton.hidden = true;
    return reply;
  }

  /** Ends the search under way (its worker with it): its request id and the status before it, or null. */
  stop(): { readonly id: number; readonly status: string } | null {
    const current = this.#current;
    if (current === null) return null;
    clearTimeout(current.timer);
    this.#current = null;
    this.cancelButton.hidden = true;
    this.worker.stop();
    return current;
  }
}
