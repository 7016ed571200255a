// @vitest-environment node
/**
 * `npm test` on a machine without Debian's Chromium or nginx: as root with apt-get it installs them
 * (CI); otherwise it stops at once and says the one command to run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureSystemPackages } from '../../../scripts/system-packages.mjs';

const here = { name: 'node', path: process.execPath };
const absent = (name: string) => ({ name, path: `/nonexistent/${name}` });

const said = () => vi.mocked(console.log).mock.calls.map((call) => call.join(' ')).join('\n');

afterEach(() => vi.restoreAllMocks());

describe('the system packages npm test needs', () => {
  it('are nothing to do when they are there', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureSystemPackages({ packages: [here], root: false, apt: false })).toBe(true);
    expect(said()).toBe('');
  });

  it('stop the run at once, naming the one command, when they cannot be installed here', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureSystemPackages({ packages: [here, absent('chromium'), absent('nginx')], root: false, apt: true })).toBe(false);
    expect(said()).toContain('chromium and nginx are missing');
    expect(said()).toContain('sudo apt-get install -y chromium nginx');
  });

  it('say the same on a machine without apt-get, even as root', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureSystemPackages({ packages: [absent('chromium')], root: true, apt: false })).toBe(false);
    expect(said()).toContain('sudo apt-get install -y chromium');
  });
});
