/**
 * Summit's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (classLimits.ts only), so
 * the teacher's page can offer every game's settings without loading its rules.
 */
import { oneOfParam, type ClassSpec } from '../core/classLink';
import * as C from './classLimits';
import { GAME } from './game';
import type { RoleId, SummitSetup } from './types';

export interface SummitSettings {
  role: RoleId;
}

export const ROUTE = GAME.route;
export const TITLE = GAME.title;
export const ROLE_PARAM = 'role';
/** DECISION: a class link without a role gives the first role card (the Leader). */
export const DEFAULT_CLASS_ROLE: RoleId = C.ROLES[0];

export const classSpec: ClassSpec<SummitSettings> & { describe: (s: SummitSetup) => string } = {
  game: GAME.id,
  route: ROUTE,
  title: TITLE,
  paramNames: [ROLE_PARAM],
  fields: [{ param: ROLE_PARAM, label: 'Role', kind: 'choice', options: C.ROLES.map((r) => ({ value: r, label: C.ROLE_TITLES[r] })) }],
  defaults: { role: DEFAULT_CLASS_ROLE },
  toParams: (s) => ({ [ROLE_PARAM]: s.role }),
  // The roles screen offers exactly the five role cards: anything else is refused and the default used.
  fromParams: (p) => {
    const problems: string[] = [];
    const role = oneOfParam(p, ROLE_PARAM, 'Role', C.ROLES, DEFAULT_CLASS_ROLE, problems);
    return { settings: { role }, problems };
  },
  // A solo code's setup may name no role (none was picked: the first round gave the Journalist).
  describe: (s) => `${TITLE} · ${s.role ? `you play the ${C.ROLE_TITLES[s.role]}` : `no role picked (the ${C.ROLE_TITLES[C.DEFAULT_ROLE]})`}`,
};

