/**
 * What `npm test` needs beyond npm's packages: Debian's Chromium (the end-to-end tests drive it) and
 * Debian's nginx (the deployment sample's test runs it). Missing ones are installed with apt-get when
 * run as root on a machine that has it (as CI does); otherwise the test run stops at once and says
 * the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

export const SYSTEM_PACKAGES = [
  { name: 'chromium', path: CHROMIUM_PATH },
  { name: 'nginx', path: '/usr/sbin/nginx' },
];

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

const aptGet = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** True when every package is there (installed now if it could be); false after saying what to run. */
export const ensureSystemPackages = ({ packages = SYSTEM_PACKAGES, root = process.getuid?.() === 0, apt = hasAptGet() } = {}) => {
  const missing = packages.filter((item) => !existsSync(item.path)).map((item) => item.name);
  if (missing.length === 0) return true;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (root && apt) {
    console.log(`\n▶ installing from Debian: ${missing.join(', ')}`);
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', '--no-install-recommends', ...missing])) return true;
    console.log(`\nInstalling ${missing.join(' and ')} failed: run \`${command}\` as root, then \`npm test\` again.`);
    return false;
  }
  console.log(`\n${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing (the end-to-end tests need Debian's packages). Run:\n\n  sudo ${command}\n\nthen \`npm test\` again.`);
  return false;
};
