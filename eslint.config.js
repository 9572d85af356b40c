// Type-aware linting for every workspace, with the layer boundaries of the house style.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/graphdb/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/api/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layer boundaries: domain <- analysis <- apps; apps never import each other.
  {
    files: ['packages/domain/src/**'],
    rules: restrict([
      { group: ['@tiermap/*'], message: 'domain depends on zod only' },
      { group: ['node:*', 'neo4j-driver', 'express'], message: 'domain does no I/O' },
    ]),
  },
  {
    files: ['packages/analysis/src/**'],
    rules: restrict([
      { group: ['@tiermap/*', '!@tiermap/domain'], message: 'analysis depends on domain only' },
      { group: ['node:*', 'neo4j-driver', 'express'], message: 'analysis is pure: no I/O' },
    ]),
  },
  {
    files: ['packages/carrier-files/src/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['@tiermap/*', '!@tiermap/domain'],
        message: 'carrier-files depends on domain only',
      },
      {
        group: ['node:*', 'neo4j-driver', 'express'],
        message: 'carrier-files is pure: the caller reads the file and passes its text',
      },
    ]),
  },
  {
    files: ['apps/web/src/**'],
    rules: restrict([
      {
        group: ['neo4j-driver', 'express', '@tiermap/api', '@tiermap/graph-schema'],
        message: 'the web app talks to the API over HTTP only',
      },
      { group: ['**/apps/api/**'], message: 'apps never import each other' },
    ]),
  },
  {
    files: ['apps/cli/src/**'],
    rules: restrict([
      {
        group: ['neo4j-driver', 'express', '@tiermap/api', '@tiermap/graph-schema'],
        message: 'the CLI talks to the API over HTTP only',
      },
      {
        // Relative paths too: from apps/cli/src, the API's sources are ../../api/src/….
        group: [
          '**/apps/api/**',
          '**/apps/web/**',
          '**/api/src/**',
          '**/web/src/**',
          '@tiermap/web',
        ],
        message: 'apps never import each other',
      },
    ]),
  },
  {
    files: ['apps/web/src/viz/**'],
    rules: restrict([
      {
        group: ['react', 'react-dom', '../api/*'],
        message: 'viz is pure D3 drawing: no React, no fetching',
      },
    ]),
  },
  {
    files: ['apps/api/src/**'],
    rules: restrict([
      { group: ['**/apps/web/**', '@tiermap/web'], message: 'apps never import each other' },
      { group: ['react', 'd3-*'], message: 'the API does not draw' },
    ]),
  },
  {
    files: ['apps/api/src/features/**/service.ts', 'apps/api/src/features/**/repository.ts'],
    rules: restrict([
      { group: ['express'], message: 'services and repositories know nothing of HTTP' },
    ]),
  },
);
