/**
 * The library, as the example sees it. In your own app, import from `'open-sudoku-engine'`.
 *
 * Type checking follows the library's source, so the example keeps compiling in a fresh clone
 * before anything is built; the example's build (`../build.ts`) replaces this module with the
 * package's built ESM entry, `dist/index.js`, so the page runs exactly what npm ships.
 */
export * from '../../../src/index.js';
