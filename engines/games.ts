/**
 * Every game's identity (its `engines/<game>/game.ts`), in result-code order: the one list from which the code's
 * game byte, the storage keys, the catalogue's routes and the class links are read (docs/engines.md, "The
 * manifest"). A leaf module: no rules load with it. engines/manifests.test.ts checks each manifest agrees.
 */
import { GAME as bullwhip } from './bullwhip/game';
import { GAME as everest } from './everest/game';
import { GAME as summit } from './summit/game';
import { GAME as cityTycoon } from './city-tycoon/game';
import { GAME as launchpad } from './launchpad/game';

/** Ordered by `codeIndex`: never reorder, only append. */
export const GAMES = [bullwhip, everest, summit, cityTycoon, launchpad] as const;
export type GameId = (typeof GAMES)[number]['id'];
export type GameIdentity = (typeof GAMES)[number];

export const GAME_BY_ID = Object.fromEntries(GAMES.map((g) => [g.id, g])) as { [K in GameId]: Extract<GameIdentity, { id: K }> };
