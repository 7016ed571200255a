// @vitest-environment node
/**
 * Issue 23: @mui/x-charts reaches the browser only with a screen that draws a chart. The rest of the
 * console imports the charts through src/components/charts/index.ts only, that module loads every chart
 * with a dynamic import, and nothing it imports statically leads to @mui/x-charts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = path.join(ROOT, 'src');
const CHARTS = path.join(SRC, 'components', 'charts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

interface Import {
  specifier: string;
  /** A static import of values (not `import type`, not `import()`). */
  eager: boolean;
}

const importsOf = (file: string): Import[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, eager: !typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, eager: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The file a relative specifier names, or null for a package. */
const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file)) ?? null;
};

const isXCharts = (specifier: string) => specifier === '@mui/x-charts' || specifier.startsWith('@mui/x-charts/');

describe('the charts boundary', () => {
  it('finds the chart library where the charts draw (the scan works)', () => {
    expect(importsOf(path.join(CHARTS, 'TimeLineChart.tsx')).some((found) => isXCharts(found.specifier) && found.eager)).toBe(true);
  });

  it('keeps @mui/x-charts and the chart files inside src/components/charts', () => {
    const outside = sourceFiles(SRC).filter((file) => !file.startsWith(CHARTS + path.sep));
    const offending = outside.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => {
          const target = resolve(file, specifier);
          return isXCharts(specifier) || (target != null && target.startsWith(CHARTS + path.sep) && target !== path.join(CHARTS, 'index.ts'));
        })
        .map(({ specifier }) => `${path.relative(ROOT, file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('loads the chart library only through dynamic imports from the index', () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { specifier, eager } of importsOf(file)) {
        if (!eager) continue;
        if (isXCharts(specifier)) reached.push(`${path.relative(ROOT, file)} → ${specifier}`);
        const target = resolve(file, specifier);
        if (target) walk(target);
      }
    };
    walk(path.join(CHARTS, 'index.ts'));
    expect(seen.size).toBeGreaterThan(1);
    expect(reached).toEqual([]);
  });
});
