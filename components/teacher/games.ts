/**
 * The games a teacher can run a class of (every game with a class spec, engines/classSpecs.ts), in the catalogue's
 * order: shared by the class tools (TeacherApp) and their first screen rendered at build time (TeacherFrame).
 */
import { CLASS_SPECS } from '@/engines/classSpecs';
import type { ClassSpec } from '@/engines/core/classLink';
import type { CodeGame } from '@/engines/core/code';
import { simulations, type SimulationEntry } from '@/content/simulations';

export interface Game {
  id: CodeGame;
  sim: SimulationEntry | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- differently-typed games
  spec: ClassSpec<any>;
}

/** Registered games, in the catalogue's order (then any registered game the catalogue does not list). */
export function registeredGames(): Game[] {
  const ids = Object.keys(CLASS_SPECS) as CodeGame[];
  const order = (id: string) => {
    const i = simulations.findIndex((s) => s.id === id);
    return i < 0 ? 99 : i;
  };
  return ids.sort((a, b) => order(a) - order(b)).map((id) => ({ id, sim: simulations.find((s) => s.id === id), spec: CLASS_SPECS[id] }));
}

export const titleOf = (g: Game) => g.sim?.title ?? g.spec.title;
