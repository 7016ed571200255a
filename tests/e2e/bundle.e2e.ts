/** The production bundle holds no demo gateway: no MSW, no worker file, no seed data or demo credentials. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/credentials';
import { en as demoEn } from '../../src/demo/i18n/en';
import { fr as demoFr } from '../../src/demo/i18n/fr';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');
const files = readdirSync(path.join(dist, 'assets')).map((file) => path.join(dist, 'assets', file));
const text = [path.join(dist, 'index.html'), ...files].map((file) => readFileSync(file, 'utf8')).join('\n');

describe('production bundle', () => {
  it('does not ship the MSW service worker', () => {
    expect(existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
  });

  it.each([
    ['the MSW library', 'setupWorker'],
    ['the MSW library', 'mockServiceWorker'],
    ['the demo credentials', DEMO_PASSWORD],
    ['the demo controls', '__demo'],
    ['the demo seed data', 'Wiredoor_Local'],
    ['the demo database key', 'ingress-demo-db'],
    ['the demo tunnel button', 'Bring the tunnel up (demo)'],
    ['the demo texts', 'app.demo.tunnel'],
  ])('does not contain %s (%s)', (_what, marker) => {
    expect(text).not.toContain(marker);
  });

  it.each([...Object.values(demoEn.app.demo.tunnel), ...Object.values(demoFr.app.demo.tunnel)])(
    "does not contain the demo controls' text %s",
    (demoText) => {
      expect(text).not.toContain(demoText);
    },
  );

  it('still contains the console itself', () => {
    expect(text).toContain('Client / Nodes');
  });
});

describe("the boot's chunks", () => {
  // zod's error class keeps its name through minification: a marker of the library being in a chunk.
  const holdsZod = (file: string) => readFileSync(file, 'utf8').includes('ZodError');
  const boot = files.filter((file) => /[\\/](index|signin|stack|setup|console|screens)-[^\\/]+\.js$/.test(file));

  it('leave zod to the forms, which load it when first opened', () => {
    expect(boot.length).toBeGreaterThanOrEqual(6);
    expect(boot.filter(holdsZod).map((file) => path.basename(file))).toEqual([]);
    expect(files.some(holdsZod)).toBe(true);
  });
});
