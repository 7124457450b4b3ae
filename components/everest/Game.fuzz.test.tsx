/**
 * Fuzz: real Everest saves (one mid-expedition, one finished: the record, save version 5) edited field by field —
 * delete, null, wrong type, {}, out of range, huge. For every edit, the save's check either rejects it (the storage
 * layer then keeps it under `everest-v3:corrupt` and starts fresh) or the real Game screen renders what it loads
 * without throwing, and the expedition plays on with saves that load again. A save of the build before (version 4, the
 * state with its moves) edited the same way never throws either: it loads as a record, or is set aside.
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { play, start } from '@/engines/core/record';
import { decode, encode, isSetAside } from '@/engines/core/save';
import { playMoves } from '@/engines/core/testkit';
import { rules } from '@/engines/everest';
import { everestSave, type EverestPlayed } from '@/engines/everest/manifest';
import { refusal } from '@/engines/everest/selectors';
import { careful, playOut } from '@/engines/everest/policies';
import { DAY_ACTION_VALUES } from '@/engines/everest/types';
import type { DayActionType, EverestAction, EverestState } from '@/engines/everest/types';
import V4 from '@/engines/everest/fixtures/saves-v4.json';

const DAY_TYPES: readonly DayActionType[] = DAY_ACTION_VALUES;
import Game from './Game';
import { everestAtom } from './store';

/** The refusal message for a day action (`refusal` takes the action; tests name it by its type). */
const reason = (s: EverestState, type: DayActionType): string | null => refusal(s, { type } as EverestAction)?.message ?? null;

type Path = (string | number)[];

/** Every path in a JSON tree; long arrays are sampled (first, second, middle, last). */
function paths(x: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(x)) {
    const idx = x.length <= 6 ? x.map((_, i) => i) : [...new Set([0, 1, Math.floor(x.length / 2), x.length - 1])];
    for (const i of idx) out.push([...prefix, i], ...paths(x[i], [...prefix, i]));
  } else if (x && typeof x === 'object') {
    for (const k of Object.keys(x)) out.push([...prefix, k], ...paths((x as Record<string, unknown>)[k], [...prefix, k]));
  }
  return out;
}

type Edit = { name: string; apply: (old: unknown) => unknown | typeof DELETE };
const DELETE = Symbol('delete');
const EDITS: Edit[] = [
  { name: 'delete', apply: () => DELETE },
  { name: 'null', apply: () => null },
  { name: 'wrong type', apply: (old) => (typeof old === 'string' ? 7 : 'x') },
  { name: '{}', apply: () => ({}) },
  { name: 'out of range', apply: (old) => (typeof old === 'number' ? -1 - Math.abs(old) * 3 : typeof old === 'boolean' ? 1 : []) },
  { name: 'huge', apply: (old) => (typeof old === 'number' ? 1e12 : typeof old === 'string' ? 'W'.repeat(100_000) : Array.from({ length: 5000 }, () => old)) },
];

function edited(save: unknown, path: Path, edit: Edit): unknown {
  const copy = JSON.parse(JSON.stringify(save));
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k];
  const last = path[path.length - 1];
  const value = edit.apply(parent[last]);
  if (value === DELETE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = value;
  // What the storage layer hands the validator: the data as parsed from JSON.
  return JSON.parse(JSON.stringify(copy));
}

function render(played: EverestPlayed): string {
  const store = createStore();
  store.set(everestAtom, played);
  return renderToString(
    <Provider store={store}>
      <Game />
    </Provider>,
  );
}

const MID: EverestAction[] = [
  { type: 'setFlow', flow: 'High' },
  { type: 'fixRope' },
  { type: 'move' },
  { type: 'carry' },
  { type: 'move' },
  { type: 'rest' },
  { type: 'carry' },
  { type: 'acclimatize' },
  { type: 'move' },
];

function fuzz(save: EverestPlayed) {
  let tried = 0;
  let rejected = 0;
  const crashes: string[] = [];
  const record = JSON.parse(encode(everestSave, save)).data;
  for (const path of paths(record)) {
    for (const edit of EDITS) {
      tried++;
      const data = edited(record, path, edit);
      const checked = everestSave.validate(data);
      if (typeof checked === 'string' || isSetAside(checked)) {
        rejected++;
        continue;
      }
      try {
        render(checked);
        // An accepted save must also play on: every action the rules allow gives a record whose save loads again.
        for (const type of DAY_TYPES) {
          if (reason(checked.state, type) !== null) continue;
          const next = play(rules, checked, { type } as EverestAction).played;
          const again = decode(everestSave, encode(everestSave, next));
          if (!again.ok) throw new Error(`after ${type}: ${again.reason}`);
          expect(again.value.state).toEqual(next.state);
        }
      } catch (e) {
        crashes.push(`${path.join('.')} ${edit.name}: ${(e as Error).message.slice(0, 80)}`);
      }
    }
  }
  return { tried, rejected, crashes };
}

describe('fuzzed saves never crash the Everest screen', () => {
  const saves: [string, EverestPlayed][] = [
    // The moves in order, a refused one skipped (as the screen does: it is never recorded).
    ['mid-expedition', MID.reduce((p, a) => play(rules, p, a).played, start(rules, { difficulty: 'Normal' }, 'FUZZ-1'))],
    ['finished', playOut(careful, start(rules, { difficulty: 'Easy' }, 'FUZZ-2'))],
  ];

  test.each(saves)('%s save: the real save renders, and every edit is rejected or renders', (name, save) => {
    expect(decode(everestSave, encode(everestSave, save))).toEqual({ ok: true, value: save });
    expect(render(save)).toContain('Everest Expedition');
    const { tried, rejected, crashes } = fuzz(save);
    console.log(`[fuzz] everest ${name}: ${tried} edits, ${rejected} rejected by the validator, ${crashes.length} crashes`);
    expect(crashes).toEqual([]);
  });
});

test('a save of the build before (version 4), edited field by field, loads as a record or is set aside: never a throw', () => {
  const raw = JSON.parse(V4.saves['v4-careful-Easy-9']) as { v: number; data: unknown };
  let loaded = 0;
  let aside = 0;
  for (const path of paths(raw.data)) {
    for (const edit of EDITS) {
      const out = decode(everestSave, JSON.stringify({ v: 4, data: edited(raw.data, path, edit) }));
      if (!out.ok) {
        aside++;
        continue;
      }
      loaded++;
      // What loads is a record that replays to the state it comes with.
      expect(playMoves(rules, out.value.record.setup, out.value.record.seed, out.value.record.moves).state).toEqual(out.value.state);
    }
  }
  console.log(`[fuzz] everest version 4 save: ${loaded} edits loaded as records, ${aside} set aside`);
  expect(loaded).toBeGreaterThan(0);
  expect(aside).toBeGreaterThan(0);
});
