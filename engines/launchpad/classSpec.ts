/**
 * LaunchPad's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (the catalogue and
 * classLimits.ts only), so the teacher's page can offer every game's settings without loading its rules.
 */
import type { ClassSpec } from '../core/classLink';
import { WEEK_NAME } from './classLimits';
import { GAME } from './game';

/** LaunchPad has no class settings: everyone plays the same nine stages. */
export type Settings = Record<string, never>;
const NO_SETTINGS: Settings = {};

export const classSpec: ClassSpec<Settings> = {
  game: GAME.id,
  route: GAME.route,
  title: GAME.title,
  paramNames: [],
  fields: [],
  defaults: NO_SETTINGS,
  toParams: () => ({}),
  // No setting to clamp: any other parameter (an LMS may add its own) is ignored.
  fromParams: () => ({ settings: NO_SETTINGS, problems: [] }),
  describe: () => `${WEEK_NAME} · the same nine stages for everyone, no settings to choose`,
};

