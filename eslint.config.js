import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'src/api/schema.gen.ts', 'test-results'] },
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
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server data as text.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Render server data as text.' },
      ],
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
    // Import direction (DESIGN §2): src never imports mocks (except the demo bootstrap) nor tests;
    // only src/api/types.ts imports the generated contract.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/api/types.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mocks/**', '../mocks/*', '../../mocks/*'], message: 'src must not import the demo gateway.' },
            { group: ['**/schema.gen', '**/schema.gen.ts'], message: 'Import contract types from src/api/types.ts.' },
            { group: ['react-router'], message: "Import router APIs from 'react-router-dom' only." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../layout/*', '../nodes/*', '../domains/*', '../services/*', '../logs/*', '../tokens/*', '../home/*', '../auth/*', '../components/*'], message: 'api/ and providers/ know nothing of screens.' }] },
      ],
    },
  },
);
