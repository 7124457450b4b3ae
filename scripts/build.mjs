#!/usr/bin/env node
// npm run build: `next build`, then every post-build step (POSTBUILD_STEPS in scripts/build-if-stale.mjs: the link
// preview images, the per-page CSP, …) and the check of out/ — always, even when out/ looks fresh — so a build made
// by hand is the same as the one `npm start` and `npm test` make.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(process.env, { force: true });
