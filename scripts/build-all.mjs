#!/usr/bin/env node
/**
 * Production bundle (dist/) and the bundled demo gateway (dist-gateway/) that end-to-end tests serve it
 * with; always built (npm start and the benchmarks skip what is up to date), each stamped as up to date.
 */
import { BUILDS, runBuild } from './builds.mjs';

try {
  await runBuild(BUILDS.console);
  await runBuild(BUILDS.gateway);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
