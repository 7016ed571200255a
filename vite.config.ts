/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
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

// The dev server talks to the demo gateway (MSW in the browser) unless GATEWAY_URL names a real one,
// in which case it proxies /api (event streams included) to it. `--mode demo` builds dist-demo/, the
// production console with the demo's controls, which `npm start` serves from the demo gateway over HTTP.
export default defineConfig(({ command, mode }) => {
  const gatewayUrl = process.env.GATEWAY_URL;
  const demo = mode === 'demo' || (command === 'serve' && !gatewayUrl && mode !== 'test');
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  const port = Number(process.env.PORT ?? 5173);
  return {
    plugins: [react(), dropDemoWorker(outDir)],
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
      chunkSizeWarningLimit: 800,
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/mocks/**/*.test.ts'],
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
