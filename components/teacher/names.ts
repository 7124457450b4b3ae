/** A simulation's name as the teacher's pages write it (the catalogue's title, else the game's report title). */
import { CLASSROOM } from '@/engines/classroom';
import type { CodeGame } from '@/engines/core/code';
import { simulations } from '@/content/simulations';

export const titleOf = (game: CodeGame): string => simulations.find((s) => s.id === game)?.title ?? CLASSROOM[game]?.report.title ?? game;
