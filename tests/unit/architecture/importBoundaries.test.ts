// @vitest-environment node
/**
 * The import boundaries (.dependency-cruiser.cjs, checked on the console's own tree by `npm run
 * lint:imports` in `npm test`) bite: on a small tree laid out like the console's, each kind of
 * violation the project forbids is reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as { forbidden: unknown[] };

const violationsIn = async (baseDir: string, sources: string[]) => {
  const { output } = await cruise(sources, {
    baseDir,
    ruleSet: { forbidden: config.forbidden } as never,
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
};

const fixtures: string[] = [];

/** A throw-away tree: `files` maps a path (under src/ or mocks/) to its source. */
const tree = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  fixtures.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
};

afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('import boundaries', () => {
  it("report a cycle, upward imports, a feature reaching into another's internals, the route table outside boot code, a screen handed on by a feature, and the demo and the console reaching into each other", async () => {
    const dir = tree({
      'src/components/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/components/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'src/providers/reach.ts': "import { list } from '../nodes/list';\nexport const reach = list;\n",
      'src/nodes/list.ts': "import { card } from '../services/card';\nexport const list = card;\n",
      'src/nodes/preload.ts': "import { routes } from '../routes';\nexport const preload = routes;\n",
      'src/services/card.ts': 'export const card = 1;\n',
      'src/nodes/NodeList.tsx': 'export default function NodeList() { return null; }\n',
      'src/home/index.ts': "export { default as NodeList } from '../nodes/NodeList';\n",
      'src/services/index.ts': "export { card } from './card';\n",
      'src/routes.ts': 'export const routes = {};\n',
      'src/palette/uses.ts': "import { shell } from '../layout/shell';\nexport const uses = shell;\n",
      'src/layout/shell.ts': 'export const shell = 1;\n',
      'mocks/handler.ts': "import { list } from '../src/nodes/list';\nexport const handler = list;\n",
      'src/api/types.ts': "import { handler } from '../../mocks/handler';\nexport const types = handler;\n",
    });
    expect(await violationsIn(dir, ['src', 'mocks'])).toEqual([
      'features-import-below: src/nodes/preload.ts → src/routes.ts',
      'features-import-below: src/palette/uses.ts → src/layout/shell.ts',
      'features-through-index: src/home/index.ts → src/nodes/NodeList.tsx',
      'features-through-index: src/nodes/list.ts → src/services/card.ts',
      'mocks-use-the-contract-only: mocks/handler.ts → src/nodes/list.ts',
      'no-circular: src/components/a.ts → src/components/b.ts',
      'providers-import-below: src/providers/reach.ts → src/nodes/list.ts',
      'route-table-for-boot-only: src/nodes/preload.ts → src/routes.ts',
      'screens-through-the-route-table: src/home/index.ts → src/nodes/NodeList.tsx',
      'src-without-demo: src/api/types.ts → mocks/handler.ts',
    ]);
  }, 60_000);

  it("report the demo's controls (src/demo) imported by anything but main.tsx, or reaching a feature", async () => {
    const dir = tree({
      'src/demo/index.ts': "import { list } from '../nodes/list';\nexport const demoConsole = list;\n",
      'src/nodes/list.ts': 'export const list = 1;\n',
      'src/nodes/uses.ts': "import { demoConsole } from '../demo';\nexport const uses = demoConsole;\n",
      'src/App.tsx': "import { demoConsole } from './demo';\nexport const App = demoConsole;\n",
      'src/main.tsx': "export const boot = () => import('./demo');\n",
    });
    expect(await violationsIn(dir, ['src'])).toEqual([
      'demo-controls-for-boot-only: src/App.tsx → src/demo/index.ts',
      'demo-controls-for-boot-only: src/nodes/uses.ts → src/demo/index.ts',
      'demo-imports-below: src/demo/index.ts → src/nodes/list.ts',
      'features-import-below: src/nodes/uses.ts → src/demo/index.ts',
    ]);
  }, 60_000);
});
