/**
 * The save (docs/rules/bullwhip.md, "Moves, saves and result codes"): the record only, loaded by replaying it, and
 * older saves (the whole state, save versions 1 to 3) loaded as records under today's rules. The fixtures were
 * written by the engines of their time (fixtures/v3-saves.json: the engine of RULES_VERSION 2, before the record).
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '../core/save';
import { play as playMove, replay, start } from '../core/record';
import { playMoves } from '../core/testkit';
import { SEED } from './constants';
import { canonicalMoves, createGame, MOVES_MAX, parseOrder } from './engine';
import { rules, RULES_VERSION, SAVE_KEY, SAVE_VERSION } from './index';
import { bullwhipSave as spec, RULES_CHANGES, type BullwhipPlayed } from './manifest';
import { OLD_RULES_VERSION, recordOfState } from './migrate';
import { demandSequence } from './selectors';
import type { GameState, Move, PowerName } from './types';

const resolve = (order: number): Move => ({ type: 'resolve', order });
const arm = (power: PowerName): Move => ({ type: 'armPower', power });

/** The Distributor on Noisy after 4 rounds, expedite used in round 2 (an order typed as 'x' placed 0). */
function midGame(): BullwhipPlayed {
  const p = playMoves(rules, { scenario: 'noisy', playerRole: 'D' }, SEED, [{ type: 'start' }, resolve(4), arm('expedite'), resolve(9), resolve(parseOrder('x')), resolve(40)]);
  expect(p.state.log[1].powersUsed).toEqual(['expedite']);
  return p;
}
const finish = (p: BullwhipPlayed) => {
  while (!p.state.isFinished) p = playMove(rules, p, resolve(5)).played;
  return p;
};
const load = (data: unknown, v = SAVE_VERSION) => decode(spec, JSON.stringify({ v, data }));

describe('the save: the record, loaded by replaying it', () => {
  it('accepts new, mid-game and finished games through the envelope, and stores only the record', () => {
    for (const p of [start(rules, { scenario: 'classic', playerRole: 'R' }, SEED), midGame(), finish(midGame())]) {
      const text = encode(spec, p);
      expect(JSON.parse(text)).toEqual({ v: SAVE_VERSION, data: p.record });
      expect(decode(spec, text)).toEqual({ ok: true, value: p });
    }
    expect(SAVE_KEY).toBe('bullwhip-rush');
    // 5 since Team mode (a setup may name its human tiers); version 4 records load as they are (team.test.ts).
    expect(SAVE_VERSION).toBe(5);
  });

  // A save is the record: each of these is a record no game makes (the state's figures are not in a save at all).
  const cases: [string, (r: any) => void][] = [
    ['an unknown role', (r) => (r.setup.playerRole = 'X')],
    ['an unknown scenario', (r) => (r.setup.scenario = 'Chaos')],
    ['another game', (r) => (r.game = 'everest')],
    ['rules from the future', (r) => (r.rulesVersion = RULES_VERSION + 1)],
    ['a seed of a megabyte', (r) => (r.seed = 'x'.repeat(1_000_000))],
    ['moves that are not a list', (r) => (r.moves = 'lots')],
    ['more moves than a game has', (r) => (r.moves = [...r.moves, ...Array(MOVES_MAX).fill(resolve(4))])],
    ['an order above 40', (r) => (r.moves[1].order = 41)],
    ['a fractional order', (r) => (r.moves[1].order = 4.5)],
    ['an order as text', (r) => (r.moves[1].order = '12')],
    ['an unknown power', (r) => (r.moves[2].power = 'teleport')],
    ['an unknown move', (r) => (r.moves[2] = { type: 'playAgain' })],
    // invariants (docs/rules/bullwhip.md "Saves"): the replay refuses them
    ['a one-shot power used twice', (r) => r.moves.push(arm('expedite'), resolve(4))],
    ['a power the tier does not hold', (r) => r.moves.push(arm('overtime'))],
    ['a round before the start', (r) => r.moves.shift()],
    ['a start mid-game', (r) => r.moves.push({ type: 'start' })],
    ['a power taken back that was not set', (r) => r.moves.push({ type: 'disarmPower', power: 'brokerBuy' })],
  ];
  it.each(cases)('rejects %s', (_, spoil) => {
    const r = JSON.parse(JSON.stringify(midGame().record));
    spoil(r);
    expect(load(r)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('rejects a round past the end (a 13th Resolve Round)', () => {
    const r = finish(midGame()).record;
    expect(load({ ...r, moves: [...canonicalMoves(r.moves), resolve(4)] })).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('The game is complete') });
  });

  it('returns a fresh object with only the known fields: the figures are the replay’s, whatever a save claims', () => {
    const p = midGame();
    const withJunk = { ...p.record, junk: [[[1]]], nodes: { R: { inv: -1 } }, round: 14, setup: { ...p.record.setup, extra: 'x' } };
    const out = load(withJunk);
    expect(out).toEqual({ ok: true, value: p });
    expect(JSON.stringify(out.ok && out.value.record)).not.toMatch(/junk|extra|nodes/);
  });

  it('keeps the powers armed for the coming round when they are still available', () => {
    const p = playMove(rules, midGame(), arm('brokerBuy')).played;
    expect(p.state.decisions.brokerBuy).toBe(true);
    expect(decode(spec, encode(spec, p))).toEqual({ ok: true, value: p });
    // nothing can be armed before Start
    expect(load({ ...start(rules, { scenario: 'classic', playerRole: 'R' }, SEED).record, moves: [arm('expedite')] })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('stores the canonical moves: a power set and taken back is not kept, and the game loads the same', () => {
    let p = midGame();
    for (let i = 0; i < 50; i++) p = playMove(rules, playMove(rules, p, arm('brokerBuy')).played, { type: 'disarmPower', power: 'brokerBuy' }).played;
    expect(p.record.moves.length).toBeGreaterThan(MOVES_MAX);
    const saved = JSON.parse(encode(spec, p)).data;
    expect(saved.moves).toEqual(midGame().record.moves);
    const back = decode(spec, encode(spec, p));
    expect(back.ok && back.value.state).toEqual(p.state);
  });

  it('rejects non-objects and junk text', () => {
    expect(load(null)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(load([])).toMatchObject({ ok: false, reason: 'invalid' });
    expect(decode(spec, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

/* ------------------------------------------------------------------ older saves */

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const V3 = JSON.parse(fixture('v3-saves.json')) as { rulesVersion: number; saveVersion: number; games: Record<string, { note: string; save: string; code?: string }> };
const oldState = (name: string) => JSON.parse(V3.games[name].save).data as GameState;
const roundsOf = (s: GameState) => s.log.map((e) => [e.orders[s.playerRole], e.powersUsed]);

describe('version-3 saves (the whole state, rules 2) load as records under today’s rules', () => {
  it('the fixtures are what today’s code stored before the record', () => {
    expect([V3.saveVersion, V3.rulesVersion]).toEqual([3, 2]);
    expect(OLD_RULES_VERSION[3]).toBe(2);
  });

  it.each(Object.keys(V3.games))('%s: plays on, its setup, seed, rounds and armed powers kept', (name) => {
    const old = oldState(name);
    const out = decode(spec, V3.games[name].save);
    expect(out).toMatchObject({ ok: true, migratedFrom: 3 });
    const p = (out as { value: BullwhipPlayed }).value;
    expect(p.record).toMatchObject({ game: 'bullwhip', rulesVersion: RULES_VERSION, setup: { scenario: old.scenario, playerRole: old.playerRole }, seed: old.seed });
    const s = p.state;
    expect([s.round, s.isStarted, s.isFinished]).toEqual([old.round, old.isStarted, old.isFinished]);
    expect(roundsOf(s)).toEqual(roundsOf(old));
    expect(s.decisions).toEqual(old.decisions);
    expect(s.powers).toEqual(old.powers);
    // Only the Noisy demand changed (rules 3): every other game is figure for figure the old one.
    if (old.scenario !== 'noisy') {
      expect(s.nodes).toEqual(old.nodes);
      expect(s.log).toEqual(old.log);
    }
    // It is saved as a version-4 record, and loads again as itself; and it plays on.
    expect(decode(spec, encode(spec, p))).toEqual({ ok: true, value: p });
    if (!s.isFinished) {
      const next = playMove(rules, p, s.isStarted ? resolve(4) : { type: 'start' });
      expect(next.step.refusal).toBeUndefined();
    }
  });

  it('a Noisy game keeps its orders and powers, and meets the demand of the new round streams', () => {
    const old = oldState('noisy-wholesaler-finished');
    const out = decode(spec, V3.games['noisy-wholesaler-finished'].save);
    const s = (out as { value: BullwhipPlayed }).value.state;
    expect(s.log.map((e) => e.demand)).toEqual(demandSequence('noisy', old.seed));
    expect(s.log.map((e) => e.demand).every((d) => d >= 5 && d <= 7)).toBe(true);
    expect(s.log.map((e) => e.demand)).not.toEqual(old.log.map((e) => e.demand));
  });

  it('a move now refused: the save is set aside, and the player reads which change stopped it', () => {
    // No save made under rules 2 has one (rules 3 changed only the Noisy demand's draws): this one is edited to
    // hold a power its tier does not hold, as a save with a move the rules now refuse would.
    const raw = JSON.parse(V3.games['noisy-wholesaler-midgame'].save);
    raw.data.log[3].powersUsed = ['overtime'];
    const out = decode(spec, JSON.stringify(raw));
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('saved under rules 2') });
    expect(!out.ok && 'tell' in out && out.tell).toBe(
      `Your Bullwhip Rush game was saved under older rules and cannot go on under today's (${RULES_CHANGES[3]}): move 6 is no longer allowed — Overtime is only for the Factory. It is kept aside, and a new game starts.`,
    );
  });

  it('corrupt data is still set aside (no tell: nothing to replay)', () => {
    for (const spoil of [
      (d: any) => (d.log = 'lots'),
      (d: any) => (d.log[0].orders.W = 'lots'),
      (d: any) => (d.isStarted = 'yes'),
      (d: any) => (d.decisions = null),
      (d: any) => (d.playerRole = 'X'),
      (d: any) => (d.log[1].powersUsed = ['teleport']),
    ]) {
      const raw = JSON.parse(V3.games['noisy-wholesaler-midgame'].save);
      spoil(raw.data);
      const out = decode(spec, JSON.stringify(raw));
      expect(out).toMatchObject({ ok: false, reason: 'invalid' });
      expect('tell' in out && out.tell).toBeFalsy();
    }
    expect(decode(spec, JSON.stringify({ v: 3, data: 'not a game' }))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('the migration reads only the moves: Start, per round the powers used and the order, then the powers set', () => {
    const old = oldState('noisy-wholesaler-midgame');
    const r = recordOfState(old, 2) as { moves: Move[] };
    expect(r.moves).toEqual([
      { type: 'start' },
      resolve(4),
      resolve(6),
      arm('brokerBuy'),
      resolve(9),
      resolve(12),
      arm('infoSync'),
      resolve(8),
      arm('expedite'),
    ]);
    // a record is left as it is (a later migration step does not read it again)
    expect(recordOfState(r, 2)).toBe(r);
  });
});

describe('older saves (versions 1 and 2, rules 1) load as records', () => {
  it('migrates a version-1 save: a Factory that used expedite is replayed under the current rules, moves kept', () => {
    const raw = fixture('v1-factory-expedite.json'); // written by the version-1 engine
    const old = JSON.parse(raw).data as GameState;
    const r = decode(spec, raw);
    expect(r).toMatchObject({ ok: true, migratedFrom: 1 });
    const p = (r as { value: BullwhipPlayed }).value;
    const s = p.state;
    expect(p.record.rulesVersion).toBe(RULES_VERSION);
    expect(s.log.map((e) => e.orders.F)).toEqual(old.log.map((e) => e.orders.F));
    expect(s.log.map((e) => e.powersUsed)).toEqual(old.log.map((e) => e.powersUsed));
    expect(s.round).toBe(old.round);
    // round 2's production (10) was made at once under the version-2 rule: the same moves without the expedite
    // have 10 fewer in stock that round
    expect(old.log[1].powersUsed).toEqual(['expedite']);
    const without = replay(rules, { ...p.record, moves: p.record.moves.filter((m) => m.type !== 'armPower') });
    expect(without.ok && s.log[1].inv.F - without.state.log[1].inv.F).toBe(10);
    expect(decode(spec, encode(spec, p))).toEqual({ ok: true, value: p });
  });

  it('a version-1 save of any other game is replayed from its moves too; one whose moves cannot be read is set aside', () => {
    const raw = fixture('v1-distributor.json');
    const data = JSON.parse(raw).data;
    const r = decode(spec, raw);
    expect(r).toMatchObject({ ok: true, migratedFrom: 1 });
    const record = recordOfState(data, OLD_RULES_VERSION[1]) as BullwhipPlayed['record'];
    expect(record.rulesVersion).toBe(1);
    expect((r as { value: BullwhipPlayed }).value.state).toEqual(replay(rules, record).state);
    // a save whose moves cannot be read is refused and set aside
    const bad = JSON.parse(raw);
    bad.data.log[0].orders.D = 'lots';
    expect(decode(spec, JSON.stringify(bad))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it.each(['v2-wholesaler-midgame.json', 'v2-factory-finished.json'])(
    'a version-2 save (%s, written by the version-2 engine) is replayed under the new rules, its moves kept',
    (name) => {
      const raw = fixture(name);
      const old = JSON.parse(raw).data as GameState;
      // the old rules: empty pipelines
      expect(old.totals.initial).toBe(48);
      const r = decode(spec, raw);
      expect(r).toMatchObject({ ok: true, migratedFrom: 2 });
      const p = (r as { value: BullwhipPlayed }).value;
      const s = p.state;
      expect([s.scenario, s.playerRole, s.seed, s.round, s.isStarted, s.isFinished]).toEqual([old.scenario, old.playerRole, old.seed, old.round, old.isStarted, old.isFinished]);
      expect(s.log.map((e) => [e.orders[s.playerRole], e.powersUsed])).toEqual(old.log.map((e) => [e.orders[old.playerRole], e.powersUsed]));
      expect(s.decisions).toEqual(old.decisions);
      expect(s.powers).toEqual(old.powers);
      // the new rules: the steady start, and the figures that follow from it
      expect(s.totals.initial).toBe(76);
      expect(s.log[0].arrived).toEqual({ R: 4, W: 4, D: 4, F: 4 });
      expect(s.nodes).not.toEqual(old.nodes);
      // what is restored is a game the rules reach, and it is saved as a record of today's save version (5)
      expect(decode(spec, encode(spec, p))).toEqual({ ok: true, value: p });
      expect(JSON.parse(encode(spec, p)).v).toBe(SAVE_VERSION);
    },
  );

  it('a fresh game of the old kind (not started) is a record with no moves', () => {
    const fresh = JSON.parse(JSON.stringify(createGame('promo', 'W', SEED)));
    const out = load(fresh, 3);
    expect(out).toMatchObject({ ok: true, value: { record: { setup: { scenario: 'promo', playerRole: 'W' }, seed: SEED, moves: [] } } });
  });
});
