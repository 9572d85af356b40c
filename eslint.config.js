// Type-aware linting for every workspace, with the layer boundaries of the house style.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

// The diagnosis rules live once, in packages/analysis; the API runs the whole step
// (`evaluateIncidents`) and may not assemble its own from the parts.
const DIAGNOSIS_PARTS = [
  {
    name: '@tiermap/analysis',
    importNames: [
      'asymmetry',
      'bladeOverload',
      'coveredElements',
      'coveringIds',
      'diagnose',
      'diagnosisWeights',
      'EVIDENCE_WEIGHT',
      'groupBadPaths',
      'KNOWN_LIKELIHOOD_RATIO',
      'loadSharingFault',
      'MAINTENANCE_WEIGHT',
      'pathHealth',
      'rankSuspects',
      'readingEvidence',
      'readingLossRatio',
      'riskModel',
      'scoreGreedy',
      'siteProblem',
      'suspectWeights',
      'windowEvidence',
    ],
    message:
      'diagnosis is one step in packages/analysis (evaluateIncidents): the API calls it, never its parts',
  },
];
const API_PATTERNS = [
  { group: ['**/apps/web/**', '@tiermap/web'], message: 'apps never import each other' },
  { group: ['react', 'd3-*'], message: 'the API does not draw' },
];
// The repository boundary: only repositories (features/**/repository.ts, *-repository.ts) and
// db/ run Cypher or hold a transaction; services compose repository operations.
const REPOSITORY_MODULES = [
  'apps/api/src/db/**',
  'apps/api/src/features/**/repository.ts',
  'apps/api/src/features/**/*-repository.ts',
  'apps/api/src/test-support/**',
  '**/*.test.ts',
];
const BOUNDARY_MESSAGE =
  'Cypher and transactions live in repositories (features/*/repository.ts, *-repository.ts) and db/: call a repository function';
const DRIVER_IMPORTS = [
  { group: ['neo4j-driver'], message: BOUNDARY_MESSAGE },
  { group: ['**/db/graph.js'], importNames: ['ManagedTransaction'], message: BOUNDARY_MESSAGE },
];
const REPOSITORY_BOUNDARY = {
  'no-restricted-syntax': [
    'error',
    {
      // tx.run(…), session.run(…), transaction.run(…)
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name='run'][callee.object.name=/^(tx|session|transaction)$/]",
      message: BOUNDARY_MESSAGE,
    },
    {
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(executeRead|executeWrite|beginTransaction|runAutoCommit)$/]",
      message: BOUNDARY_MESSAGE,
    },
    {
      // graph.read(…) / graph.write(…) / deps.graph.read(…): opening a transaction.
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(read|write)$/]:matches([callee.object.name='graph'], [callee.object.property.name='graph'])",
      message: BOUNDARY_MESSAGE,
    },
  ],
};
// Orchestration and I/O only: any other module under features/incidents is diagnosis logic that
// belongs in packages/analysis/src/diagnosis.
const INCIDENTS_IO_MODULES = [
  'measurement-store',
  'repository',
  'routes',
  'service',
  'timer',
  'lease',
  'lease-repository',
];

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
    // testing/: the stand-in NetBox the tests of the CLI and the API start (node:http).
    ignores: ['**/*.test.ts', 'packages/carrier-files/src/testing/**'],
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
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts', 'packages/contract/src/cli/**'],
    rules: restrict([
      { group: ['@tiermap/*', '!@tiermap/domain'], message: 'contract depends on domain only' },
      {
        group: ['node:*', 'neo4j-driver', 'express'],
        message: 'contract is declarations only: no I/O, no server',
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
    ignores: REPOSITORY_MODULES,
    rules: {
      ...restrict([...API_PATTERNS, ...DRIVER_IMPORTS], DIAGNOSIS_PARTS),
      ...REPOSITORY_BOUNDARY,
    },
  },
  {
    files: REPOSITORY_MODULES,
    rules: restrict(API_PATTERNS, DIAGNOSIS_PARTS),
  },
  {
    files: ['apps/api/src/features/**/service.ts'],
    rules: restrict(
      [
        ...API_PATTERNS,
        ...DRIVER_IMPORTS,
        { group: ['express'], message: 'services and repositories know nothing of HTTP' },
      ],
      DIAGNOSIS_PARTS,
    ),
  },
  {
    files: ['apps/api/src/features/**/repository.ts', 'apps/api/src/features/**/*-repository.ts'],
    rules: restrict(
      [
        ...API_PATTERNS,
        { group: ['express'], message: 'services and repositories know nothing of HTTP' },
      ],
      DIAGNOSIS_PARTS,
    ),
  },
  {
    files: ['apps/api/src/features/incidents/**/*.ts'],
    ignores: [
      ...INCIDENTS_IO_MODULES.map((name) => `apps/api/src/features/incidents/${name}.ts`),
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `features/incidents holds orchestration and I/O only (${INCIDENTS_IO_MODULES.join(', ')}); diagnosis goes in packages/analysis/src/diagnosis`,
        },
      ],
    },
  },
);
