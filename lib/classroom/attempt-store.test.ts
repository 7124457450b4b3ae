/** The count of attempts on a student's device (lib/classroom/attempts.ts). */
import { ATTEMPT_CLASSES_MAX, ATTEMPTS_KEPT_MAX, attemptKey, attemptNumber, recordFinish, validateClassAttempts, type AttemptPlace } from './attempts';

const place: AttemptPlace = { game: 'bullwhip', classId: 'C-7F3A9K', seed: 'BW-CLASS-7' };

test('a game in progress is the next attempt; a finished game keeps the number it first had; the same moves are the same attempt', () => {
  let all = {};
  expect(attemptNumber(all, place, null)).toBe(1);
  all = recordFinish(all, place, 'aaa');
  expect(attemptNumber(all, place, 'aaa')).toBe(1);
  expect(attemptNumber(all, place, null)).toBe(2);
  all = recordFinish(all, place, 'bbb');
  all = recordFinish(all, place, 'aaa');
  expect(attemptNumber(all, place, 'aaa')).toBe(1);
  expect(attemptNumber(all, place, 'bbb')).toBe(2);
  expect(attemptNumber(all, place, 'ccc')).toBe(3);
  // Another seed, another class or another game counts from 1.
  expect(attemptNumber(all, { ...place, seed: 'OTHER' }, null)).toBe(1);
  expect(attemptNumber(all, { ...place, classId: '' }, null)).toBe(1);
  expect(attemptNumber(all, { ...place, game: 'everest' }, null)).toBe(1);
});

test('the oldest class is dropped past the limit; a class past its limit of games counts on without growing', () => {
  let all = {};
  for (let i = 0; i < ATTEMPT_CLASSES_MAX + 3; i++) all = recordFinish(all, { ...place, classId: `C-${i}AAAA` }, 'x1');
  expect(Object.keys(all)).toHaveLength(ATTEMPT_CLASSES_MAX);
  expect(Object.hasOwn(all, attemptKey({ ...place, classId: 'C-0AAAA' }))).toBe(false);
  let one = {};
  for (let i = 0; i < ATTEMPTS_KEPT_MAX + 5; i++) one = recordFinish(one, place, i.toString(36));
  expect(attemptNumber(one, place, null)).toBe(ATTEMPTS_KEPT_MAX + 1);
  expect(validateClassAttempts(one)).toEqual(one);
});

test('a saved count is validated: anything else is refused with a reason', () => {
  const ok = recordFinish({}, place, 'abc123');
  expect(validateClassAttempts(ok)).toEqual(ok);
  expect(validateClassAttempts(null)).toBe('not an object');
  expect(validateClassAttempts({ 'nope|C-1|x': ['a'] })).toMatch(/^a key is wrong/);
  const key = attemptKey(place);
  expect(validateClassAttempts({ [key]: 'a' })).toMatch(/the list is wrong$/);
  expect(validateClassAttempts({ [key]: ['A B'] })).toMatch(/the list is wrong$/);
  expect(validateClassAttempts({ [key]: ['a', 'a'] })).toMatch(/listed twice$/);
  expect(validateClassAttempts({ [key]: Array.from({ length: ATTEMPTS_KEPT_MAX + 1 }, (_, i) => i.toString(36)) })).toMatch(/the list is wrong$/);
  // Any seed text makes a plain key (a seed is hashed), so an odd seed never breaks the whole record.
  expect(typeof validateClassAttempts(recordFinish({}, { ...place, seed: 'a|b c' }, 'z'))).toBe('object');
});
