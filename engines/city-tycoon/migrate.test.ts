/**
 * Saves made before the record (engines/city-tycoon/migrate.ts; docs/rules/city-tycoon.md, "The record, saves and
 * codes"), from real saves: save-v2.fixture.json holds what main stored under RULES_VERSION 1 (save version 2, the
 * game keeping its own history), made by running that build's engine; save-v1.fixture.json what the build before it
 * stored (no history). Each becomes a record under rules 1 that the core replays under today's rules: it plays on when
 * every move is still legal, and is set aside naming the change when one is not.
 */
import { verifyCode } from '../core/code';
import { play, recordSave, replay } from '../core/record';
import { decode } from '../core/save';
import { CODECS } from '../classroom';
import { ERR } from './constants';
import { NO_TABLE_YET } from './engine';
import { manifest, RULES_CHANGES, rules } from './manifest';
import { OLD_RULES_VERSION, migrateV2 } from './migrate';
import { policy } from './testkit';
import type { GameState } from './types';
import v2 from './save-v2.fixture.json';
import v1 from './save-v1.fixture.json';

const spec = recordSave(manifest);
const load = (raw: string) => decode(spec, raw);
const oldGame = (raw: string) => JSON.parse(raw).data.game as GameState & { moves: number[] };
const TELL = (move: number, why: string) =>
  `Your City Tycoon game was saved under older rules and cannot go on under today's (${RULES_CHANGES[2]}): move ${move} is no longer allowed — ${why} It is kept aside, and a new game starts.`;

describe('version 2 (rules 1): the game and its own history become the record', () => {
  test('a table set up and not yet rolled plays on: its names, settings and seed, Auto End on', () => {
    const r = load(v2.fresh);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.migratedFrom).toBe(2);
    expect(r.value.record).toEqual({ game: 'city-tycoon', rulesVersion: 2, setup: { names: ['Ana', 'Ben', 'Cleo'], startingCash: 1500, cap: 10 }, seed: 'OLD-FRESH', moves: [] });
    expect(r.value.state.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(r.value.state.autoEnd).toBe(true);
  });

  test('a game in progress whose moves today’s dice still allow loads and plays on, relabelled, to the end', () => {
    const raw = v2.oneRoll['OLD-ROLL-2'];
    const r = load(raw);
    if (!r.ok) throw new Error(JSON.stringify(r));
    const old = oldGame(raw);
    // Its history (a roll), as the old code's replay walked it: Auto End off, the roll and its walk, Auto End on again.
    expect(old.moves).toEqual([0]);
    expect(r.value.record.moves).toEqual([{ type: 'SET_AUTO_END', on: false }, { type: 'ROLL' }, { type: 'ADVANCE' }, { type: 'SET_AUTO_END', on: true }]);
    expect(r.value.record.rulesVersion).toBe(2);
    expect(r.value.state.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    let p = r.value;
    while (p.state.phase !== 'GAME_OVER') p = play(rules, p, policy(p.state)).played;
    expect(replay(rules, p.record)).toEqual({ ok: true, state: p.state });
  });

  test('a roll saved mid-walk stays mid-walk (the screen finishes it), whatever today’s dice', () => {
    const r = load(v2.moving);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(oldGame(v2.moving).phase).toBe('MOVING');
    expect(r.value.state.phase).toBe('MOVING');
    expect(r.value.record.moves.at(-2)).toEqual({ type: 'ROLL' });
  });

  test('a game with a move today’s rules refuse is set aside, and the player is told which change stopped it', () => {
    const raw = v2.oneRoll['OLD-ROLL-0'];
    // Ana's roll now asks for a decision: the END_TURN Auto End made after her old roll is refused.
    const r = load(raw);
    expect(r).toMatchObject({ ok: false, reason: 'invalid', error: `saved under rules 1; move 4 does not replay: ${ERR.cannotEndTurn}` });
    expect(!r.ok && 'tell' in r && r.tell).toBe(TELL(4, ERR.cannotEndTurn));
    for (const k of ['manual', 'midGame', 'finished'] as const) expect(load(v2[k])).toMatchObject({ ok: false, reason: 'invalid', tell: expect.stringContaining(RULES_CHANGES[2]) });
  });

  test('of sixteen one-roll games, some play on and some are set aside: each as today’s dice decide', () => {
    const out = Object.values(v2.oneRoll).map((raw) => load(raw).ok);
    expect(out.filter(Boolean).length).toBeGreaterThan(0);
    expect(out.filter((x) => !x).length).toBeGreaterThan(0);
  });

  test('the moves of a refused save are kept from the refused one on, as they were: the record says which move', () => {
    const old = oldGame(v2.midGame);
    const rec = migrateV2(JSON.parse(v2.midGame).data);
    expect(rec.rulesVersion).toBe(OLD_RULES_VERSION);
    const r = replay(rules, rec);
    expect(r.ok).toBe(false);
    // Every old move is in the record, in order (the walks and the Auto End switch added around them).
    const table = rec.moves.filter((m) => m.type !== 'ADVANCE' && m.type !== 'SET_AUTO_END');
    expect(table.length).toBe(old.moves.length);
  });

  test('no game yet (the setup open) becomes the record still on the setup’s defaults, which the screen shows as the setup', () => {
    const r = load(v2.noGame);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.value.record.setup).toEqual(NO_TABLE_YET);
    expect(r.value.record.moves).toEqual([]);
  });

  test('a game without its history (moves: null) has nothing to replay: set aside as unreadable', () => {
    expect(load(v2.noHistory)).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('saved without its moves') });
  });

  test('the finished game’s result code (rules 1) is now “made with an older version of the game”', () => {
    const v = verifyCode(v2.finishedCode, CODECS);
    expect(v.verdict).toBe('rules-version');
    expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
  });
});

describe('version 1 (no history) and corrupt data', () => {
  test('a version 1 save (the exact JSON the older build wrote) has no history to replay: set aside', () => {
    expect(load(v1['city-tycoon'])).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('saved without its moves') });
    const none = load(JSON.stringify({ v: 1, data: { game: null } }));
    expect(none.ok && none.value.record.setup).toEqual(NO_TABLE_YET);
  });

  test('corrupt data is still set aside', () => {
    for (const raw of [
      JSON.stringify({ v: 2, data: { game: { seed: 42 } } }),
      JSON.stringify({ v: 1, data: { game: { seed: 42 } } }),
      JSON.stringify({ v: 1, data: 'x' }),
      JSON.stringify({ v: 2, data: { game: { ...oldGame(v2.fresh), moves: [999] } } }),
      JSON.stringify({ v: 2, data: { game: { ...oldGame(v2.fresh), players: 'many' } } }),
      JSON.stringify({ v: 2, data: { game: { ...oldGame(v2.fresh), startingCash: 1550 } } }),
      '{"v":2,"data":',
    ]) {
      const r = load(raw);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.reason).not.toBe('missing');
    }
  });
});
