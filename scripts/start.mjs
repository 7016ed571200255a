#!/usr/bin/env node
/**
 * `npm start [-- --port N --data FILE]`: the console as operators meet it, its production build,
 * on one port of 127.0.0.1 (PORT, default 3000). With the demo gateway over HTTP, its data kept in
 * .demo/gateway-data.json across restarts; or, when GATEWAY_URL names a real gateway, without the demo,
 * /api proxied to that gateway (vite preview). Builds first what is not up to date with its sources,
 * showing its progress. Ctrl+C (SIGINT) or SIGTERM stops it, the demo's data saved.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BUILDS, ensureFresh } from './builds.mjs';

export const DEFAULT_PORT = 3000;
const root = path.resolve(import.meta.dirname, '..');

const fail = (sentence) => {
  console.error(sentence);
  process.exit(1);
};

const readOptions = () => {
  let values;
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' } } }));
  } catch (error) {
    fail(`${error.message.split('. ')[0]}. Options: --port N, --data FILE.`);
  }
  const portText = values.port ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`"${portText}" is not a port: give a number from 1 to 65535 (PORT=8080 npm start).`);
  return { port, dataFile: path.resolve(values.data ?? path.join(root, '.demo', 'gateway-data.json')) };
};

const PARENT_CHECK_MS = 500;
const STOP_WAIT_MS = 1000;

/**
 * Stops on Ctrl+C or SIGTERM, and when `npm start` itself is stopped: npm does not pass a SIGTERM on to
 * its script, which would otherwise keep the port with nobody to stop it.
 */
const stopOnSignal = (stop) => {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    // Whatever a lingering connection holds, the command ends within a second.
    const atMost = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS));
    void Promise.race([stop(), atMost]).then(() => process.exit(0));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  if (process.env.npm_lifecycle_event !== 'start') return;
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && handler(), PARENT_CHECK_MS).unref();
};

const portTaken = (port) =>
  `Port ${port} of 127.0.0.1 is in use (another npm start?): choose another, e.g. PORT=${port + 1} npm start.`;

const startDemo = async ({ port, dataFile }) => {
  await ensureFresh([BUILDS.demoConsole, BUILDS.gateway]);
  const { startDemoGateway, DEMO_ADMIN } = await import(pathToFileURL(path.join(root, 'dist-gateway', 'demo-gateway.mjs')).href);
  const gateway = await startDemoGateway({ port, staticDir: path.join(root, 'dist-demo'), dataFile }).catch((error) =>
    fail(error.code === 'EADDRINUSE' ? portTaken(port) : error.message),
  );
  const shownFile = path.relative(process.cwd(), dataFile) || dataFile;
  console.log(
    [
      '',
      `Ingress Console with the demo gateway: ${gateway.url}`,
      `  Sign in as ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}.`,
      `  Demo data in ${shownFile} (${gateway.dataFound}); "Reset demo data" in the help menu (?) brings the seed back.`,
      '  Ctrl+C stops it. A real gateway instead: GATEWAY_URL=https://gw.example.com npm start; working on the code: npm run dev.',
    ].join('\n'),
  );
  stopOnSignal(() => gateway.stop());
};

const startAgainst = async (gatewayUrl, { port }) => {
  let target;
  try {
    target = new URL(gatewayUrl);
  } catch {
    fail(`GATEWAY_URL="${gatewayUrl}" is not a URL: give the gateway's address, e.g. GATEWAY_URL=https://gw.example.com npm start.`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') fail(`GATEWAY_URL="${gatewayUrl}" is not an http or https address.`);
  await ensureFresh([BUILDS.console]);
  const { preview } = await import('vite');
  // vite.config.ts proxies /api (event streams included) to GATEWAY_URL, for `vite preview` as for the dev server.
  const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } }).catch((error) =>
    fail(/already in use/i.test(error.message) ? portTaken(port) : error.message),
  );
  console.log(
    [
      '',
      // The port bound, which PORT=0 leaves to the system.
      `Ingress Console for ${target.origin}: http://127.0.0.1:${server.httpServer.address().port}`,
      "  Sign in with the gateway's admin. Ctrl+C stops it.",
    ].join('\n'),
  );
  stopOnSignal(() => {
    const closed = server.close();
    // Open event streams would hold the close for as long as they last.
    server.httpServer.closeAllConnections();
    return closed;
  });
};

if (process.argv[1] === import.meta.filename) {
  const options = readOptions();
  const gatewayUrl = process.env.GATEWAY_URL;
  try {
    if (gatewayUrl) await startAgainst(gatewayUrl, options);
    else await startDemo(options);
  } catch (error) {
    fail(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
