#!/usr/bin/env node
/** `npm run build:gateway`: the demo gateway alone, bundled into dist-gateway/demo-gateway.mjs (scripts/builds.mjs). */
import { BUILDS, runBuild } from './builds.mjs';

await runBuild(BUILDS.gateway);
