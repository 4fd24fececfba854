/**
 * The techniques' names. Internal.
 */
import type { TechniqueId } from './catalogue.js';

/**
 * The name of each technique, as in the explanations, by id: the prose side's half of the
 * catalogue (`catalogue.ts`), kept apart so that a bundle that rates but never explains carries
 * no name. The compiler checks that every id of the catalogue has its name.
 */
export const TECHNIQUE_NAMES: Readonly<Record<TechniqueId, string>> = {
  'full-house': 'Full house',
  'hidden-single-box': 'Hidden single',
  'hidden-single-line': 'Hidden single',
  'naked-single': 'Naked single',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'x-wing': 'X-Wing',
  'hidden-pair': 'Hidden pair',
  'naked-triple': 'Naked triple',
  swordfish: 'Swordfish',
  'hidden-triple': 'Hidden triple',
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-string kite',
  'empty-rectangle': 'Empty rectangle',
  'xy-wing': 'XY-Wing',
  'finned-x-wing': 'Finned X-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'finned-swordfish': 'Finned Swordfish',
  'naked-quad': 'Naked quad',
  jellyfish: 'Jellyfish',
  'hidden-quad': 'Hidden quad',
  'simple-colouring': 'Simple colouring',
  'invalid-board': 'Invalid board',
  contradiction: 'Contradiction',
  'direct-pointing': 'Direct pointing',
  'direct-claiming': 'Direct claiming',
  'direct-hidden-pair': 'Direct hidden pair',
  'direct-hidden-triple': 'Direct hidden triple',
  'non-consecutive-forcing-cell': 'Non-consecutive forcing cell',
  'locked-non-consecutive': 'Locked non-consecutive',
  'cage-combination': 'Cage combination',
  'cage-forced-digit': 'Cage forced digit',
  'innie-outie': 'Innie/outie (45 rule)',
  'unique-rectangle': 'Unique rectangle',
  'unique-loop': 'Unique loop',
  'bivalue-universal-grave': 'Bivalue universal grave',
  'aligned-pair-exclusion': 'Aligned pair exclusion',
  'x-cycle': 'X-cycle',
  'y-cycle': 'Y-cycle',
  'forcing-x-chain': 'Forcing X-chain',
  'xy-cycle': 'XY-cycle',
  'forcing-xy-chain': 'Forcing XY-chain',
  'aligned-triplet-exclusion': 'Aligned triplet exclusion',
  'nishio-forcing-chain': 'Nishio forcing chain',
  'multiple-forcing-chain': 'Multiple forcing chain',
  'dynamic-forcing-chain': 'Dynamic forcing chain',
  'dynamic-forcing-chain-plus': 'Dynamic forcing chain (+)',
  'nested-forcing-chain': 'Nested forcing chain (+ forcing chains)',
  'nested-multiple-forcing-chain': 'Nested forcing chain (+ multiple forcing chains)',
  'nested-dynamic-forcing-chain': 'Nested forcing chain (+ dynamic forcing chains)',
};
