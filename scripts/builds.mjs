/**
 * The project's builds, what each reads, and whether its output is up to date. When a build ends, a
 * digest of every file it reads (paths and contents) and of the output's entry file is kept in
 * node_modules/.cache; a build is skipped only when not one byte of either changed since. File times
 * do not count: a checkout or a copy changes them without changing a byte.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildProgress } from './build-progress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamps = path.join(root, 'node_modules', '.cache', 'ingress-console');

/** Read by every build: the packages and their versions, the compiler settings, this file. */
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/builds.mjs', 'scripts/build-progress.mjs'];
const CONSOLE = [...SHARED, 'src', 'public', 'index.html', 'vite.config.ts'];

/** A console build: vite.config.ts with `mode` (production: dist/, demo: dist-demo/, the demo's controls in). */
const consoleBuild = (mode) => async (plugins) => {
  const { build } = await import('vite');
  await build({ root, mode, logLevel: 'warn', plugins });
};

/**
 * The demo gateway (mocks/http-server.ts and everything it imports: msw, zod, the shared schemas) as one
 * ES module that plain `node` 20 runs: dist-gateway/demo-gateway.mjs.
 */
const gatewayBuild = async (plugins) => {
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins,
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
};

export const BUILDS = {
  console: {
    label: 'the console (production build)',
    outDir: 'dist',
    entry: 'index.html',
    inputs: CONSOLE,
    run: consoleBuild('production'),
  },
  demoConsole: {
    label: "the console (production build, with the demo's controls)",
    outDir: 'dist-demo',
    entry: 'index.html',
    inputs: CONSOLE,
    run: consoleBuild('demo'),
  },
  gateway: {
    label: 'the demo gateway',
    outDir: 'dist-gateway',
    entry: 'demo-gateway.mjs',
    inputs: [...SHARED, 'mocks', 'src/api', 'openapi.yaml'],
    run: gatewayBuild,
  },
};

const filesUnder = (relative) => {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
};

const digestOf = (files) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
};

/** The digest of a build's inputs and of its output's entry file (absent: no output). */
const stateOf = (build) => {
  const entry = path.join(build.outDir, build.entry);
  return {
    sources: digestOf(build.inputs.flatMap(filesUnder)),
    output: existsSync(path.join(root, entry)) ? digestOf([entry]) : null,
  };
};

const stampFile = (build) => path.join(stamps, `${build.outDir}.json`);

export const isFresh = (build) => {
  const now = stateOf(build);
  if (!now.output || !existsSync(stampFile(build))) return false;
  try {
    const stamped = JSON.parse(readFileSync(stampFile(build), 'utf8'));
    return stamped.sources === now.sources && stamped.output === now.output;
  } catch {
    // A stamp cut short (a build stopped while writing it) proves nothing: build again.
    return false;
  }
};

/**
 * Builds, with its progress shown, and stamps the output. A production build whatever the caller runs
 * under (Vitest sets NODE_ENV=test, which would make Vite build with the production flag off: no
 * Secure cookie, development logging on).
 */
export const runBuild = async (build) => {
  process.env.NODE_ENV = 'production';
  await build.run([buildProgress(build.label, build.outDir)]);
  mkdirSync(stamps, { recursive: true });
  writeFileSync(stampFile(build), JSON.stringify(stateOf(build)));
};

/** Builds what is not up to date; says in one line what it skips. */
export const ensureFresh = async (builds) => {
  for (const build of builds) {
    if (isFresh(build)) console.log(`${build.outDir}/ is up to date with its sources: not rebuilt.`);
    else await runBuild(build);
  }
};
