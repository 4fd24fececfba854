// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'examples/**/dist/', '.tmp/', 'artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // isolatedDeclarations needs the annotation on defaulted parameters.
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreParameters: true }],
      // Hot loops index typed arrays with bitwise arithmetic on purpose.
      '@typescript-eslint/prefer-for-of': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
      // Public entry points check their arguments at run time: JavaScript callers and untrusted
      // data do not honour the declared types, so "unnecessary" conditions are the point.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // SudokuValidator mirrors the specification's static API (SudokuValidator.validate(...)).
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain-JavaScript scripts run under Node.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The library runs in browsers: no node: imports outside src/cli.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The library runs in browsers.' },
        { name: 'Buffer', message: 'The library runs in browsers.' },
      ],
    },
  },
);
