import { decode, encode } from '../core/save';
import { award, emptyRecord } from './award';
import { progressSpec, validateRecord } from './record';
import type { ProgressRecord } from './types';

const AT = '2026-11-26T10:00:00.000Z';
function sample(): ProgressRecord {
  let r = emptyRecord();
  r = award(r, { game: 'everest', id: 'e1', result: { grade: 'S', summited: true } }, AT).record;
  r = award(r, { game: 'launchpad', id: 'l1', result: { stagesDone: 9 } }, AT).record;
  return r;
}

test('a record written by award round-trips through the save envelope', () => {
  const r = sample();
  expect(decode(progressSpec, encode(progressSpec, r))).toEqual({ ok: true, value: r });
  expect(validateRecord(emptyRecord())).toEqual(emptyRecord());
});

test('unknown extra fields are dropped, known ones kept', () => {
  const r = { ...sample(), extra: 1, recent: sample().recent.map((e) => ({ ...e, nickname: 'x' })) };
  expect(validateRecord(r)).toEqual(sample());
});

const broken: [string, (r: any) => unknown][] = [
  ['not an object', () => 42],
  ['an array', () => []],
  ['negative xp', (r) => ({ ...r, xp: -1 })],
  ['fractional xp', (r) => ({ ...r, xp: 1.5 })],
  ['xp as text', (r) => ({ ...r, xp: '400' })],
  ['a missing count', (r) => ({ ...r, counts: { ...r.counts, summit: undefined } })],
  ['a count of an unknown game', (r) => ({ ...r, counts: { ...r.counts, chess: 1 } })],
  ['recent not a list', (r) => ({ ...r, recent: {} })],
  ['a finish of an unknown game', (r) => ({ ...r, recent: [{ ...r.recent[0], game: 'chess' }] })],
  ['a finish with a bad id', (r) => ({ ...r, recent: [{ ...r.recent[0], id: '<script>' }] })],
  ['a finish with a bad date', (r) => ({ ...r, recent: [{ ...r.recent[0], at: 'yesterday' }] })],
  ['a finish worth more than a finish can be', (r) => ({ ...r, recent: [{ ...r.recent[0], xp: 301 }] })],
  ['a finish listed twice', (r) => ({ ...r, recent: [r.recent[0], r.recent[0]] })],
  ['finishes worth more than the total', (r) => ({ ...r, xp: 10 })],
  ['more finishes of a game than counted', (r) => ({ ...r, counts: { ...r.counts, everest: 0 } })],
  ['an unknown badge', (r) => ({ ...r, badges: [...r.badges, { id: 'cheater', at: AT }] })],
  ['a badge twice', (r) => ({ ...r, badges: [r.badges[0], r.badges[0]] })],
  ['a badge without a date', (r) => ({ ...r, badges: [{ id: r.badges[0].id }] })],
];

test.each(broken)('a record with %s is refused (the storage layer then sets it aside whole)', (_, breakIt) => {
  const bad = breakIt(sample());
  expect(typeof validateRecord(bad)).toBe('string');
  expect(decode(progressSpec, JSON.stringify({ v: 1, data: bad }))).toMatchObject({ ok: false, reason: 'invalid' });
});

test('a record of a newer version, or not an envelope, is refused too (not read as a fresh one)', () => {
  expect(decode(progressSpec, JSON.stringify({ v: 2, data: sample() }))).toMatchObject({ ok: false, reason: 'unknown-version' });
  expect(decode(progressSpec, '{"xp":10')).toMatchObject({ ok: false, reason: 'corrupt' });
  expect(decode(progressSpec, JSON.stringify(sample()))).toMatchObject({ ok: false, reason: 'corrupt' });
});

test('a record saved when Bullwhip Rush scored the own tier (rules version 1) stays valid; its finishes still count once', () => {
  // As the version-1 end screen stored it: a Bullwhip finish with 300 XP and the Beat the Autopilot badge.
  const stored = {
    v: 1,
    data: {
      xp: 300,
      counts: { bullwhip: 1, everest: 0, summit: 0, 'city-tycoon': 0, launchpad: 0 },
      recent: [{ game: 'bullwhip', id: 'f1x2y3z4', xp: 300, at: AT }],
      badges: [
        { id: 'first-bullwhip', at: AT },
        { id: 'beat-the-autopilot', at: AT },
      ],
    },
  };
  const r = decode(progressSpec, JSON.stringify(stored));
  expect(r).toEqual({ ok: true, value: stored.data });
  const record = (r as { value: ProgressRecord }).value;
  // the same game (same id) under the chain score is not counted again
  const again = award(record, { game: 'bullwhip', id: 'f1x2y3z4', result: { chainCost: 900, autopilotChainCost: 800 } }, AT);
  expect(again).toMatchObject({ already: true, gained: 0 });
  // a new game counts, and the badge earned before is kept (not earned twice)
  const next = award(record, { game: 'bullwhip', id: 'f9', result: { chainCost: 700, autopilotChainCost: 800 } }, AT);
  expect(next.gained).toBe(220);
  expect(next.newBadges).toEqual([]);
  expect(next.record.badges.map((b) => b.id)).toEqual(['first-bullwhip', 'beat-the-autopilot']);
});
