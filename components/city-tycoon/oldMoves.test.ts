/**
 * The move list an older build saved beside the game (`city-tycoon-moves`) is adopted once into the game's own
 * history when it replays exactly to the saved game, and removed only once the game's save holds the moves; a list that
 * does not fit is set aside under `city-tycoon-moves:corrupt`, never deleted without a copy.
 */
import { decode, encode } from '@/engines/core/save';
import { verifyCode } from '@/engines/core/code';
import { CODECS } from '@/engines/classroom';
import { saveSpec, step, type GameState } from '@/engines/city-tycoon';
import { codeFor, historyOf } from '@/engines/city-tycoon/classroom';
import { policy } from '@/engines/city-tycoon/testkit';
import fixture from '@/engines/city-tycoon/save-v1.fixture.json';
import { OLD_MOVES_KEY, adoptOldMoves, adoptOldMovesOnce } from './oldMoves';

class FakeStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

/** The version 1 game, as the save spec migrates it (no history yet). */
function oldGame(): GameState {
  const r = decode(saveSpec, fixture['city-tycoon']);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.value.game!;
}
const oldRecord = () => JSON.parse(fixture[OLD_MOVES_KEY]).data as { seed: string; players: number; cash: number; cap: number; moves: number[] };

describe('adopting the old move list', () => {
  let fake: FakeStorage;
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });

  /** Runs the adoption on `game` with the old key holding `raw`; returns what the game became and whether the key is gone. */
  function adopt(game: GameState | null, raw: string | null, { full = false } = {}) {
    if (raw !== null) fake.setItem(OLD_MOVES_KEY, raw);
    let now = game;
    let sets = 0;
    adoptOldMovesOnce(
      () => now,
      (g) => {
        now = g;
        sets++;
        // The game's atom writes its save, as the real one does (unless the storage is full).
        if (!full) fake.setItem(saveSpec.key, encode(saveSpec, { game: g }));
      },
    );
    return { game: now, sets, removed: fake.getItem(OLD_MOVES_KEY) === null };
  }

  test('the exact list an older build saved is adopted once, the key removed; the game plays on to a verified code', () => {
    const r = adopt(oldGame(), fixture[OLD_MOVES_KEY]);
    expect(r.removed).toBe(true);
    expect(r.sets).toBe(1);
    expect(r.game!.moves).toEqual(oldRecord().moves);
    expect(historyOf(r.game!)).not.toBeNull();
    // Once: nothing left to adopt on the next load.
    expect(adopt(r.game, null).sets).toBe(0);
    let g = r.game!;
    while (g.phase !== 'GAME_OVER') g = step(g, policy(g)).state;
    expect(historyOf(g)).not.toBeNull();
    const v = verifyCode(codeFor(g, { classId: '', nickname: 'Old table' }), CODECS, { game: 'city-tycoon', seed: 'OLD-SAVE-1' });
    expect(v.verdict).toBe('verified');
  });

  test('when the game\'s save cannot be written (storage full), the old key stays: the moves are never lost', () => {
    const r = adopt(oldGame(), fixture[OLD_MOVES_KEY], { full: true });
    expect(r.sets).toBe(1);
    expect(r.removed).toBe(false);
    expect(fake.getItem(OLD_MOVES_KEY)).toBe(fixture[OLD_MOVES_KEY]);
  });

  test('a list that does not replay to the saved game is set aside (copied, then removed), the game unchanged (no code)', () => {
    const rec = oldRecord();
    for (const bad of [
      { ...rec, moves: rec.moves.slice(0, -1) },
      { ...rec, moves: [...rec.moves, 0] },
      { ...rec, seed: 'OTHER' },
      { ...rec, cap: 11 },
      { ...rec, moves: rec.moves.map((m, i) => (i === 3 ? 2 : m)) },
      { ...rec, moves: 'ROLL' },
      'junk',
    ]) {
      const g = oldGame();
      const raw = JSON.stringify({ v: 1, data: bad });
      const r = adopt(g, raw);
      expect(r.removed).toBe(true);
      expect(fake.getItem(`${OLD_MOVES_KEY}:corrupt`)).toBe(raw);
      expect(r.sets).toBe(0);
      expect(r.game).toBe(g);
      expect(r.game!.moves).toBeNull();
    }
  });

  test('a game that already has its history, or no game at all, keeps what it has; the key goes', () => {
    const g = { ...oldGame(), moves: oldRecord().moves };
    expect(adoptOldMoves(g, oldRecord())).toBeNull();
    const r = adopt(g, fixture[OLD_MOVES_KEY]);
    expect([r.sets, r.removed, r.game]).toEqual([0, true, g]);
    const none = adopt(null, fixture[OLD_MOVES_KEY]);
    expect([none.sets, none.removed, none.game]).toEqual([0, true, null]);
  });

  test('no old key: nothing happens', () => {
    const g = oldGame();
    expect(adopt(g, null)).toEqual({ game: g, sets: 0, removed: true });
  });
});
