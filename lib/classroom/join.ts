/**
 * A join code → the class link it stands for (path and query, no origin), decoded on this device with every game's
 * class spec. Loaded only when a student presses Join (it brings every game's class spec, engines/classSpecs.ts).
 */
import { CLASS_SPECS } from '@/engines/classSpecs';
import { classLinkPath, type ClassSpec } from '@/engines/core/classLink';
import { CODE_GAMES, type CodeGame } from '@/engines/core/codeGames';
import { readJoinCode } from '@/engines/core/joinCode';

const SPECS: Partial<Record<CodeGame, ClassSpec<unknown>>> = {};
for (const g of CODE_GAMES) SPECS[g] = CLASS_SPECS[g];

export function joinLink(text: string): { ok: true; path: string } | { ok: false; message: string } {
  const read = readJoinCode(text, SPECS);
  if (!read.ok) return read;
  const spec = SPECS[read.game]!;
  const { settings } = spec.fromParams(read.params);
  return { ok: true, path: classLinkPath(spec, { game: read.game, classId: read.classId, seed: read.seed, settings }) };
}
