import { CLASSROOM } from '@/engines/classroom';
import { paramsOf, readClassLink } from '@/engines/core/classLink';
import { joinCodeFor } from '@/engines/core/joinCode';
import { joinLink } from './join';

test('a join code opens the class link of its game, settings and seed, read by the game exactly as a link', () => {
  const spec = CLASSROOM['city-tycoon']!.classSpec;
  const settings = { ...spec.defaults, players: 5, cash: 2300, cap: 37 };
  const code = joinCodeFor(spec, { seed: 'JK3M9QZ', settings })!;
  const r = joinLink(code.toLowerCase());
  if (!r.ok) throw new Error(r.message);
  expect(r.path.startsWith('/simulation/city-tycoon?')).toBe(true);
  const read = readClassLink(spec, paramsOf(r.path.slice(r.path.indexOf('?'))));
  expect(read).toEqual({ kind: 'class', problems: [], context: { game: 'city-tycoon', classId: 'JC-K3M9QZ', seed: 'JK3M9QZ', settings } });
});

test('a wrong join code gives its message and no link', () => {
  expect(joinLink('hello!')).toEqual({ ok: false, message: expect.stringContaining('only letters and digits') });
});
