/**
 * Every game's balance suite (engines/<game>/balance.ts), for `npm run balance` (bench/balance.ts). A game adds its
 * line when its suite lands.
 */
import type { BalanceSuite } from './core/balance';
import { balance as bullwhip } from './bullwhip/balance';
import { balance as cityTycoon } from './city-tycoon/balance';
import { balance as everest } from './everest/balance';
import { balance as launchpad } from './launchpad/balance';
import { balance as summit } from './summit/balance';

/* eslint-disable @typescript-eslint/no-explicit-any -- a list of differently-typed games */
export const BALANCE: BalanceSuite<any, any, any>[] = [];
BALANCE.push(bullwhip);
BALANCE.push(summit);
BALANCE.push(cityTycoon);
BALANCE.push(everest);
BALANCE.push(launchpad);
/* eslint-enable @typescript-eslint/no-explicit-any */
