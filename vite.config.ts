/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** public/ holds MSW's worker for the dev server's demo; no build runs it, so none ships it. */
const dropDemoWorker = (outDir: string): Plugin => ({
  name: 'drop-demo-worker',
  apply: 'build',
  closeBundle() {
    rmSync(path.resolve(outDir, 'mockServiceWorker.js'), { force: true });
  },
});

/**
 * The libraries every signed-in screen runs on (react-admin's shell, MUI's core, emotion, the router,
 * react-query, react-hook-form): one chunk, cached apart from the console's own code.
 */
const STACK = /node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|node-polyglot|@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion[\\/][^\\/]+|react-router|react-router-dom|@tanstack[\\/][^\\/]+|react-hook-form)[\\/]/;

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

const SRC = path.resolve('src') + path.sep;

/** A feature's public face (src/nodes/index.ts…), which also re-exports its dialogs and forms. */
const FEATURE_INDEX = /^(?!components[\\/])[^\\/]+[\\/]index\.tsx?$/;

/**
 * The console's own modules that `start` imports statically, itself included; with `throughIndexes`
 * false, not through a feature's index.ts (it also re-exports the feature's dialogs and forms, which
 * load when first opened: a screen that imports one thing from it does not need the rest).
 */
const ownModules = (graph: ModuleGraph, start: string, { throughIndexes = true } = {}): Set<string> => {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (next.startsWith(SRC) && (throughIndexes || !FEATURE_INDEX.test(next.slice(SRC.length)))) pending.push(next);
    }
  }
  return seen;
};

/**
 * The chunks of the boot's code: `signin` (root.tsx: React and the light sign-in page, beside main.tsx's
 * own few modules), then what a signed-in screen loads beyond it: `setup` (consoleSetup.ts: the query
 * client and data provider, to ask for the first data early), `console` (App.tsx, the shell) and
 * `screens` (what two screens of the route table or more share), beside the screen's own; `logs` (what
 * only the two log screens share) loads with the first of them. Rolldown's
 * automatic splitting cuts these by which of the thirty lazily loaded screens, dialogs and forms share
 * each module: some seventy files before the nodes list shows, each a request of its own, six at a
 * time over HTTP/1.1.
 */
const bootChunks = () => {
  let chunkOf: Map<string, string> | undefined;
  const chunks = (graph: ModuleGraph) => {
    const found = new Map<string, string>();
    const boot = ownModules(graph, path.join(SRC, 'main.tsx'));
    const signIn = new Set([...boot, ...ownModules(graph, path.join(SRC, 'root.tsx'))]);
    for (const module of signIn) if (!boot.has(module)) found.set(module, 'signin');
    for (const [name, start] of [['setup', 'consoleSetup.ts'], ['console', 'App.tsx']]) {
      for (const module of ownModules(graph, path.join(SRC, start))) if (!signIn.has(module) && !found.has(module)) found.set(module, name);
    }
    const sharers = new Map<string, string[]>();
    for (const screen of graph.getModuleInfo(path.join(SRC, 'routes.ts'))?.dynamicallyImportedIds ?? []) {
      for (const module of ownModules(graph, screen, { throughIndexes: false })) sharers.set(module, [...(sharers.get(module) ?? []), screen]);
    }
    // The log viewer, which only the two log screens share, loads with the first of them, not at boot.
    const logScreen = (screen: string) => screen.startsWith(path.join(SRC, 'logs') + path.sep);
    for (const [module, screens] of sharers) {
      if (screens.length < 2 || signIn.has(module) || found.has(module)) continue;
      found.set(module, screens.every(logScreen) ? 'logs' : 'screens');
    }
    return found;
  };
  return (name: string) => (id: string, graph: ModuleGraph) => ((chunkOf ??= chunks(graph)).get(id) === name ? name : null);
};

/**
 * index.html preloads `module`'s chunk, its imports and its styles: main.tsx imports it as soon as it
 * runs, and waiting for that would cost a round trip.
 */
const preloadFromHtml = (module: string): Plugin => ({
  name: 'preload-from-html',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
      const start = chunks.find((chunk) => chunk.moduleIds.includes(path.resolve(module)));
      if (!start) throw new Error(`preload-from-html: no chunk for ${module}`);
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (chunk: (typeof chunks)[number]) => {
        if (scripts.has(chunk.fileName)) return;
        scripts.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        for (const name of chunk.imports) visit(chunks.find((other) => other.fileName === name)!);
      };
      visit(start);
      const link = (rel: string, file: string) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' as const });
      return [
        ...[...scripts].filter((file) => !html.includes(file)).map((file) => link('modulepreload', file)),
        ...[...styles].filter((file) => !html.includes(file)).map((file) => link('stylesheet', file)),
      ];
    },
  },
});

// The dev server talks to the demo gateway (MSW in the browser) unless GATEWAY_URL names a real one,
// in which case it proxies /api (event streams included) to it. `--mode demo` builds dist-demo/, the
// production console with the demo's controls, which `npm start` serves from the demo gateway over HTTP.
export default defineConfig(({ command, mode }) => {
  const gatewayUrl = process.env.GATEWAY_URL;
  const demo = mode === 'demo' || (command === 'serve' && !gatewayUrl && mode !== 'test');
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  const port = Number(process.env.PORT ?? 5173);
  const boot = bootChunks();
  return {
    plugins: [react(), preloadFromHtml('src/root.tsx'), dropDemoWorker(outDir)],
    define: {
      __DEMO__: JSON.stringify(demo),
      // Only the dev server runs the demo gateway in the browser; a build's demo gateway is a server.
      __DEMO_WORKER__: JSON.stringify(demo && command === 'serve'),
    },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: gatewayUrl
        ? {
            '/api': {
              target: gatewayUrl,
              changeOrigin: true,
              secure: process.env.GATEWAY_INSECURE !== '1',
            },
          }
        : undefined,
    },
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: {
      outDir,
      sourcemap: false,
      manifest: true,
      // The stack chunk (react-admin, MUI, emotion, the router, react-query) is 840 kB minified.
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // Fewer requests before a signed-in screen shows (docs/benchmarks.md, "What loads when").
          // The sign-in page's modules keep their chunk (the `$initial` group, first), so neither
          // group below can draw them in.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'], priority: 6 },
              { name: boot('signin'), debugName: 'signin', priority: 5 },
              // Above the stack, so that react-query's core comes with it rather than with the stack.
              { name: boot('setup'), debugName: 'setup', priority: 4 },
              { name: 'stack', test: STACK, priority: 3 },
              { name: boot('console'), debugName: 'console', priority: 2 },
              { name: boot('screens'), debugName: 'screens', priority: 1 },
              // Its own modules only: an icon the log status shares with a node's page and a check stays
              // out, else both load the log viewer for it (tests/e2e/logs.e2e.ts covers the order).
              { name: boot('logs'), debugName: 'logs', priority: 1, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    test: {
      // Vitest's own default leaves a core idle: on 2 cores one worker, and the jsdom suites took twice as long.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            // Units: functions, hooks and components alone, the contract, the demo gateway itself.
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/mocks/**/*.test.ts'],
            setupFiles: ['tests/setup.ts'],
            testTimeout: 20000,
            define: { __DEMO__: 'false' },
          },
        },
        {
          extends: true,
          test: {
            // Screens in jsdom against the demo gateway's handlers.
            name: 'integration',
            environment: 'jsdom',
            include: ['tests/integration/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
            testTimeout: 20000,
            define: { __DEMO__: 'false' },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/globalSetup.ts'],
            testTimeout: 60000,
            hookTimeout: 120000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The console served by a real Wiredoor gateway (GATEWAY_E2E_URL), and the demo held to it.
            name: 'gateway',
            environment: 'node',
            include: ['tests/gateway/**/*.gateway.ts'],
            globalSetup: ['tests/gateway/globalSetup.ts'],
            testTimeout: 90000,
            hookTimeout: 120000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
