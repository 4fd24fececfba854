/**
 * The multiple-chain finders' settings and the codes of a link's cause: the one table from finder
 * to technique, level and propagation ({@link MODES}), read by the propagator (`propagator.ts`),
 * the searches (`search.ts`) and the replay of a finding for its prose (`replay.ts`). Internal.
 */
import type { TechniqueId } from '../../catalogue.js';
import type { ChainId, Finding } from '../finding.js';

/** Which multiple-chain finder. */
export type MultipleMode =
  | 'nishio'
  | 'multiple'
  | 'dynamic'
  | 'dynamicPlus'
  | 'nested'
  | 'nestedMultiple'
  | 'nestedDynamic'
  | 'nestedDynamicPlus'
  | 'nestedDynamicNested'
  | 'nestedDynamicNestedMultiple';

/**
 * A chain search a nested finder's stalled runs may apply on their what-if grid, after the basic
 * techniques: `'cycles'` for SE's first chaining finder (cycles and forcing X-/XY-chains), else a
 * multiple-chain finder.
 */
export type InnerSearch = 'cycles' | MultipleMode;

/** Settings of one multiple-chain finder. */
export interface Mode {
  /** The technique its findings report. */
  readonly id: TechniqueId;
  /**
   * Dynamic runs: each "off" potential reached is erased from the what-if grid, so links read
   * the grid as the branch leaves it (with hidden parents). Dynamic finders also assume
   * candidates of bivalue cells and look for contradictions and for a candidate's "on" and "off"
   * branches agreeing. False for the multiple chains: static links, and only the branches of a
   * cell's candidates or a digit's places (cells of three candidates or more) are compared.
   */
  readonly dynamic: boolean;
  /**
   * Nishio: X-links only (no Y-link in either direction), and only contradictions are looked for.
   */
  readonly nishio: boolean;
  /**
   * SE's level: 0 no rule when a run stalls; 1 (dynamic (+)) the basic techniques
   * (`LEVEL_RULES` in `stall.ts`); 2 and up (nested) the basic techniques, then the chain searches of
   * {@link Mode.inner}.
   */
  readonly level: number;
  /** Nested levels: the chain searches a stalled run tries after the basic techniques, in order. */
  readonly inner: readonly InnerSearch[];
}

/**
 * The ten multiple-chain finders (Nishio, multiple, dynamic, dynamic (+) and the six nested
 * ones): the one table from finder to technique, level and propagation.
 */
export const MODES: Readonly<Record<MultipleMode, Mode>> = {
  nishio: {
    id: 'nishio-forcing-chain',
    dynamic: true,
    nishio: true,
    level: 0,
    inner: [],
  },
  multiple: {
    id: 'multiple-forcing-chain',
    dynamic: false,
    nishio: false,
    level: 0,
    inner: [],
  },
  dynamic: {
    id: 'dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 0,
    inner: [],
  },
  dynamicPlus: {
    id: 'dynamic-forcing-chain-plus',
    dynamic: true,
    nishio: false,
    level: 1,
    inner: [],
  },
  // SE's nested forcing chains: dynamic (+) runs that may also use chains on their what-if grid.
  nested: {
    id: 'nested-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 2,
    inner: ['cycles'],
  },
  nestedMultiple: {
    id: 'nested-multiple-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 3,
    inner: ['cycles', 'multiple'],
  },
  // Level 4 with SE's nesting limits 0–3: the dynamic chains inside are themselves plain,
  // (+), or nested at level 2 or 3. SE rates and names the four alike.
  nestedDynamic: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['dynamic'],
  },
  nestedDynamicPlus: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['dynamicPlus'],
  },
  nestedDynamicNested: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['nested'],
  },
  nestedDynamicNestedMultiple: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['nestedMultiple'],
  },
};

/** SE's nesting limits of level 4, in the order SE tries them. */
export const NESTED_DYNAMIC_MODES: readonly MultipleMode[] = [
  'nestedDynamic',
  'nestedDynamicPlus',
  'nestedDynamicNested',
  'nestedDynamicNestedMultiple',
];

/**
 * The settings of the finders that report `technique`, in SE's order (several for the nested
 * dynamic chains), or an empty list when none does.
 */
export function modesOf(technique: TechniqueId): MultipleMode[] {
  const out: MultipleMode[] = [];
  for (const key in MODES) if (MODES[key as MultipleMode].id === technique) out.push(key as MultipleMode);
  return out;
}

/**
 * Why an "on" potential of a run is on (`Run.cause` in `run.ts`): the X-link's unit (its number);
 * {@link CAUSE_NAKED} for a Y-link (the cell's last candidate); {@link CAUSE_NONE} for an
 * assumption. A nested chain's conclusion rests on the candidates the outer run removed where
 * its links' causes lie.
 */
export const CAUSE_NAKED = 254;
/** See {@link CAUSE_NAKED}. */
export const CAUSE_NONE = 255;

/**
 * A chain found on a what-if grid by a nested finder's inner search: its complexity (its own
 * nested chains included) and its identity, so one chain used twice in a conclusion counts once.
 */
export interface NestedChain {
  readonly complexity: number;
  readonly id: ChainId;
  /** The inner finding itself (its technique, removals and pattern), for the prose. */
  readonly finding: Finding;
}
