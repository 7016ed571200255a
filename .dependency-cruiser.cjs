/**
 * Import boundaries of src/ and mocks/ (DESIGN §2 and §3), checked by `npm run lint:imports` in `npm test`.
 *
 * Layers, lowest first; a module imports only from its own layer or a lower one:
 *   base        src/api, src/i18n, src/config.ts, src/appRoutes.ts
 *   providers   src/providers
 *   components  src/components
 *   features    src/{auth,configuration,domains,exposure,home,logs,nodes,palette,services,tokens}: another feature only
 *               through its index.ts (its public face), never its internals
 *   shell       src/layout
 *   boot        src/main.tsx, src/root.tsx (the React root: the light sign-in page, then App),
 *               src/App.tsx, src/consoleClients.ts (the query client and data provider, assembled with
 *               the live fleet), src/consoleSetup.ts (those clients and the screen preloader, a chunk
 *               main.tsx loads beside App's), src/routes.ts (the route table, imported by boot code only)
 * and no cycle anywhere. src/ reaches mocks/ only from main.tsx (the demo's dynamic import).
 *
 * src/demo (the demo's own controls and texts, e.g. "Bring the tunnel up (demo)") sits beside the
 * features: it uses components, providers and base only, and only main.tsx imports it (a dynamic import
 * behind __DEMO__), so production bundles never contain it. Screens reach its controls only through
 * the context of components/DemoControls.tsx, which is empty outside demo builds.
 */
const FEATURES = '(auth|configuration|domains|exposure|home|logs|nodes|palette|services|tokens)';
/** The route table's screens (src/routes.ts). */
const SCREENS = '(home/HomePage|nodes/NodeList|nodes/NodeDetails|logs/ServiceLogsPage|logs/DomainLogsPage|domains/DomainList|exposure/ExposurePage|configuration/ConfigurationPage)';
const BASE = ['^src/api/', '^src/i18n/', '^src/config\\.ts$', '^src/appRoutes\\.ts$'];
const PROVIDERS = [...BASE, '^src/providers/'];
const COMPONENTS = [...PROVIDERS, '^src/components/'];
const FEATURE_FOLDERS = [...COMPONENTS, `^src/${FEATURES}/`];

/** A layer may reach only `allowed` inside src/ (packages and node built-ins are always allowed). */
const layer = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^src/', pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes every module of it load, and change, with every other.',
      severity: 'error',
      from: { path: '^(src|mocks)/' },
      to: { circular: true },
    },
    layer('base-imports-only-base', '^src/(api|i18n)/|^src/(config|appRoutes)\\.ts$', BASE, 'The contract, the texts and the settings know nothing of the console.'),
    layer('providers-import-below', '^src/providers/', PROVIDERS, 'Providers know the contract, never screens.'),
    layer('components-import-below', '^src/components/', COMPONENTS, 'Shared components know providers, never a feature.'),
    layer('features-import-below', `^src/${FEATURES}/`, FEATURE_FOLDERS, 'A feature never reaches the shell or the boot code.'),
    layer('shell-imports-below', '^src/layout/', [...FEATURE_FOLDERS, '^src/layout/'], 'The shell never reaches the boot code.'),
    layer('demo-imports-below', '^src/demo/', [...COMPONENTS, '^src/demo/'], 'The demo controls know components and providers, never a feature, the shell or the boot code.'),
    {
      name: 'data-provider-is-an-adapter',
      comment: 'The data provider and its list reading know the typed client only: the live layer is plugged in by consoleClients.ts.',
      severity: 'error',
      from: { path: '^src/providers/(dataProvider|listStrategies|queryClient)\\.ts$' },
      to: { path: ['^src/providers/(streams|streamData)\\.ts$', '^src/providers/(live|history)/'] },
    },
    {
      name: 'demo-controls-for-boot-only',
      comment: 'src/demo is loaded by main.tsx only (a dynamic import behind __DEMO__): anything else importing it would ship it in production.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main\\.tsx$|demo/)' },
      to: { path: '^src/demo/' },
    },
    {
      name: 'features-through-index',
      comment: "A feature uses another feature's public face (its index.ts), never its internals.",
      severity: 'error',
      from: { path: `^src/${FEATURES}/` },
      to: { path: `^src/${FEATURES}/`, pathNot: ['^src/$1/', `^src/${FEATURES}/index\\.ts$`] },
    },
    {
      name: 'shell-uses-feature-index',
      comment: "The shell uses a feature's public face (its index.ts), never its internals.",
      severity: 'error',
      from: { path: '^src/layout/' },
      to: { path: `^src/${FEATURES}/`, pathNot: `^src/${FEATURES}/index\\.ts$` },
    },
    {
      name: 'route-table-for-boot-only',
      comment: 'The route table (every screen and its loader) is boot code: others reach it through the screen preloader context.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(main|App)\\.tsx$', '^src/consoleSetup\\.ts$'] },
      to: { path: '^src/routes\\.ts$' },
    },
    {
      name: 'screens-through-the-route-table',
      comment: 'A screen is loaded by the route table only: features do not hand screens to each other.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/routes\\.ts$' },
      to: { path: `^src/${SCREENS}\\.tsx$` },
    },
    {
      name: 'src-without-demo',
      comment: 'The demo gateway is loaded by the boot code only (a dynamic import behind the build flag).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-use-the-contract-only',
      comment: "The demo gateway follows openapi.yaml (src/api), not the console's screens or providers.",
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/', pathNot: '^src/api/' },
    },
    {
      name: 'declared-packages-only',
      comment: 'Every package imported is declared in package.json (no reliance on what another package brings).',
      severity: 'error',
      from: { path: '^(src|mocks|tests|scripts)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'dev-packages-stay-out-of-src',
      comment: 'The console ships only its dependencies.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only', 'triple-slash-type-reference'] },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/api/schema\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
