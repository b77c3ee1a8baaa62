import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The client's zod is `zod/mini` set up once (English issues, jitless for the strict CSP). */
const ZOD_THROUGH_API = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
  name,
  message: "Import { z } from 'src/api/zod' (zod/mini, configured once for the CSP and English).",
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Use explicit export lists, not export *.' },
      ],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/api/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_THROUGH_API }] },
  },
  {
    files: ['src/store/**', 'src/template/**', 'src/api/**', 'src/commerce/**'],
    ignores: ['src/api/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Core logic never imports React.' },
            ...ZOD_THROUGH_API,
          ],
        },
      ],
    },
  },
);
