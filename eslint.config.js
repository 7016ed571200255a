import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const AS_TEXT = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server data as text.' },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Render server data as text.' },
];

/** React's private internals: a test counts renders with React's Profiler, or checks what a user sees. */
const REACT_INTERNALS = ['__REACT_DEVTOOLS_GLOBAL_HOOK__', 'memoizedProps', 'memoizedState', '_reactInternals'].map((name) => ({
  selector: `MemberExpression[property.name='${name}'], Identifier[name='${name}']`,
  message: "Tests never read React's private fiber tree: use React's Profiler, or assert what a user sees.",
}));

const RESTRICTED_PATTERNS = [
  { group: ['**/schema.gen', '**/schema.gen.ts'], message: 'Import contract types from src/api/types.ts.' },
  { group: ['react-router'], message: "Import router APIs from 'react-router-dom' only." },
];
const TOOLTIP_MESSAGE = "Use components/LazyTooltip: the console's one tooltip policy.";
const TOOLTIP_PATHS = [
  { name: '@mui/material', importNames: ['Tooltip'], message: TOOLTIP_MESSAGE },
  { name: '@mui/material/Tooltip', message: TOOLTIP_MESSAGE },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.gateway', 'public/mockServiceWorker.js', 'src/api/schema.gen.ts', 'test-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Server answers are rendered as text: raw HTML injection is never allowed.
      'no-restricted-syntax': ['error', ...AS_TEXT],
      // The token lives only in its cookie.
      'no-restricted-properties': [
        'error',
        { object: 'sessionStorage', message: 'No session data in sessionStorage.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Contract types come through src/api/types.ts; the router through react-router-dom; every tooltip
    // through the console's LazyTooltip (one tooltip policy). Import direction (layers, no cycle) is
    // dependency-cruiser's (.dependency-cruiser.cjs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/types.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: RESTRICTED_PATTERNS, paths: TOOLTIP_PATHS }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...AS_TEXT,
        ...REACT_INTERNALS,
        { selector: "Literal[value=/^__reactFiber|^__reactProps/]", message: REACT_INTERNALS[0].message },
      ],
    },
  },
  {
    files: ['src/components/LazyTooltip.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: RESTRICTED_PATTERNS }] },
  },
);
