/**
 * Everest's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (classLimits.ts only), so
 * the teacher's page can offer every game's settings without loading its rules.
 */
import { GAME } from './game';
import { oneOfParam, type ClassSpec } from '../core/classLink';
import * as C from './classLimits';
import type { Difficulty } from './types';

/** What a teacher picks for the class (the seed travels beside it). */
export interface EverestClassSettings {
  difficulty: Difficulty;
}

export const DIFFICULTY_PARAM = 'difficulty';
const DIFFICULTY_LABEL = 'Difficulty';

const difficultyWords = (d: Difficulty) => {
  const x = C.DIFFICULTIES[d];
  return `${d} — ${x.days} days, ${x.oxygen} O₂, ${x.food} food`;
};

export const classSpec: ClassSpec<EverestClassSettings> = {
  game: GAME.id,
  route: GAME.route,
  title: GAME.title,
  paramNames: [DIFFICULTY_PARAM],
  // The same choices, in the same words, as the game's own Difficulty select.
  fields: [{ param: DIFFICULTY_PARAM, label: DIFFICULTY_LABEL, kind: 'choice', options: C.DIFFICULTY_LIST.map((d) => ({ value: d, label: difficultyWords(d) })) }],
  defaults: { difficulty: 'Easy' },
  toParams: (s) => ({ [DIFFICULTY_PARAM]: s.difficulty }),
  fromParams: (p) => {
    const problems: string[] = [];
    // The setup screen offers exactly DIFFICULTY_LIST (a select): anything else is refused and the default is used.
    const difficulty = oneOfParam(p, DIFFICULTY_PARAM, DIFFICULTY_LABEL, C.DIFFICULTY_LIST, 'Easy', problems);
    return { settings: { difficulty }, problems };
  },
  describe: (s) => {
    const x = C.DIFFICULTIES[s.difficulty];
    return `Everest Expedition · ${s.difficulty} difficulty · ${x.days}-day window, ${x.oxygen} oxygen, ${x.food} food`;
  },
};

