import fc from 'fast-check';
import { CLASS_FILE_MESSAGES, classFileName, classFileText, exportClass, importClass, readClassFile, type TeacherData } from './classFile';
import { rosterOf } from './roster';
import { reportOf } from './teacher';
import type { TeacherClass } from './teacher';

const cls: TeacherClass = { classId: 'JC-K3M9QZ', game: 'everest', seed: 'JK3M9QZ', params: { difficulty: 'Hard' }, name: 'Year 9 B', created: '2026-11-26T10:00:00.000Z' };

test('a class file holds the class, its roster and its codes, and reads back exactly', () => {
  const file = { class: cls, roster: ['Ada', 'Table 3'], codes: ['VQ1.AAAAAAAAAA', 'VQ1.BBBBBBBBBB'] };
  expect(readClassFile(classFileText(file))).toEqual({ ok: true, file });
  expect(classFileName(cls, new Date('2026-11-26T12:00:00Z'))).toBe('class-year-9-b-2026-11-26.json');
  expect(classFileName({ ...cls, name: '' }, new Date('2026-11-26T12:00:00Z'))).toBe('class-everest-2026-11-26.json');
});

test('a damaged or foreign file imports nothing and says why', () => {
  const good = JSON.parse(classFileText({ class: cls, roster: ['Ada'], codes: [] }));
  expect(readClassFile('not json')).toEqual({ ok: false, message: CLASS_FILE_MESSAGES.notJson });
  expect(readClassFile('{"a":1}')).toEqual({ ok: false, message: CLASS_FILE_MESSAGES.notClass });
  expect(readClassFile(JSON.stringify({ ...good, version: 2 }))).toEqual({ ok: false, message: CLASS_FILE_MESSAGES.newer });
  expect(readClassFile(JSON.stringify({ ...good, class: { ...cls, seed: 'bad seed' } }))).toMatchObject({ ok: false, message: expect.stringContaining('the class: seed is wrong') });
  expect(readClassFile(JSON.stringify({ ...good, roster: ['\u202Eevil'] }))).toMatchObject({ ok: false, message: expect.stringContaining('the roster') });
  expect(readClassFile(JSON.stringify({ ...good, codes: ['<script>'] }))).toMatchObject({ ok: false, message: expect.stringContaining('the codes') });
  expect(readClassFile('x'.repeat(3 * 1024 * 1024))).toEqual({ ok: false, message: CLASS_FILE_MESSAGES.tooBig });
});

test('any JSON value gives a reading or a message, never a throw', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (v) => {
      const r = readClassFile(JSON.stringify(v));
      expect(typeof r.ok).toBe('boolean');
    }),
  );
});

test('a class moves to another device: exported on one, imported on the other with its roster and codes; nothing else changes', () => {
  const home: TeacherData = {
    classes: [cls],
    rosters: { [cls.classId]: ['Ada', 'Table 3'] },
    reports: { [cls.classId]: { codes: ['VQ2.AAAAAAAAAA'], updated: '2026-11-26T11:00:00.000Z' } },
  };
  const text = classFileText(exportClass(home, cls));
  expect(text).not.toContain('http');
  const other: TeacherClass = { ...cls, classId: 'JC-ZZZZZZ', seed: 'JZZZZZZ', name: 'Year 10' };
  const school: TeacherData = {
    classes: [other],
    rosters: { [other.classId]: ['Bo'] },
    reports: { [cls.classId]: { codes: ['VQ2.BBBBBBBBBB'], updated: '2026-11-25T09:00:00.000Z' } },
  };
  const read = readClassFile(text);
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  const after = importClass(school, read.file, new Date('2026-11-27T08:00:00Z'));
  expect(after.classes.map((c) => c.classId)).toEqual([cls.classId, other.classId]);
  expect(rosterOf(after.rosters, cls.classId)).toEqual(['Ada', 'Table 3']);
  expect(rosterOf(after.rosters, other.classId)).toEqual(['Bo']);
  // The codes join the ones this device had collected for the class.
  expect(reportOf(after.reports, cls.classId)?.codes).toEqual(['VQ2.BBBBBBBBBB', 'VQ2.AAAAAAAAAA']);
  // Importing the same file again changes nothing but the date.
  const again = importClass(after, read.file, new Date('2026-11-27T09:00:00Z'));
  expect(again.classes).toEqual(after.classes);
  expect(reportOf(again.reports, cls.classId)?.codes).toEqual(reportOf(after.reports, cls.classId)?.codes);
  // A file without a roster keeps the device's roster.
  const bare = importClass(after, { ...read.file, roster: [] }, new Date('2026-11-27T10:00:00Z'));
  expect(rosterOf(bare.rosters, cls.classId)).toEqual(['Ada', 'Table 3']);
});
