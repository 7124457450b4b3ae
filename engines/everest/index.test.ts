/**
 * The engine contract (engines/core/contract.ts; docs/rules/everest.md, "Refusals"): one refusal check for the step and the screen, the seed always an input, and the
 * save spec (key 'everest-v3', moved from the screen's store into the engine) still reading existing saves.
 */
import { decode, encode } from '../core/save';
import { GAME_SAVE_KEYS } from '../../components/sim/saveKeys';
import * as C from './constants';
import { engine, RULES_VERSION } from './index';
import { migrateV1 } from './validate';
import { DAY_ACTION_VALUES } from './types';
import type { DayActionType, EverestAction, EverestState } from './types';

const DAY_TYPES: readonly DayActionType[] = DAY_ACTION_VALUES;

describe('engine', () => {
  test('exports id, RULES_VERSION and the save spec under the existing key', () => {
    expect(engine.id).toBe('everest');
    expect(engine.RULES_VERSION).toBe(RULES_VERSION);
    expect(engine.save.key).toBe('everest-v3');
    expect(engine.save.key).toBe(GAME_SAVE_KEYS.everest);
    expect(engine.save.version).toBe(4);
  });

  test('init takes the seed as an input: same seed, same expedition; another seed, other weather', () => {
    const a = engine.init({ difficulty: 'Normal' }, 'SEED-A');
    expect(a.seed).toBe('SEED-A');
    expect(engine.init({ difficulty: 'Normal' }, 'SEED-A')).toEqual(a);
    expect(engine.init({ difficulty: 'Normal' }, 'SEED-B').weather).not.toEqual(a.weather);
  });

  test('step refuses exactly when refusal() says so, with the same message, and returns the same state', () => {
    // Walk a few expeditions and compare at every state: the button's disabled reason is the engine's refusal.
    for (const seed of ['R-1', 'R-2', 'R-3']) {
      let s: EverestState = engine.init({ difficulty: 'Hard' }, seed);
      for (let i = 0; i < 40 && s.phase !== 'END'; i++) {
        for (const type of DAY_TYPES) {
          const action = { type } as EverestAction;
          const why = engine.refusal(s, action);
          const out = engine.step(s, action);
          if (why) {
            expect(out.refusal).toEqual(why);
            expect(out.state).toBe(s);
          } else {
            expect(out.refusal).toBeUndefined();
            expect(out.state).not.toBe(s);
          }
        }
        const legal = DAY_TYPES.filter((t) => engine.refusal(s, { type: t } as EverestAction) === null);
        s = engine.step(s, { type: legal[(i * 7) % legal.length] } as EverestAction).state;
      }
    }
  });

  test('settings are refused after the end and for unknown values, by the same check', () => {
    const s = engine.init({}, 'S-1');
    expect(engine.refusal(s, { type: 'setPace', pace: 'Sprint' as never })).toEqual({ message: C.MSG.unknownSetting });
    expect(engine.refusal(s, { type: 'setFlow', flow: 'High' })).toBeNull();
    const over: EverestState = { ...s, phase: 'END', endReason: 'window' };
    expect(engine.step(over, { type: 'setStart', startTime: 'Late' })).toEqual({ state: over, refusal: { message: C.MSG.over } });
    expect(engine.refusal(s, { type: 'fly' } as unknown as EverestAction)).toEqual({ message: C.MSG.unknownAction });
  });

  test("a save written under 'everest-v3' before the move (version 1 and 2 envelopes) still loads, with no history", () => {
    const s = engine.step(engine.init({ difficulty: 'Easy' }, 'OLD-SAVE'), { type: 'move' }).state;
    const { moves: _m, ...v2data } = s;
    const v2 = JSON.stringify({ v: 2, data: v2data });
    expect(decode(engine.save, v2)).toEqual({ ok: true, value: { ...s, moves: null }, migratedFrom: 2 });
    expect(encode(engine.save, s)).toBe(JSON.stringify({ v: 4, data: s }));
    const { highestCamp: _h, ...v1data } = v2data;
    const v1 = JSON.stringify({ v: 1, data: { ...v1data, team: s.team.map(({ ill: _i, ...m }) => m) } });
    const out = decode(engine.save, v1);
    expect(out.ok).toBe(true);
    expect(engine.save.migrations?.[1]).toBe(migrateV1);
  });
});
