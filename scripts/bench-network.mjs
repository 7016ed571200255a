/**
 * The network a benchmark's page is on, and what it asked of it: Chrome DevTools' throttling presets
 * applied through the DevTools protocol, and the requests before a moment (the first row), with the
 * critical path to it and its waterfall. bench:load uses it; tests/e2e/benchNetwork.e2e.ts holds it to
 * what a real Chromium does.
 */

/**
 * DevTools' own presets (its Network panel's "Fast 4G" and "Slow 4G", as Lighthouse and Puppeteer have
 * them): the latency is added to every request, the throughputs are bytes per second. `none`: no
 * emulation. A dedicated worker's requests are throttled with its page's (a worker's session answers
 * Network.emulateNetworkConditions with "Not supported").
 */
export const NETWORK_PROFILES = {
  none: undefined,
  fast4g: { latency: 60 * 2.75, downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9 },
  slow4g: { latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 },
};

/** `--net none,fast4g`: the profiles' names, checked. */
export const networkProfiles = (list) => {
  const names = String(list).split(',').filter(Boolean);
  for (const name of names) {
    if (!(name in NETWORK_PROFILES)) throw new Error(`--net ${name}: one of ${Object.keys(NETWORK_PROFILES).join(', ')} is expected`);
  }
  return names;
};

/** Puts the page of a DevTools session (Playwright's CDPSession) on the profile `name`. */
export const emulateNetwork = async (cdp, name) => {
  const conditions = NETWORK_PROFILES[name];
  if (!conditions) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, connectionType: 'cellular4g', ...conditions });
};

/**
 * When a request's answer was there for the page to use: its last byte, or for an event stream (which
 * does not end) its first message.
 */
const doneAt = (request) => request.endAt ?? (request.stream ? request.firstDataAt : undefined);

/**
 * What can hold a page's content back: its document, code, styles, data and streams (not its icons,
 * images or fonts, which it renders without).
 */
const BLOCKING = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'EventSource']);

/**
 * The chain of requests the moment `until` waited for, first to last: from the request that delivered
 * the content (the first answered request whose URL `content` matches, else the last one done before
 * `until`), back through, for each, the request whose answer came in last before it was asked for (the
 * code or data that asked for it had to arrive first), down to the first request asked for from `from`
 * (the visit's document, or a press: what the user waited for starts there). By timing alone: an
 * initiator names the script that asked, not the last of the modules that script waited for.
 */
export const criticalPath = (requests, { from = -Infinity, until, content } = {}) => {
  const settled = requests
    .filter((request) => request.sentAt >= from && (doneAt(request) ?? Infinity) <= until)
    .filter((request) => !request.failed && BLOCKING.has(request.type))
    .sort((a, b) => doneAt(a) - doneAt(b));
  let current = (content && settled.find((request) => content.test(request.url))) ?? settled.filter((request) => !request.stream).at(-1);
  const path = [];
  while (current) {
    path.unshift(current);
    const sentAt = current.sentAt;
    current = settled.filter((request) => doneAt(request) <= sentAt).at(-1);
  }
  return path;
};

/** The round trips a path cost: its requests that went to the network (not answered from the cache). */
export const roundTrips = (path) => path.filter((request) => !request.cached).length;

/** The requests that went to the network between `from` and `until` (asked for in that window). */
export const networkRequests = (requests, { from = -Infinity, until }) =>
  requests.filter((request) => !request.cached && request.sentAt >= from && request.sentAt <= until);

const shortUrl = (url) => {
  try {
    const { pathname, search } = new URL(url);
    // Event streams carry the token in their query.
    const query = search.replace(/token=[^&]+/, 'token=…');
    return `${pathname}${query}`.slice(0, 90);
  } catch {
    return url.slice(0, 90);
  }
};

/**
 * The waterfall of every request asked for between `from` and `until` (ms from `from`: asked for, answer's
 * headers, done; KB on the wire; from the cache or not), the critical path marked `*`, as text lines.
 */
export const waterfall = (requests, { from, until, content }) => {
  const path = new Set(criticalPath(requests, { from, until, content }));
  const at = (ms) => (ms === undefined || ms > until ? '…' : String(Math.round(ms - from)));
  const rows = requests
    .filter((request) => request.sentAt >= from && request.sentAt <= until)
    .sort((a, b) => a.sentAt - b.sentAt)
    .map((request) => [
      path.has(request) ? '*' : '',
      at(request.sentAt),
      at(request.headersAt),
      at(doneAt(request)),
      request.cached ? 'cache' : `${Math.round(request.bytes / 1024)} KB`,
      request.source === 'page' ? '' : 'worker',
      `${request.method} ${shortUrl(request.url)}`,
    ]);
  const table = [['', 'asked', 'headers', 'done', 'size', '', 'request'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table.map((row) => row.map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd());
};
