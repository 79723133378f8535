import { defineConfig } from 'vitest/config';
import e2eConfig from './vitest.e2e.config.ts';

/**
 * The benches' own tests (tests/bench/): their protocol check and their TLS front, on the browser
 * journeys' setup (the demo build in dist-demo/; LIVE_DIR or a live build made for the run). Not in
 * `npm test`, which proves the product: `npm run test:bench` when working on the benches.
 */
export default defineConfig({ ...e2eConfig, test: { ...e2eConfig.test, include: ['tests/bench/**/*.{test,e2e}.ts'] } });
