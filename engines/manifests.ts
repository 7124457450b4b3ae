/**
 * Every game's manifest (docs/engines.md, "The manifest"), in result-code order: the one list of the games the core
 * keeps records of. engines/manifests.test.ts freezes each game's code byte and checks that the registries built
 * beside it (the classroom registry, the class specs, the save keys the error boundaries use) name the same games.
 */
import type { GameManifest } from './core/record';
import { manifest as bullwhip } from './bullwhip/manifest';
import { manifest as everest } from './everest/manifest';
import { manifest as summit } from './summit/manifest';
import { manifest as cityTycoon } from './city-tycoon/manifest';
import { manifest as launchpad } from './launchpad/manifest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently-typed games
export const MANIFESTS: readonly GameManifest<any, any, any, any>[] = [bullwhip, everest, summit, cityTycoon, launchpad];
