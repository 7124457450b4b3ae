import { classLinkPath, intParam, oneOfParam, paramsOf, readClassLink, type ClassSpec } from './classLink';

type S = { level: 'Easy' | 'Hard'; rounds: number };
const spec: ClassSpec<S> = {
  game: 'everest',
  route: '/everest/dashboard',
  title: 'Everest',
  paramNames: ['level', 'rounds'],
  fields: [],
  defaults: { level: 'Easy', rounds: 10 },
  toParams: (s) => ({ level: s.level, rounds: String(s.rounds) }),
  fromParams: (p) => {
    const problems: string[] = [];
    return {
      settings: { level: oneOfParam(p, 'level', 'Difficulty', ['Easy', 'Hard'] as const, 'Easy', problems), rounds: intParam(p, 'rounds', 'Rounds', 5, 20, 10, problems) },
      problems,
    };
  },
  describe: (s) => `${s.level}, ${s.rounds} rounds`,
};

test('a link round-trips through its path', () => {
  const ctx = { game: 'everest' as const, classId: 'C-ABC123', seed: 'EV-77', settings: { level: 'Hard' as const, rounds: 12 } };
  const path = classLinkPath(spec, ctx);
  expect(path).toBe('/everest/dashboard?class=C-ABC123&seed=EV-77&level=Hard&rounds=12');
  expect(readClassLink(spec, paramsOf(path.split('?')[1]))).toEqual({ kind: 'class', context: ctx, problems: [] });
});

test('no class parameter: an ordinary visit', () => {
  expect(readClassLink(spec, paramsOf('level=Hard'))).toEqual({ kind: 'none' });
});

test('a broken class id or seed opens the normal game with a notice', () => {
  expect(readClassLink(spec, paramsOf('class=&seed=X')).kind).toBe('invalid');
  expect(readClassLink(spec, paramsOf('class=<script>&seed=X')).kind).toBe('invalid');
  expect(readClassLink(spec, paramsOf('class=C-ABCD')).kind).toBe('invalid');
  expect(readClassLink(spec, paramsOf('class=C-ABCD&seed=a%20b')).kind).toBe('invalid');
});

test('out-of-range settings are clamped, unknown ones take the default, each with a problem', () => {
  const r = readClassLink(spec, paramsOf('class=C-ABCD&seed=S1&level=Insane&rounds=99'));
  expect(r).toEqual({
    kind: 'class',
    context: { game: 'everest', classId: 'C-ABCD', seed: 'S1', settings: { level: 'Easy', rounds: 20 } },
    problems: ['Difficulty "Insane" is not one of Easy, Hard: Easy is used.', 'Rounds must be a whole number from 5 to 20: 20 is used.'],
  });
  expect(readClassLink(spec, paramsOf('class=C-ABCD&seed=S1&rounds=abc'))).toMatchObject({ problems: ['Rounds "abc" is not a number: 10 is used.'] });
});
