import { SEED } from '@/engines/bullwhip/constants';
/**
 * Fuzz (docs/rules/bullwhip.md "Saves"): real saves (a fresh game, a mid-game and a finished game, as records and as
 * the whole states saved before the record) are edited field by field — delete, null, wrong type, {}, out of range, huge — and
 * each edited save goes through the storage layer's decoder. Every edit is
 * either refused (then the storage layer keeps it under `bullwhip-rush:corrupt`
 * and tells the player) or the real screens (Game, and Debrief once finished)
 * render it without throwing and without printing NaN/undefined/Infinity.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@/engines/core/save';
import { play as playMove, start } from '@/engines/core/record';
import { rules, SAVE_VERSION } from '@/engines/bullwhip';
import { bullwhipSave as spec, type BullwhipPlayed } from '@/engines/bullwhip/manifest';
import type { GameState, Move, PowerName } from '@/engines/bullwhip/types';
import { renderDebrief, renderGame, textOf } from './testing';

function play(setup: BullwhipPlayed['record']['setup'], moves: Move[]): BullwhipPlayed {
  let p = start(rules, setup, SEED);
  for (const m of moves) {
    const r = playMove(rules, p, m);
    if (r.step.refusal?.message) throw new Error(r.step.refusal?.message);
    p = r.played;
  }
  return p;
}

const R = (order: number): Move => ({ type: 'resolve', order });
const arm = (power: PowerName): Move => ({ type: 'armPower', power });

const MID = play({ scenario: 'noisy', playerRole: 'D' }, [
  { type: 'start' },
  R(6),
  arm('expedite'),
  R(9),
  arm('infoSync'),
  R(3),
  R(12),
  R(0),
  R(5),
  arm('brokerBuy'), // armed for round 7, not yet resolved
]);
const FINISHED = play({ scenario: 'promo', playerRole: 'F' }, [
  { type: 'start' },
  arm('overtime'),
  R(20),
  R(4),
  arm('expedite'),
  R(14),
  arm('infoSync'),
  ...[8, 8, 0, 2, 5, 5, 7, 9, 4].map(R),
]);
const FRESH = start(rules, { scenario: 'classic', playerRole: 'R' }, SEED);

/**
 * The same kinds of game saved by the code before the record (save version 3: the whole state, written by that
 * engine, engines/bullwhip/fixtures/v3-saves.json): an old save on a device is untrusted input too.
 */
const V3 = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'engines', 'bullwhip', 'fixtures', 'v3-saves.json'), 'utf8')) as {
  games: Record<string, { save: string }>;
};
const oldData = (name: string) => JSON.parse(V3.games[name].save).data as Json;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** Every path in a JSON value (objects and arrays too, not only leaves). */
function paths(v: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) out.push(...paths(v[k], [...at, k]));
  return out;
}

const deep = (n: number): Json => {
  let x: Json = [];
  for (let i = 0; i < n; i++) x = [x];
  return x;
};

/** The edits tried at one place, given the value that is there. */
function editsFor(v: Json): [string, Json | typeof DELETE][] {
  const e: [string, Json | typeof DELETE][] = [
    ['delete', DELETE],
    ['null', null],
    ['{}', {}],
  ];
  if (typeof v === 'number')
    e.push(['wrong type', String(v)], ['negative', -1], ['fraction', v + 0.5], ['out of range', 1e7], ['huge', 1e308]);
  else if (typeof v === 'string') e.push(['wrong type', 7], ['unknown text', 'zzz'], ['huge', 'x'.repeat(100_000)], ['empty', '']);
  else if (typeof v === 'boolean') e.push(['wrong type', v ? 'true' : 0], ['flipped', !v]);
  else if (Array.isArray(v))
    e.push(['wrong type', 'list'], ['empty', []], ['one more', [...v, v[0] ?? 1]], ['huge', Array(20_000).fill(1)], ['deep', deep(1_000)]);
  else if (v && typeof v === 'object') e.push(['wrong type', []], ['extra key', { ...v, junk: deep(1_000) }]);
  return e;
}
const DELETE = Symbol('delete');

function edited(base: Json, path: Path, value: Json | typeof DELETE): unknown {
  const root = JSON.parse(JSON.stringify(base)) as Json;
  if (path.length === 0) return value === DELETE ? undefined : value;
  let parent = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (value === DELETE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = value;
  return root;
}

interface Tally {
  edits: number;
  refused: number;
  accepted: number;
  crashes: string[];
  impossible: string[];
}

/**
 * Invariants of a game the engine can reach, checked here independently of the
 * validator (a save that breaks one was accepted although no play leads to it).
 */
function broken(s: GameState): string | null {
  const tiers = ['R', 'W', 'D', 'F'] as const;
  if (s.log.length !== s.round - 1) return 'log length';
  for (const t of tiers) {
    const sum = s.log.reduce((a, e) => a + e.costs[t], 0);
    if (Math.abs(sum - s.nodes[t].costCum) > 1e-9) return `cost total of ${t}`;
    const powerCost = (e: GameState['log'][number]) =>
      t === s.playerRole ? e.powersUsed.reduce((a, p) => a + ({ expedite: 300, overtime: 50, brokerBuy: 180, infoSync: 0 })[p], 0) : 0;
    if (s.log.some((e) => e.costs[t] !== 0.5 * e.inv[t] + e.back[t] + powerCost(e))) return `week cost of ${t}`;
    const last = s.log[s.log.length - 1];
    if (last && (last.inv[t] !== s.nodes[t].inv || last.back[t] !== s.nodes[t].back)) return `stock of ${t}`;
  }
  const used = s.log.flatMap((e) => e.powersUsed);
  if (new Set(used).size !== used.length) return 'a power used twice';
  for (const p of used) if (s.powers[s.playerRole][p]) return `${p} re-armed after use`;
  if (used.includes('infoSync') !== s.infoShared) return 'info sync flag';
  const demands = s.log.map((e) => e.demand);
  if (s.scenario === 'classic' && demands.some((d, i) => d !== (i + 1 < 5 ? 4 : 8))) return 'classic demand';
  if (s.scenario === 'promo' && demands.some((d, i) => d !== ([3, 4].includes(i + 1) ? 10 : i + 1 === 5 ? 3 : 5))) return 'promo demand';
  if (s.scenario === 'noisy' && demands.some((d) => d < 5 || d > 7)) return 'noisy demand';
  if (s.log.some((e, i) => e.round !== i + 1)) return 'log rounds';
  if (JSON.stringify(s).includes('junk')) return 'an unknown key was kept';
  return null;
}

/**
 * Edits every field of a save's data (`version`: the save version it is stored under) every way. Many edits of an old
 * whole-state save load as the same game (the migration rebuilds the record from the moves and ignores the rest): a
 * game already checked is not rendered again — its verdict, stored by its text, stands for every edit that gives it.
 */
function fuzz(name: string, base: Json, version: number, tally: Tally): Tally {
  const checked = new Map<string, string | null>();
  for (const path of paths(JSON.parse(JSON.stringify(base)))) {
    const here = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], JSON.parse(JSON.stringify(base)));
    for (const [kind, value] of editsFor(here)) {
      tally.edits++;
      const data = edited(base, path, value);
      let raw: string;
      try {
        raw = JSON.stringify({ v: version, data });
      } catch {
        raw = '{oops'; // a 6,000-deep value may not even serialise: that is a corrupt save
      }
      const r = decode(spec, raw);
      if (!r.ok) {
        tally.refused++;
        continue;
      }
      tally.accepted++;
      const where = `${name} v${version} ${path.join('.') || '(root)'} ${kind}`;
      const why = broken(r.value.state);
      if (why) tally.impossible.push(`${where}: ${why}`);
      const key = JSON.stringify(r.value);
      if (!checked.has(key)) {
        let verdict: string | null = null;
        try {
          // what is accepted is a plain JSON value that saves and loads again as itself
          expect(JSON.parse(key)).toEqual(r.value);
          expect(decode(spec, encode(spec, r.value))).toEqual({ ok: true, value: r.value });
          const html = renderGame(r.value) + (r.value.state.isFinished ? renderDebrief(r.value.state) : '');
          const bad = textOf(html).match(/NaN|undefined|Infinity|\[object Object\]/);
          if (bad) verdict = `shows "${bad[0]}"`;
        } catch (err) {
          verdict = (err as Error).message.split('\n')[0];
        }
        checked.set(key, verdict);
      }
      const verdict = checked.get(key);
      if (verdict) tally.crashes.push(`${where}: ${verdict}`);
    }
  }
  return tally;
}

describe('fuzzed saves: refused, or rendered by the real screens without a crash', () => {
  it('the untouched saves are accepted and render', () => {
    for (const p of [FRESH, MID, FINISHED]) {
      const r = decode(spec, encode(spec, p));
      expect(r).toEqual({ ok: true, value: p });
      expect(() => renderGame(p)).not.toThrow();
    }
    expect(MID.state.round).toBe(7);
    expect(FINISHED.state.isFinished).toBe(true);
    expect(() => renderDebrief(FINISHED.state)).not.toThrow();
  });

  it.each([
    ['fresh', FRESH, 'not-started'],
    ['mid-game', MID, 'noisy-wholesaler-midgame'],
    ['finished', FINISHED, 'classic-factory-finished'],
  ] as const)('%s save (the record, and the old whole-state save), every field edited every way', (name, base, old) => {
    const t: Tally = { edits: 0, refused: 0, accepted: 0, crashes: [], impossible: [] };
    fuzz(name, JSON.parse(encode(spec, base)).data as Json, SAVE_VERSION, t);
    fuzz(name, oldData(old), 3, t);
    console.log(
      `bullwhip fuzz ${name}: ${t.edits} edits, ${t.refused} refused, ${t.accepted} accepted, ${t.crashes.length} crashes, ${t.impossible.length} impossible states accepted` +
        [...t.crashes, ...t.impossible].slice(0, 12).map((x) => `\n  ${x}`).join(''),
    );
    expect(t.edits).toBeGreaterThan(100);
    expect(t.crashes).toEqual([]);
    expect(t.impossible).toEqual([]);
  });
});
