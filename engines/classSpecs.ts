/**
 * Every game's class link spec, and nothing else (docs/classroom.md, "Class links and the class banner"): the
 * teacher's page and the join box offer and read class links with it without loading any game's rules. The full
 * classroom registry (codecs, reports) is engines/classroom.ts, which the report loads when it checks codes.
 */
import type { ClassSpec } from './core/classLink';
import type { CodeGame } from './core/codeGames';
import { classSpec as bullwhip } from './bullwhip/classSpec';
import { classSpec as everest } from './everest/classSpec';
import { classSpec as summit } from './summit/classSpec';
import { classSpec as cityTycoon } from './city-tycoon/classSpec';
import { classSpec as launchpad } from './launchpad/classSpec';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently-typed games
export const CLASS_SPECS: Record<CodeGame, ClassSpec<any>> = {
  bullwhip,
  everest,
  summit,
  'city-tycoon': cityTycoon,
  launchpad,
};
