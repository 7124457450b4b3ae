/**
 * Each game's class limits (engines/<game>/classLimits.ts): the figures its class link needs, apart from its constants
 * module so the teacher's page does not load the rules (docs/site.md, "Teacher pages"). They must be the very figures
 * the rules use: constants.ts re-exports each one, the class spec builds its fields from them, and no class spec (nor
 * what it imports) reaches a constants module.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as BullwhipLimits from './bullwhip/classLimits';
import * as BullwhipConstants from './bullwhip/constants';
import * as TycoonLimits from './city-tycoon/classLimits';
import * as TycoonConstants from './city-tycoon/constants';
import * as EverestLimits from './everest/classLimits';
import * as EverestConstants from './everest/constants';
import * as LaunchpadLimits from './launchpad/classLimits';
import * as LaunchpadConstants from './launchpad/constants';
import * as SummitLimits from './summit/classLimits';
import * as SummitConstants from './summit/constants';
import { CLASS_SPECS } from './classSpecs';

const GAMES = [
  ['bullwhip', BullwhipLimits, BullwhipConstants],
  ['city-tycoon', TycoonLimits, TycoonConstants],
  ['everest', EverestLimits, EverestConstants],
  ['launchpad', LaunchpadLimits, LaunchpadConstants],
  ['summit', SummitLimits, SummitConstants],
] as const;

describe('class limits are the rules’ own figures', () => {
  it.each(GAMES)('%s: constants.ts exports every class limit, the same value', (_game, limits, constants) => {
    const names = Object.keys(limits);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect([name, (constants as Record<string, unknown>)[name]]).toEqual([name, (limits as Record<string, unknown>)[name]]);
    // The same object, not a copy: a figure exists once.
    for (const name of names) expect((constants as Record<string, unknown>)[name]).toBe((limits as Record<string, unknown>)[name]);
  });

  it('City Tycoon: the settings’ fields and defaults are the limits the engine keeps', () => {
    const spec = CLASS_SPECS['city-tycoon'];
    const field = (p: string) => spec.fields.find((f) => f.param === p)!;
    expect(field('players')).toMatchObject({ min: TycoonLimits.MIN_PLAYERS, max: TycoonLimits.MAX_PLAYERS });
    expect(field('cash')).toMatchObject({ min: TycoonLimits.STARTING_CASH_MIN, max: TycoonLimits.STARTING_CASH_MAX, step: TycoonLimits.STARTING_CASH_STEP });
    expect(field('cap')).toMatchObject({ min: TycoonLimits.TURN_CAP_MIN, max: TycoonLimits.TURN_CAP_MAX });
    expect(spec.defaults).toMatchObject({ cash: TycoonLimits.STARTING_CASH_DEFAULT, cap: TycoonLimits.TURN_CAP_DEFAULT });
    expect(spec.title).toBe(TycoonConstants.TITLE);
    // A link over the limits is read back clamped to them.
    const read = spec.fromParams({ players: '99', cash: '1', cap: '999' });
    expect(read.settings).toEqual({ players: TycoonLimits.MAX_PLAYERS, cash: TycoonLimits.STARTING_CASH_MIN, cap: TycoonLimits.TURN_CAP_MAX });
  });

  it('Bullwhip, Everest, Summit: the settings offer exactly the rules’ choices', () => {
    const options = (game: keyof typeof CLASS_SPECS, param: string) => {
      const field = CLASS_SPECS[game].fields.find((f) => f.param === param);
      return field?.kind === 'choice' ? field.options.map((o) => o.value) : null;
    };
    expect(options('bullwhip', 'scenario')).toEqual([...BullwhipConstants.SCENARIOS]);
    expect(options('bullwhip', 'role')).toEqual([...BullwhipConstants.TIERS]);
    expect(CLASS_SPECS.bullwhip.defaults).toEqual({ scenario: BullwhipConstants.DEFAULT_SCENARIO, playerRole: BullwhipConstants.DEFAULT_ROLE });
    expect(options('everest', 'difficulty')).toEqual([...EverestConstants.DIFFICULTY_LIST]);
    expect(options('summit', 'role')).toEqual([...SummitConstants.ROLES]);
    expect(CLASS_SPECS.launchpad.describe({})).toContain(LaunchpadConstants.WEEK_NAME);
  });

  it('no class spec imports a constants module, directly or through what it imports in its game', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      // Value imports only: `import type` is erased.
      for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
        const target = path.resolve(path.dirname(file), m[1]) + '.ts';
        if (fs.existsSync(target) && path.dirname(target) === path.dirname(file)) visit(target);
      }
    };
    for (const game of Object.keys(CLASS_SPECS)) visit(path.join(__dirname, game, 'classSpec.ts'));
    const reached = [...seen].map((f) => path.relative(__dirname, f));
    expect(reached.filter((f) => f.endsWith('constants.ts'))).toEqual([]);
    expect(reached).toEqual(expect.arrayContaining(Object.keys(CLASS_SPECS).map((g) => path.join(g, 'classLimits.ts'))));
  });
});
