/**
 * A screenshot held to its reference image (tests/e2e/reference/<name>.png) with a tolerance: pixelmatch
 * tells the pixels that differ by more than `THRESHOLD` (anti-aliasing ignored), and a screen fails when
 * more than `MAX_MISMATCH` of them do. A missing reference, or any with UPDATE_REFERENCES=1, is written
 * rather than compared. On a failure the actual image and a diff (differences in red) land in
 * test-results/visual/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '..', '..');
export const REFERENCES = path.join(root, 'tests', 'e2e', 'reference');
export const FAILURES = path.join(root, 'test-results', 'visual');

/** pixelmatch's colour distance (0 to 1) under which two pixels count as equal. */
export const THRESHOLD = 0.1;
/** The share of differing pixels a screen may have: text rendering's noise, not a moved block. */
export const MAX_MISMATCH = 0.005;

export interface ReferenceCheck {
  /** Share of the pixels that differ: 0 when the reference was written, 1 when the sizes differ. */
  mismatch: number;
  /** What happened, for the assertion message and the log. */
  message: string;
}

const relative = (file: string) => path.relative(root, file);

const writeFailure = (name: string, images: Record<string, Buffer>): string[] => {
  mkdirSync(FAILURES, { recursive: true });
  return Object.entries(images).map(([kind, image]) => {
    const file = path.join(FAILURES, `${name}-${kind}.png`);
    writeFileSync(file, image);
    return relative(file);
  });
};

/** The pixels that differ between two PNGs of one size (pixelmatch, at THRESHOLD), and the diff image. */
const compare = (expected: PNG, actual: PNG) => {
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: THRESHOLD });
  return { differing, diff };
};

/** How many pixels differ between two screenshots; Infinity when their sizes do. */
export const differingPixels = (first: Buffer, second: Buffer): number => {
  const [a, b] = [PNG.sync.read(first), PNG.sync.read(second)];
  return a.width === b.width && a.height === b.height ? compare(a, b).differing : Infinity;
};

/** Compares `actual` (a PNG) with the reference called `name`, or writes the reference. */
export const checkReference = (name: string, actual: Buffer): ReferenceCheck => {
  const reference = path.join(REFERENCES, `${name}.png`);
  if (process.env.UPDATE_REFERENCES === '1' || !existsSync(reference)) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(reference, actual);
    return { mismatch: 0, message: `${name}: reference written to ${relative(reference)}` };
  }
  const expected = PNG.sync.read(readFileSync(reference));
  const shot = PNG.sync.read(actual);
  if (shot.width !== expected.width || shot.height !== expected.height) {
    const [written] = writeFailure(name, { actual });
    return {
      mismatch: 1,
      message: `${name}: ${shot.width}×${shot.height} px, the reference is ${expected.width}×${expected.height} px (the layout moved); actual image: ${written}`,
    };
  }
  const { differing, diff } = compare(expected, shot);
  const mismatch = differing / (shot.width * shot.height);
  const percent = `${(mismatch * 100).toFixed(3)}% of the pixels differ (${differing})`;
  if (mismatch <= MAX_MISMATCH) return { mismatch, message: `${name}: ${percent}` };
  const written = writeFailure(name, { actual, diff: PNG.sync.write(diff) });
  return { mismatch, message: `${name}: ${percent}, more than ${MAX_MISMATCH * 100}%; actual and diff images: ${written.join(', ')}` };
};
