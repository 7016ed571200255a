// Bundles the demo gateway (mocks/http-server.ts and everything it imports: msw, zod, the shared
// schemas) into one ES module that plain `node` 20 runs: dist-gateway/demo-gateway.mjs.
// Usage: node scripts/build-demo-gateway.mjs
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  // No `define` of __DEMO__ etc. is needed: the gateway never imports the console's UI code.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'mocks/http-server.ts',
    outDir: 'dist-gateway',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'demo-gateway.mjs', codeSplitting: false },
    },
  },
});

console.log('built dist-gateway/demo-gateway.mjs');
