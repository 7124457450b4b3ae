import fc from 'fast-check';
import { CLASSROOM } from '../classroom';
import type { ClassSpec } from './classLink';
import { CODE_GAMES, type CodeGame } from './code';
import {
  JOIN_ALPHABET,
  JOIN_CODE_MAX,
  JOIN_MESSAGES,
  isJoinSeed,
  joinClassId,
  joinCodeFor,
  newJoinSeed,
  normaliseJoinCode,
  readJoinCode,
  settingsChars,
} from './joinCode';

const SPECS = Object.fromEntries(CODE_GAMES.map((g) => [g, CLASSROOM[g]!.classSpec])) as Record<CodeGame, ClassSpec<unknown>>;

/** Every settings combination a teacher's form can make for a game (its fields' lists and ranges). */
function allSettings(spec: ClassSpec<unknown>): unknown[] {
  let combos: Record<string, string>[] = [{}];
  for (const f of spec.fields) {
    const values = f.kind === 'choice' ? f.options.map((o) => o.value) : Array.from({ length: Math.floor((f.max - f.min) / (f.step ?? 1)) + 1 }, (_, i) => String(f.min + i * (f.step ?? 1)));
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [f.param]: v })));
  }
  return combos.map((p) => spec.fromParams(p).settings);
}

const seedFrom = (n: number) => newJoinSeed((a) => a.map((_, i) => (n * 7919 + i * 104729) >>> 0));

test.each(CODE_GAMES)('%s: every setting the teacher can pick survives a join code of at most 10 characters', (game) => {
  const spec = SPECS[game];
  const all = allSettings(spec);
  expect(all.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  all.forEach((settings, i) => {
    const seed = seedFrom(i);
    const code = joinCodeFor(spec, { seed, settings });
    const read = code === null ? null : readJoinCode(code, SPECS);
    const back = read?.ok ? spec.fromParams(read.params) : null;
    const ok =
      code !== null &&
      code.length <= JOIN_CODE_MAX &&
      read?.ok === true &&
      read.game === game &&
      read.seed === seed &&
      read.classId === joinClassId(seed) &&
      back!.problems.length === 0 &&
      JSON.stringify(back!.settings) === JSON.stringify(settings);
    if (!ok) wrong.push(`${JSON.stringify(settings)} → ${code} → ${JSON.stringify(read)}`);
  });
  expect(wrong).toEqual([]);
});

test('City Tycoon, the game with the most settings, needs 3 settings characters; LaunchPad none', () => {
  expect(settingsChars(SPECS['city-tycoon'])).toBe(3);
  expect(settingsChars(SPECS.launchpad)).toBe(0);
});

test('a seed the teacher typed has no join code; a join seed has the pattern', () => {
  expect(joinCodeFor(SPECS.everest, { seed: 'MY-OWN-SEED', settings: SPECS.everest.defaults })).toBeNull();
  expect(isJoinSeed(seedFrom(3))).toBe(true);
  expect(isJoinSeed('J12345')).toBe(false);
  expect(isJoinSeed('JIIIIII')).toBe(false); // I is not a join character
});

test('reading forgives case, spaces, dashes and O/I/L, and says what is wrong otherwise', () => {
  const code = joinCodeFor(SPECS.everest, { seed: 'J0A1B2C', settings: SPECS.everest.defaults })!;
  const typed = code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
  const read = readJoinCode(`${typed.slice(0, 4)} - ${typed.slice(4)}`, SPECS);
  expect(read).toMatchObject({ ok: true, game: 'everest', seed: 'J0A1B2C' });
  expect(readJoinCode('', SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.empty });
  expect(readJoinCode('AB#12', SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.badChar });
  expect(readJoinCode('12345678901', SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.length(11) });
  expect(readJoinCode(code.slice(0, -1), SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.short });
  const { everest: _gone, ...withoutEverest } = SPECS;
  expect(readJoinCode(code, withoutEverest)).toEqual({ ok: false, message: JOIN_MESSAGES.unknownGame });
});

test('a game char of a later format is refused as newer, never misread', () => {
  // Game char index 5..9 would be format 1.
  const code = joinCodeFor(SPECS.bullwhip, { seed: 'J0A1B2C', settings: SPECS.bullwhip.defaults })!;
  expect(readJoinCode(JOIN_ALPHABET[5] + code.slice(1), SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.newer });
});

test('City Tycoon settings beyond the fields (a settings number too large) are refused', () => {
  const spec = SPECS['city-tycoon'];
  const code = joinCodeFor(spec, { seed: 'J0A1B2C', settings: spec.defaults })!;
  expect(readJoinCode(code[0] + 'ZZZ' + code.slice(4), SPECS)).toEqual({ ok: false, message: JOIN_MESSAGES.badSettings });
});

test('any text gives a reading or a message, never a throw', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (t) => {
      const r = readJoinCode(t, SPECS);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
    }),
  );
  expect(normaliseJoinCode(' 4ab-cd ')).toEqual({ ok: true, code: '4ABCD' });
});
