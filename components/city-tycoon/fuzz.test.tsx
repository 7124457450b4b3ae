/**
 * Fuzz (docs/rules/city-tycoon.md, "The record, saves and codes"): real mid-game saves — records — edited field by
 * field (delete, null, wrong type, {}, [], out of range, huge). For every edit, either the save (the core's
 * `recordSave`: the record's description, then its replay) rejects it, or the real screen renders the game it replays
 * to without throwing (the whole Game in a jotai store, every panel and modal content it would show, the drawer of
 * every tile) and every legal action applies without throwing. Accepted saves load again after a JSON round trip.
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { play, recordSave, start, type Played } from '@/engines/core/record';
import { isSetAside } from '@/engines/core/save';
import { BOARD, step, coachHint, legalActions, manifest, rules, tableSetup, type Action, type GameState, type SetupInput } from '@/engines/city-tycoon';
import { policy } from '@/engines/city-tycoon/testkit';
import Game from './Game';
import { gameAtom } from './store';
import { Board } from './Board';
import { TileCard } from './TileCard';
import { AuctionContent, BuyContent, DetentionContent, DicePanel, EventContent, GameLog, GameOverContent, PlayerList, QuickActions } from './Panels';

const noop = () => undefined;

type TycoonPlayed = Played<GameState, SetupInput, Action>;
const spec = recordSave(manifest);

/** Renders what the screen shows for `played`; throws when any of it throws. */
export function renderScreen(played: TycoonPlayed): string {
  const game = played.state;
  const store = createStore();
  store.set(gameAtom, played);
  let html = renderToString(
    <Provider store={store}>
      <Game />
    </Provider>,
  );
  const cur = game.players[game.current];
  html += renderToString(
    <>
      <Board game={game} onOpenTile={noop} center={<DicePanel game={game} rollId={game.phase === 'MOVING' ? 1 : null} />} />
      <PlayerList game={game} onOpenTile={noop} />
      <GameLog game={game} />
      {game.phase !== 'GAME_OVER' && <QuickActions game={game} dispatch={noop} onOpenTile={noop} onReopen={noop} />}
      {game.offer !== null && <BuyContent game={game} dispatch={noop} />}
      {game.auction && <AuctionContent game={game} dispatch={noop} />}
      {cur.inJail && <DetentionContent game={game} dispatch={noop} />}
      {game.lastCard && <EventContent game={game} onClose={noop} />}
      {game.phase === 'GAME_OVER' && <GameOverContent game={game} onNew={noop} />}
      {BOARD.map((_, i) => (
        <TileCard key={i} game={game} tile={i} dispatch={noop} status={null} />
      ))}
    </>,
  );
  coachHint(game);
  for (const a of legalActions(game)) step(game, a);
  return html;
}

/** Real mid-game saves: an open offer, a running auction with a bid, and a built-up game after a card. */
function realSaves(): TycoonPlayed[] {
  const out: TycoonPlayed[] = [];
  const want: ((s: GameState) => boolean)[] = [
    (s) => s.offer !== null && s.players.some((p) => p.inJail),
    (s) => !!s.auction && s.auction.bid > 0,
    (s) => s.phase === 'POST_ACTIONS' && s.houses.some((h) => h > 0) && s.mortgaged.some(Boolean) && s.lastCard !== null,
  ];
  for (const w of want) {
    let found: TycoonPlayed | null = null;
    for (let k = 0; k < 200 && !found; k++) {
      let p: TycoonPlayed = start(rules, tableSetup({ names: ['Ada', 'Bo', 'Cy', ''], startingCash: 1500, cap: 30 }), `FUZZ-${k}`);
      p = play(rules, p, { type: 'SET_AUTO_END', on: false }).played;
      for (let n = 0; n < 3000 && p.state.phase !== 'GAME_OVER'; n++) {
        const s = p.state;
        const acts = legalActions(s);
        // Mostly the scripted policy, sometimes a mortgage or a bid, so every kind of field gets filled.
        const a = n % 7 === 3 ? acts.find((x) => x.type === 'MORTGAGE' || x.type === 'BID') ?? policy(s) : policy(s);
        p = play(rules, p, a).played;
        if (w(p.state)) {
          found = p;
          break;
        }
      }
    }
    if (!found) throw new Error('no save found for a fuzz case');
    out.push(found);
  }
  return out;
}

type Path = (string | number)[];
/** Every path in the save, long arrays sampled (first, second, middle, last). */
function paths(x: unknown, at: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(x)) {
    const idx = x.length > 6 ? [...new Set([0, 1, Math.floor(x.length / 2), x.length - 1])] : x.map((_, i) => i);
    for (const i of idx) out.push([...at, i], ...paths(x[i], [...at, i]));
  } else if (x && typeof x === 'object') {
    for (const k of Object.keys(x)) out.push([...at, k], ...paths((x as Record<string, unknown>)[k], [...at, k]));
  }
  return out;
}

const deep = () => {
  let v: unknown = [];
  for (let i = 0; i < 6000; i++) v = [v];
  return v;
};
/**
 * The save's check of untrusted data (parsed from storage), as the save layer makes it (engines/core/save.ts decode:
 * a check that throws refuses the save — a setup with fewer than two names, which the record's description cannot
 * say, is refused by the rules' init): the played game, or why it is refused.
 */
const load = (data: unknown): TycoonPlayed | string => {
  let v: ReturnType<typeof spec.validate>;
  try {
    v = spec.validate(data);
  } catch (e) {
    return `validator threw: ${(e as Error).message}`;
  }
  return typeof v === 'string' ? v : isSetAside(v) ? v.error : v;
};
const EDITS: Record<string, (old: unknown) => unknown> = {
  delete: () => undefined,
  null: () => null,
  wrongType: (old) => (typeof old === 'string' ? 42 : 'x'),
  emptyObject: () => ({}),
  emptyArray: () => [],
  negative: () => -1,
  fraction: () => 1.5,
  outOfRange: (old) => (typeof old === 'number' ? old + 1000 : 999),
  huge: () => 1e21,
  nan: () => Number.NaN,
  longString: () => 'x'.repeat(5000),
  deepJunk: () => deep(),
};

function edited(save: unknown, path: Path, edit: (old: unknown) => unknown): unknown {
  const copy = JSON.parse(JSON.stringify(save));
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k];
  const last = path[path.length - 1];
  const v = edit(node[last]);
  if (v === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = v;
  return copy;
}

describe('City Tycoon save fuzz', () => {
  const saves = realSaves();
  test('the real saves themselves are accepted and render', () => {
    for (const p of saves) {
      const v = load(JSON.parse(JSON.stringify(p.record)));
      expect(v).toEqual(p);
      expect(() => renderScreen(p)).not.toThrow();
    }
  });

  test('every field edit is rejected or renders without throwing', () => {
    const errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let tried = 0;
    let rejected = 0;
    const crashes: string[] = [];
    for (const [si, p] of saves.entries()) {
      const record = JSON.parse(JSON.stringify(p.record));
      const junked = { ...record, junk: deep(), setup: { ...record.setup, extra: deep() }, moves: record.moves.map((m: object) => ({ ...m, extra: deep() })) };
      for (const path of paths(record)) {
        for (const [name, edit] of Object.entries(EDITS)) {
          tried++;
          const data = edited(record, path, edit);
          const v = load(data);
          if (typeof v === 'string') {
            rejected++;
            continue;
          }
          try {
            const again = load(JSON.parse(JSON.stringify(v.record)));
            if (typeof again === 'string') throw new Error(`accepted once, refused after a round trip: ${again}`);
            renderScreen(v);
          } catch (e) {
            crashes.push(`save ${si} ${path.join('.')} ${name}: ${(e as Error).message.slice(0, 120)}`);
          }
        }
      }
      // Unknown keys are dropped, deep junk and all.
      const v = load(junked);
      if (typeof v === 'string') throw new Error(v);
      expect(Object.keys(v.record).sort()).toEqual(Object.keys(p.record).sort());
      expect(Object.keys(v.record.setup).sort()).toEqual(Object.keys(p.record.setup).sort());
      expect(JSON.parse(JSON.stringify(v))).toEqual(JSON.parse(JSON.stringify(p)));
    }
    errSpy.mockRestore();
    console.info(`City Tycoon save fuzz: ${tried} edits tried, ${rejected} rejected, ${tried - rejected - crashes.length} accepted and rendered, ${crashes.length} crashes`);
    expect(crashes.slice(0, 20)).toEqual([]);
  });
});
