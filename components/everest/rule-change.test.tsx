/**
 * A rule changes in one place (docs/engines.md, "Change a rule"): the Normal difficulty's permit window (its days).
 * With a copy of the constants in which Normal's days are changed — and the bookkeeping of the change, RULES_VERSION +
 * 1, its lock line and its `rulesChanges` sentence — a Normal expedition closes its window on the new day, the screen
 * (day counter, difficulty select, planning line), the class link's words, how to play and the teacher guide state the
 * new days, and an expedition saved under today's rules plays on when its days fit in the new window, or is set aside
 * with the sentence naming the change when it played past it.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the changed rules are loaded with require inside jest.isolateModules, after jest.doMock */
import type { ReactElement } from 'react';
import { canonical, fingerprint, rulesLockProblem } from '@/engines/core/rulesLock';
import { recordSave } from '@/engines/core/record';
import { playMoves } from '@/engines/core/testkit';
import { afterRuleChange, editedModule } from '@/engines/core/ruleChange';
import * as Real from '@/engines/everest/constants';
import { manifest as realManifest } from '@/engines/everest/manifest';
import type { EverestAction, EverestState } from '@/engines/everest/types';
import { guideText } from '@/content/teacher-guides/testing';
import lock from '@/engines/everest/rules.lock.json';

const REAL_DAYS = Real.DIFFICULTIES.Normal.days;
const DAYS = 16;
const CHANGE = `the Normal permit window now lasts ${DAYS} days`;
const SEED = 'RULE-CHANGE';

/** Everything that reads the Normal window, loaded afresh under the changed constants. */
function underChangedRules() {
  let out!: {
    C: typeof Real;
    manifest: typeof realManifest;
    selectors: typeof import('@/engines/everest/selectors');
    classSpec: typeof import('@/engines/everest/classSpec').classSpec;
    howToPlay: typeof import('@/content/howToPlay');
    lockData: typeof import('@/engines/everest/rulesLockData');
    guide: string;
    screen: (state: EverestState) => string;
  };
  jest.isolateModules(() => {
    // The edit a developer makes: one figure of the difficulty table (classLimits.ts, which constants.ts re-exports).
    jest.doMock('@/engines/everest/classLimits', () =>
      editedModule('engines/everest/classLimits.ts', `Normal: { days: ${REAL_DAYS},`, `Normal: { days: ${DAYS},`, require),
    );
    // React, jotai and the server renderer are loaded with the screen, so there is one copy of each.
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { createStore, Provider } = require('jotai') as typeof import('jotai');
    const { start } = require('@/engines/core/record') as typeof import('@/engines/core/record');
    const { rules } = require('@/engines/everest') as typeof import('@/engines/everest');
    const { everestAtom } = require('./store') as typeof import('./store');
    const Game = (require('./Game') as typeof import('./Game')).default;
    out = {
      C: require('@/engines/everest/constants'),
      manifest: require('@/engines/everest/manifest').manifest,
      selectors: require('@/engines/everest/selectors'),
      classSpec: require('@/engines/everest/classSpec').classSpec,
      howToPlay: require('@/content/howToPlay'),
      lockData: require('@/engines/everest/rulesLockData'),
      guide: guideText('everest', (m) => require(m)),
      screen: (state) => {
        const store = createStore();
        store.set(everestAtom, { record: start(rules, { difficulty: state.difficulty }, state.seed).record, state });
        const element: ReactElement = React.createElement(Provider, { store }, React.createElement(Game));
        return renderToString(element)
          .replace(/<!-- -->/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/&quot;/g, '"')
          .replace(/\s+/g, ' ');
      },
    };
  });
  return out;
}

const changed = underChangedRules();
const REST: EverestAction = { type: 'rest' };
const rests = (n: number): EverestAction[] => Array.from({ length: n }, () => REST);

/** Rest days from Base Camp, under the changed rules, until the window closes: the state after each. */
function restUntilClosed(): EverestState[] {
  const m = changed.manifest;
  const out: EverestState[] = [m.rules.init({ difficulty: 'Normal' }, SEED)];
  while (out[out.length - 1].phase !== 'END' && out.length < 100) {
    const r = m.rules.step(out[out.length - 1], REST);
    expect(r.refusal).toBeUndefined();
    out.push(r.state);
  }
  return out;
}
const closing = restUntilClosed();
/** How many day actions a Normal expedition takes before its window closes, under the changed rules. */
const DAY_MOVES = closing.length - 1;

test('the copy changes the one figure, and nothing else', () => {
  expect(changed.C.DIFFICULTIES.Normal.days).toBe(DAYS);
  expect(DAYS).not.toBe(REAL_DAYS);
  const restored = { ...changed.C, DIFFICULTIES: { ...changed.C.DIFFICULTIES, Normal: { ...changed.C.DIFFICULTIES.Normal, days: REAL_DAYS } } };
  expect(canonical(restored)).toBe(canonical({ ...Real }));
});

test('a Normal expedition’s window closes on the new day; Easy and Hard keep theirs', () => {
  const first = closing[0];
  expect(first.log[0].text).toContain(`Permit window: ${DAYS} days.`);
  expect(changed.selectors.daysLeft(first)).toBe(DAYS - first.day);
  const last = closing[closing.length - 1];
  expect(last).toMatchObject({ phase: 'END', endReason: 'window', day: DAYS });
  expect(last.log.some((e) => e.text === `${Real.MSG.windowClosed}: ${Real.MSG.windowClosedText}`)).toBe(true);
  // After the end, a day is refused with the rules' reason.
  expect(changed.selectors.refusal(last, REST)).toEqual({ code: 'over', message: Real.MSG.over });
  // The rest is as before: the same days for Easy and Hard, and the class report's total for Normal follows.
  expect(changed.C.DIFFICULTIES.Easy.days).toBe(Real.DIFFICULTIES.Easy.days);
  expect(changed.C.DIFFICULTIES.Hard.days).toBe(Real.DIFFICULTIES.Hard.days);
  expect(changed.manifest.progress!({ difficulty: 'Normal' }, changed.manifest.summary.of(last))).toEqual({ done: DAYS, total: DAYS, unit: 'day' });
});

test('the screen states the new window: the day counter, the difficulty select and the planning line', () => {
  const day1 = changed.screen(closing[0]);
  expect(day1).toContain(`Day ${changed.selectors.currentDay(closing[0])} of ${DAYS}`);
  expect(day1).toContain(`${changed.selectors.daysLeft(closing[0])} days left`);
  expect(day1).toContain(`Normal — ${DAYS} days, ${Real.DIFFICULTIES.Normal.oxygen} O₂`);
  expect(day1).toContain(`Window ${DAYS} days`);
  expect(day1).not.toContain(`${REAL_DAYS} days`);
  expect(day1).not.toContain(`of ${REAL_DAYS}`);
  // At the end: the window closed, on the last day of the new window.
  const end = changed.screen(closing[closing.length - 1]);
  expect(end).toContain(Real.MSG.windowClosed);
  expect(end).toContain(`${DAYS} of ${DAYS}`);
});

test('the class link’s words, how to play and the teacher guide state the new window', () => {
  const { Easy, Hard } = Real.DIFFICULTIES;
  expect(changed.classSpec.describe({ difficulty: 'Normal' })).toContain(`${DAYS}-day window`);
  const field = changed.classSpec.fields[0];
  expect(field.kind === 'choice' ? field.options.map((o) => o.label) : []).toContain(`Normal — ${DAYS} days, ${Real.DIFFICULTIES.Normal.oxygen} O₂, ${Real.DIFFICULTIES.Normal.food} food`);
  expect(changed.howToPlay.howToPlay('everest').join(' ')).toContain(`(${Easy.days}, ${DAYS} or ${Hard.days} days)`);
  expect(changed.guide).toContain(`Your permit lasts ${DAYS} days on Normal (${Easy.days} on Easy, ${Hard.days} on Hard)`);
  expect(changed.guide).toContain(`${Easy.days}, ${DAYS} or ${Hard.days} days by difficulty`);
  expect(changed.guide).not.toContain(`${REAL_DAYS} days`);
});

test('the lock asks for RULES_VERSION + 1 and its line, and passes with them', () => {
  const version = realManifest.rules.RULES_VERSION;
  const now = fingerprint(changed.lockData.rulesData());
  expect(rulesLockProblem('everest', version, now, lock)).toBe(
    `everest: the constants or story changed but RULES_VERSION is still ${version}: bump it to ${version + 1} and add "${version + 1}": "${now}" to rules.lock.json`,
  );
  expect(rulesLockProblem('everest', version + 1, now, { ...lock, [version + 1]: now })).toBeNull();
});

describe('an expedition saved under today’s rules, loaded under the changed ones', () => {
  const save = recordSave(afterRuleChange(changed.manifest, CHANGE));
  /** A Normal expedition of `n` rest days at Base Camp, played under today's (unchanged) rules. */
  const oldSave = (n: number) => JSON.parse(JSON.stringify(playMoves(realManifest.rules, { difficulty: 'Normal' }, SEED, rests(n)).record));

  test('plays on when its days fit in the new window, relabelled', () => {
    const record = oldSave(DAY_MOVES - 1);
    const loaded = save.validate(record);
    if (typeof loaded === 'string' || 'error' in loaded) throw new Error(`set aside: ${JSON.stringify(loaded)}`);
    expect(loaded.record.rulesVersion).toBe(realManifest.rules.RULES_VERSION + 1);
    expect(loaded.state.phase).not.toBe('END');
    expect(changed.selectors.daysLeft(loaded.state)).toBe(DAYS - loaded.state.day);
  });

  test('is set aside, naming the change, when it played past the new window', () => {
    // Legal under today's window, which is longer: the day after the new window closed is refused.
    expect(DAY_MOVES + 1).toBeLessThan(REAL_DAYS);
    const record = oldSave(DAY_MOVES + 1);
    const move = DAY_MOVES + 1;
    expect(save.validate(record)).toEqual({
      error: `saved under rules ${realManifest.rules.RULES_VERSION}; move ${move} does not replay: ${Real.MSG.over}`,
      tell: `Your Everest Expedition game was saved under older rules and cannot go on under today's (${CHANGE}): move ${move} is no longer allowed — ${Real.MSG.over} It is kept aside, and a new game starts.`,
    });
  });
});
