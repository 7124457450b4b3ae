import { decode, encode } from '@/engines/core/save';
import type { ClassSpec } from '@/engines/core/classLink';
import type { Verification } from '@/engines/core/code';
import {
  ANY_CLASS,
  addClass,
  codesToKeep,
  reportOf,
  NEWER_CODES_MAX,
  SAVED_TEXT_MAX,
  deleteReport,
  expectationOf,
  removeClass,
  saveReport,
  SAVED_CODES_MAX,
  teacherClassesSpec,
  teacherReportsSpec,
  validateTeacherClasses,
  validateTeacherReports,
  type TeacherClass,
} from './teacher';

const cls: TeacherClass = {
  classId: 'C-ABCD12',
  game: 'bullwhip',
  seed: 'CLASS-X1',
  params: { scenario: 'classic', role: 'W' },
  name: 'Year 9 B',
  created: '2026-11-26T09:00:00.000Z',
};
const CODE = 'VQ1.AAMGYy03ZjNhCVpvw6sg8J-agAZTRUVELTEKBAMDAwEKBCPPKaQ';

test('saved classes and reports round-trip through the envelope', () => {
  expect(decode(teacherClassesSpec, encode(teacherClassesSpec, [cls]))).toEqual({ ok: true, value: [cls] });
  const reports = { [cls.classId]: { codes: [CODE], updated: cls.created }, [ANY_CLASS]: { codes: [], updated: cls.created } };
  expect(decode(teacherReportsSpec, encode(teacherReportsSpec, reports))).toEqual({ ok: true, value: reports });
});

test.each([
  ['not a list', { a: 1 }],
  ['unknown game', [{ ...cls, game: 'chess' }]],
  ['bad class id', [{ ...cls, classId: '<b>x</b>' }]],
  ['bad seed', [{ ...cls, seed: 'a b' }]],
  ['a param that is not text', [{ ...cls, params: { role: 3 } }]],
  ['a param name that is not a name', [{ ...cls, params: { 'x y': 'a' } }]],
  ['a name with control characters', [{ ...cls, name: 'a\u202Eb' }]],
  ['a name over 40 characters', [{ ...cls, name: 'x'.repeat(41) }]],
  ['a bad date', [{ ...cls, created: 'yesterday' }]],
  ['the same class twice', [cls, cls]],
])('saved classes refused: %s', (_label, data) => {
  expect(typeof validateTeacherClasses(data)).toBe('string');
});

test.each([
  ['not an object', []],
  ['a bad key', { 'no good': { codes: [], updated: cls.created } }],
  ['codes not a list', { '*': { codes: 'x', updated: cls.created } }],
  ['a code that is not a code', { '*': { codes: ['hello'], updated: cls.created } }],
  ['a code with other characters', { '*': { codes: [CODE + '<'], updated: cls.created } }],
  ['too many codes', { '*': { codes: Array(SAVED_CODES_MAX + 1).fill(CODE), updated: cls.created } }],
  ['a bad date', { '*': { codes: [], updated: 'soon' } }],
])('saved reports refused: %s', (_label, data) => {
  expect(typeof validateTeacherReports(data)).toBe('string');
});

test('classes: newest first, replaced by id, removed by id', () => {
  const other = { ...cls, classId: 'C-OTHER1' };
  const list = addClass(addClass([], cls), other);
  expect(list.map((c) => c.classId)).toEqual(['C-OTHER1', 'C-ABCD12']);
  expect(addClass(list, { ...cls, name: 'renamed' }).map((c) => [c.classId, c.name])).toEqual([
    ['C-ABCD12', 'renamed'],
    ['C-OTHER1', 'Year 9 B'],
  ]);
  expect(removeClass(list, 'C-OTHER1')).toEqual([cls]);
});

test('the expectation reads the settings through the game’s ClassSpec', () => {
  const spec: ClassSpec<{ role: string }> = {
    game: 'bullwhip',
    route: '/x',
    title: 'X',
    paramNames: ['role'],
    fields: [],
    defaults: { role: 'R' },
    toParams: (s) => ({ role: s.role }),
    fromParams: (p) => ({ settings: { role: p.role ?? 'R' }, problems: [] }),
    describe: (s) => s.role,
  };
  expect(expectationOf(spec, cls)).toEqual({ game: 'bullwhip', classId: 'C-ABCD12', seed: 'CLASS-X1', settings: { role: 'W' } });
  expect(expectationOf(undefined, cls)).toEqual({ game: 'bullwhip', classId: 'C-ABCD12', seed: 'CLASS-X1' });
});

test('a report keeps the codes that could be read, merges, and can be deleted', () => {
  const v = (verdict: Verification['verdict']) => ({ verdict, message: '' }) as Verification;
  expect(codesToKeep(['a', 'b', 'c', 'd', 'e'], [v('verified'), v('checksum'), v('not-a-code'), v('other-class'), v('rules-version')]).codes).toEqual([
    'a',
    'd',
    'e',
  ]);
  const now = new Date('2026-11-26T10:00:00.000Z');
  const r1 = saveReport({}, cls.classId, ['x', 'y'], now);
  const r2 = saveReport(r1, cls.classId, ['y', 'z'], now);
  expect(r2[cls.classId]).toEqual({ codes: ['x', 'y', 'z'], updated: '2026-11-26T10:00:00.000Z' });
  expect(deleteReport(r2, cls.classId)).toEqual({});
});

test('codes from a newer version of the site are kept only when they name this class, at most 100; a report holds at most 1 MB of code text', () => {
  const newer = (classId: string) => ({ verdict: 'rules-version', message: '', newer: true, header: { game: 'bullwhip', rulesVersion: 9, classId, nickname: '', seed: 'S' } }) as Verification;
  const junk = Array.from({ length: 416 }, (_, i) => `VQ9.made-up-${i}`);
  // A newer codec's token has no header this page can read: never kept.
  expect(codesToKeep(junk, junk.map(() => ({ verdict: 'future-codec', message: '', newer: true }) as Verification), cls.classId).codes).toEqual([]);
  const named = Array.from({ length: 150 }, (_, i) => `VQ1.named-${i}`);
  expect(codesToKeep(named, named.map(() => newer(cls.classId)), cls.classId).codes).toHaveLength(NEWER_CODES_MAX);
  expect(codesToKeep(named, named.map(() => newer('C-OTHER1')), cls.classId).codes).toEqual([]);
  const big = Array.from({ length: 900 }, (_, i) => `VQ1.${String(i).padStart(1500, 'x')}`);
  const kept = codesToKeep(big, big.map(() => ({ verdict: 'verified', message: '' }) as Verification), cls.classId);
  expect(kept.full).toBe(true);
  expect(kept.codes.join('').length).toBeLessThanOrEqual(SAVED_TEXT_MAX);
  const merged = saveReport({}, cls.classId, [...kept.codes, ...big.slice(kept.codes.length)], new Date());
  expect(merged[cls.classId].codes.join('').length).toBeLessThanOrEqual(SAVED_TEXT_MAX);
});

test('report keys are own properties: a class id such as toString or __proto__ is just an id', () => {
  for (const id of ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__']) {
    expect(reportOf({}, id)).toBeUndefined();
    const r = saveReport({}, id, ['VQ1.AAAAAAA'], new Date('2026-11-26T10:00:00.000Z'));
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect(reportOf(r, id)).toEqual({ codes: ['VQ1.AAAAAAA'], updated: '2026-11-26T10:00:00.000Z' });
    expect(validateTeacherReports(JSON.parse(JSON.stringify(r)))).toEqual(r);
    expect(deleteReport(r, id)).toEqual({});
  }
});
