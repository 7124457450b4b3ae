/**
 * Fuzz: real Everest saves (one mid-expedition, one finished) edited field by field — delete, null, wrong type,
 * {}, out of range, huge. For every edit, the save validator either rejects it (the storage layer then keeps it
 * under `everest-v3:corrupt` and starts fresh) or the real Game screen renders it without throwing.
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { init, replay, step } from '@/engines/everest/engine';
import { refusal } from '@/engines/everest/selectors';
import { careful, playOut } from '@/engines/everest/policies';
import { validateEverest } from '@/engines/everest/validate';
import { DAY_ACTION_VALUES } from '@/engines/everest/types';
import type { DayActionType, EverestAction, EverestState } from '@/engines/everest/types';

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

function render(state: EverestState): string {
  const store = createStore();
  store.set(everestAtom, state);
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

function fuzz(save: EverestState) {
  let tried = 0;
  let rejected = 0;
  const crashes: string[] = [];
  for (const path of paths(save)) {
    for (const edit of EDITS) {
      tried++;
      const data = edited(save, path, edit);
      const checked = validateEverest(data);
      if (typeof checked === 'string') {
        rejected++;
        continue;
      }
      try {
        render(checked);
        // An accepted save must also play on: every action the rules allow gives a state that validates again.
        for (const type of DAY_TYPES) {
          if (reason(checked, type) !== null) continue;
          const next = step(checked, { type } as EverestAction);
          const again = validateEverest(JSON.parse(JSON.stringify(next.state)));
          if (typeof again === 'string') throw new Error(`after ${type}: ${again}`);
        }
      } catch (e) {
        crashes.push(`${path.join('.')} ${edit.name}: ${(e as Error).message.slice(0, 80)}`);
      }
    }
  }
  return { tried, rejected, crashes };
}

describe('fuzzed saves never crash the Everest screen', () => {
  const saves: [string, EverestState][] = [
    ['mid-expedition', replay({ seed: 'FUZZ-1', difficulty: 'Normal' }, MID)],
    ['finished', playOut(careful, init({ difficulty: 'Easy' }, 'FUZZ-2'))],
  ];

  test.each(saves)('%s save: the real save renders, and every edit is rejected or renders', (name, save) => {
    expect(typeof validateEverest(JSON.parse(JSON.stringify(save)))).not.toBe('string');
    expect(render(save)).toContain('Everest Expedition');
    const { tried, rejected, crashes } = fuzz(save);
    console.log(`[fuzz] everest ${name}: ${tried} edits, ${rejected} rejected by the validator, ${crashes.length} crashes`);
    expect(crashes).toEqual([]);
  });
});
