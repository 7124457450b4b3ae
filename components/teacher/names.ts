/**
 * A simulation's name as the teacher's pages write it: the catalogue's title (content/simulations.ts lists every game
 * that has result codes). It reads no engine, so the report page can write class names before the engines load.
 */
import type { CodeGame } from '@/engines/core/codeGames';
import { simulations } from '@/content/simulations';

export const titleOf = (game: CodeGame): string => simulations.find((s) => s.id === game)?.title ?? game;
