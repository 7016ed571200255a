/**
 * How the end-to-end tests and the benchmarks start Debian's Chromium: no sandbox (CI runs as root), no
 * GPU, and none of the background traffic a fresh profile would make (only 127.0.0.1 is reachable).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
