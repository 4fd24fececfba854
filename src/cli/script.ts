/**
 * The URL of the running program: the bundle `dist/cli.js`, which workers load again. The CLI is
 * bundled into that one file, so every module's `import.meta.url` is the bundle's.
 */
export const SCRIPT: URL = new URL(import.meta.url);
