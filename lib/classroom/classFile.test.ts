import fc from 'fast-check';
import { CLASS_FILE_MESSAGES, classFileName, classFileText, readClassFile } from './classFile';
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
