import { SEED } from './constants';
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '../core/save';
import { createGame, step } from './engine';
import { SAVE_KEY, SAVE_MIGRATIONS, SAVE_VERSION, migrateV1, migrateV2, readMoves, replay, validateGame, type Moves } from './validate';
import type { GameState } from './types';

const spec = { key: SAVE_KEY, version: SAVE_VERSION, validate: validateGame, migrations: SAVE_MIGRATIONS };

function midGame(): GameState {
  let s = step(createGame('noisy', 'D', SEED), { type: 'start' }).state;
  for (const q of [4, 9, 'x', 40]) {
    if (q === 9) s = step(s, { type: 'armPower', power: 'expedite' }).state;
    s = step(s, { type: 'resolve', order: q }).state;
  }
  expect(s.log[1].powersUsed).toEqual(['expedite']);
  return s;
}

describe('saved game validation', () => {
  it('accepts new, mid-game and finished games through the envelope', () => {
    let done = midGame();
    while (!done.isFinished) done = step(done, { type: 'resolve', order: 5 }).state;
    for (const s of [createGame('classic', 'R', SEED), midGame(), done]) {
      const r = decode(spec, encode(spec, s));
      expect(r).toEqual({ ok: true, value: s });
    }
    expect(SAVE_KEY).toBe('bullwhip-rush');
  });

  const cases: [string, (s: any) => void][] = [
    ['a negative inventory', (s) => (s.nodes.R.inv = -1)],
    ['a fractional backlog', (s) => (s.nodes.W.back = 1.5)],
    ['a missing node', (s) => delete s.nodes.F],
    ['a round past the end', (s) => (s.round = 14)],
    ['an unknown role', (s) => (s.playerRole = 'X')],
    ['an unknown scenario', (s) => (s.scenario = 'Chaos')],
    ['a log that does not match the round', (s) => s.log.pop()],
    ['a bad rng', (s) => (s.rng = { s: [1, 2, 3] })],
    ['a short shipping pipe', (s) => (s.nodes.R.inShips = [1])],
    ['units that do not add up', (s) => (s.nodes.D.inv += 5)],
    ['an order above 40 in the log', (s) => (s.log[0].orders.R = 41)],
    ['a finished flag out of step', (s) => (s.isFinished = true)],
    ['an armed power already used', (s) => ((s.powers.D.expedite = false), (s.decisions.expedite = true))],
    ['service above 100%', (s) => (s.nodes.R.serviceFill = 1.2)],
    // invariants (docs/rules/bullwhip.md "Saves")
    ['a one-shot power re-armed after use', (s) => (s.powers.D.expedite = true)],
    ['a power used twice in the log', (s) => s.log[3].powersUsed.push('expedite')],
    ['a cost total that does not match the log', (s) => (s.nodes.D.costCum += 1)],
    ['a log cost edited, the total edited to match', (s) => ((s.log[2].costs.D += 10), (s.nodes.D.costCum += 10))],
    ['a huge backlog', (s) => (s.nodes.W.back = 999_999)],
    ['a round out of range', (s) => (s.round = 0)],
    ['a round that does not match the log', (s) => (s.round = 6)],
    ['a pipeline one too long', (s) => s.nodes.W.inShips.push(0)],
    ['an order pipeline one too short', (s) => s.nodes.F.inOrders.pop()],
    ['customer demand that is not the scenario’s', (s) => (s.log[1].demand = 9)],
    ['an edited random generator', (s) => (s.rng.s[0] = (s.rng.s[0] + 1) >>> 0)],
    ['info sync shared without being used', (s) => (s.infoShared = true)],
    ['stock in the log out of step with the node', (s) => (s.log[3].inv.D += 1)],
    ['a seed of a megabyte', (s) => (s.seed = 'x'.repeat(1_000_000))],
    ['a started flag off mid-game', (s) => (s.isStarted = false)],
    ['an order in the log above the rules (player)', (s) => (s.log[0].orders.D = 41)],
    ['an order of another tier changed', (s) => (s.log[0].orders.W += 1)],
    ['a demand history of text', (s) => (s.nodes.R.demandHistory = 'lots')],
    ['a node replaced by a list', (s) => (s.nodes.W = [])],
  ];
  it.each(cases)('rejects %s', (_, spoil) => {
    const s = JSON.parse(JSON.stringify(midGame()));
    spoil(s);
    expect(typeof validateGame(s)).toBe('string');
    expect(decode(spec, encode(spec, s))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('returns a fresh object with only the known fields', () => {
    const s = midGame();
    const withJunk = { ...JSON.parse(JSON.stringify(s)), junk: [[[1]]], nodes: { ...s.nodes, X: 1, R: { ...s.nodes.R, extra: 'x' } } };
    const v = validateGame(withJunk);
    expect(v).toEqual(s);
    expect(v).not.toBe(withJunk);
    expect(JSON.stringify(v)).not.toMatch(/junk|extra|"X"/);
  });

  it('keeps the powers armed for the coming round when they are still available', () => {
    const s = step(midGame(), { type: 'armPower', power: 'brokerBuy' }).state;
    expect(validateGame(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const fresh = JSON.parse(JSON.stringify(createGame('classic', 'R', SEED)));
    fresh.decisions.expedite = true; // nothing can be armed before Start
    expect(typeof validateGame(fresh)).toBe('string');
  });

  const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

  it('migrates a version-1 save: a Factory that used expedite is replayed under the current rules, moves kept', () => {
    const raw = fixture('v1-factory-expedite.json'); // written by the version-1 engine
    const old = JSON.parse(raw).data as GameState;
    const r = decode(spec, raw);
    expect(r).toMatchObject({ ok: true, migratedFrom: 1 });
    const s = (r as { value: GameState }).value;
    expect(s.log.map((e) => e.orders.F)).toEqual(old.log.map((e) => e.orders.F));
    expect(s.log.map((e) => e.powersUsed)).toEqual(old.log.map((e) => e.powersUsed));
    expect(s.round).toBe(old.round);
    // round 2's production (10) was made at once under the version-2 rule: the same moves without the expedite
    // have 10 fewer in stock that round
    expect(old.log[1].powersUsed).toEqual(['expedite']);
    const moves = readMoves(old) as Moves;
    const without = replay({ ...moves, rounds: moves.rounds.map((x) => ({ ...x, powers: [] })) }) as GameState;
    expect(s.log[1].inv.F - without.log[1].inv.F).toBe(10);
    expect(validateGame(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('version 1 → 2 leaves any other game as it is; version 2 → 3 then replays it under the current rules', () => {
    const raw = fixture('v1-distributor.json');
    const data = JSON.parse(raw).data;
    expect(migrateV1(data)).toBe(data);
    const r = decode(spec, raw);
    expect(r).toMatchObject({ ok: true, migratedFrom: 1 });
    expect((r as { value: GameState }).value).toEqual(replay(readMoves(data) as Moves));
    // a save whose moves cannot be read is not migrated: it is refused and set aside
    const bad = JSON.parse(raw);
    bad.data.log[0].orders.D = 'lots';
    expect(migrateV2(bad.data)).toBe(bad.data);
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
      const s = (r as { value: GameState }).value;
      expect([s.scenario, s.playerRole, s.seed, s.round, s.isStarted, s.isFinished]).toEqual([old.scenario, old.playerRole, old.seed, old.round, old.isStarted, old.isFinished]);
      expect(s.log.map((e) => [e.orders[s.playerRole], e.powersUsed])).toEqual(old.log.map((e) => [e.orders[old.playerRole], e.powersUsed]));
      expect(s.decisions).toEqual(old.decisions);
      expect(s.powers).toEqual(old.powers);
      // the new rules: the steady start, and the figures that follow from it
      expect(s.totals.initial).toBe(76);
      expect(s.log[0].arrived).toEqual({ R: 4, W: 4, D: 4, F: 4 });
      expect(s.nodes).not.toEqual(old.nodes);
      // what is restored is a state the engine reaches, and it is saved as version 3
      expect(validateGame(JSON.parse(JSON.stringify(s)))).toEqual(s);
      expect(JSON.parse(encode(spec, s)).v).toBe(3);
    },
  );

  it('rejects non-objects and junk text', () => {
    expect(typeof validateGame(null)).toBe('string');
    expect(typeof validateGame([])).toBe('string');
    expect(decode(spec, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
