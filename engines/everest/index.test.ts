/**
 * The rules as the core keeps them (engines/core/record.ts, `Rules`; docs/rules/everest.md, "Refusals"): one refusal
 * check for the step and the screen, the seed always an input, and the manifest's save under the existing key
 * 'everest-v3'. Old saves are tested in save.test.ts.
 */
import { GAME_SAVE_KEYS } from '../../components/sim/saveKeys';
import * as C from './constants';
import { rules as engine, RULES_VERSION } from './index';
import { everestSave, manifest } from './manifest';
import { DAY_ACTION_VALUES } from './types';
import type { DayActionType, EverestAction, EverestState } from './types';

const DAY_TYPES: readonly DayActionType[] = DAY_ACTION_VALUES;

describe('engine', () => {
  test('exports id, RULES_VERSION and the save spec under the existing key', () => {
    expect(engine.id).toBe('everest');
    expect(engine.RULES_VERSION).toBe(RULES_VERSION);
    expect(RULES_VERSION).toBe(3);
    expect(manifest.rules).toBe(engine);
    expect(everestSave.key).toBe('everest-v3');
    expect(everestSave.key).toBe(GAME_SAVE_KEYS.everest);
    expect(everestSave.version).toBe(5);
    expect(manifest.save).toEqual({ key: everestSave.key, version: everestSave.version, migrations: everestSave.migrations });
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
    const s = engine.init({ difficulty: 'Easy' }, 'S-1');
    expect(engine.refusal(s, { type: 'setPace', pace: 'Sprint' as never })).toEqual({ code: 'unknown-setting', message: C.MSG.unknownSetting });
    expect(engine.refusal(s, { type: 'setFlow', flow: 'High' })).toBeNull();
    const over: EverestState = { ...s, phase: 'END', endReason: 'window' };
    expect(engine.step(over, { type: 'setStart', startTime: 'Late' })).toEqual({ state: over, refusal: { code: 'over', message: C.MSG.over } });
    expect(engine.refusal(s, { type: 'fly' } as unknown as EverestAction)).toEqual({ code: 'unknown-action', message: C.MSG.unknownAction });
  });

  test('a setting to the value in force changes nothing (the same state: the core records no move)', () => {
    const s = engine.init({ difficulty: 'Easy' }, 'S-2');
    expect(engine.step(s, { type: 'setPace', pace: s.pace }).state).toBe(s);
    expect(engine.step(s, { type: 'setFlow', flow: s.flow }).state).toBe(s);
    expect(engine.step(s, { type: 'setStart', startTime: s.startTime }).state).toBe(s);
    expect(engine.step(s, { type: 'setPace', pace: 'Fast' }).state).toEqual({ ...s, pace: 'Fast' });
  });
});
