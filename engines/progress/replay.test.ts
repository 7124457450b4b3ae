/**
 * A finish counts once per game, seed and moves: replaying the same moves earns nothing (docs/rules/launchpad.md
 * "XP counts a week once" states the rule for every game). Each test plays one game of a simulation twice from the
 * same seed with the same policy (the game's balance suite drives the engine), keys each finish exactly as that game's
 * end screen does, and awards both: the second earns nothing. A game under another seed is another finish, so the key
 * is not a constant. LaunchPad, keyed on its moves alone, is tested in engines/launchpad/xp.test.ts.
 *
 * The end screens' keys, mirrored here (change both together):
 *   components/everest/EndScreen.tsx   finishId(game.seed, codeMovesOf(played))
 *   components/bullwhip/Game.tsx       finishId(game.seed, [game.scenario, game.playerRole, movesOf(game)])
 *   components/summit/FinalPanel.tsx   finishId(record.seed, codeMoves(manifest, record.moves))
 *   components/city-tycoon/ResultPanel.tsx  finishId(played.state.seed, codedMoves(played))
 */
import { playGame, type BalanceSuite } from '../core/balance';
import { balance as bullwhipSuite } from '../bullwhip/balance';
import { movesOf as bullwhipMoves } from '../bullwhip/classroom';
import { balance as tycoonSuite } from '../city-tycoon/balance';
import { codedMoves } from '../city-tycoon/classroom';
import { balance as everestSuite } from '../everest/balance';
import { codeMovesOf } from '../everest/classroom';
import { balance as summitSuite } from '../summit/balance';
import { codeMoves } from '../core/record';
import { manifest as summitManifest } from '../summit/manifest';
import { award, emptyRecord, finishId as finishIdOf } from './award';
import type { Finish } from './types';

const AT = '2026-11-26T10:00:00.000Z';

/** The finished state of one game: the suite's first case, its sensible policy, this seed. */
function finished<S>(suite: BalanceSuite<S, any, any>, seed: string): S {
  const c = suite.game.cases[0];
  const make = suite.policies(c).find((m) => m().kind === 'sensible');
  if (!make) throw new Error(`${suite.game.id}: no sensible policy`);
  return playGame(suite.game, c, make(), seed).state;
}

/** XP gained by each finish in turn, on one device. */
function gains(finishes: readonly Finish[]): number[] {
  let record = emptyRecord();
  return finishes.map((f) => {
    const out = award(record, f, AT);
    record = out.record;
    return out.gained;
  });
}

function expectOnce(make: (seed: string) => Finish): void {
  const [a, b, other] = [make('REPLAY-1'), make('REPLAY-1'), make('REPLAY-2')];
  expect(b.id).toBe(a.id);
  expect(other.id).not.toBe(a.id);
  const [first, again, another] = gains([a, b, other]);
  expect(first).toBeGreaterThan(0);
  expect(again).toBe(0);
  expect(another).toBeGreaterThan(0);
}

test('Everest: the same moves on the same seed earn once', () => {
  expectOnce((seed) => {
    const played = finished(everestSuite, seed);
    expect(played.record.moves.length).toBeGreaterThan(0);
    return { game: 'everest', id: finishIdOf(played.state.seed, codeMovesOf(played)), result: { grade: 'C', summited: false } };
  });
});

test('Bullwhip Rush: the same orders on the same seed earn once', () => {
  expectOnce((seed) => {
    const game = finished(bullwhipSuite, seed);
    return {
      game: 'bullwhip',
      id: finishIdOf(game.seed, [game.scenario, game.playerRole, bullwhipMoves(game)]),
      result: { chainCost: 1000, autopilotChainCost: 1000 },
    };
  });
});

test('Summit of Decisions: the same choices on the same seed earn once', () => {
  expectOnce((seed) => {
    const { record } = finished(summitSuite, seed);
    return { game: 'summit', id: finishIdOf(record.seed, codeMoves(summitManifest, record.moves)), result: { won: false, survivors: 3 } };
  });
});

test('City Tycoon: the same table on the same seed earns once', () => {
  expectOnce((seed) => {
    const { played } = finished(tycoonSuite, seed);
    const g = played.state;
    return { game: 'city-tycoon', id: finishIdOf(g.seed, codedMoves(played)), result: { players: g.players.length, rank: 1 } };
  });
});
