/**
 * Every game's classroom pieces in one place (issue 13): its result-code codec, its class-link spec and its report.
 * The teacher's pages import this; a game's own screen imports only its own `engines/<game>/classroom.ts`.
 * Each game adds its line when its codec lands.
 */
import type { ClassSpec } from './core/classLink';
import type { CodeGame, GameCodec } from './core/code';
import type { GameReport } from './core/report';
import * as summit from './summit/classroom';

/* eslint-disable @typescript-eslint/no-explicit-any -- a registry of differently-typed games */
export interface GameClassroom {
  codec: GameCodec<any, any, any>;
  classSpec: ClassSpec<any>;
  report: GameReport<any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const CLASSROOM: Partial<Record<CodeGame, GameClassroom>> = {
  summit: { codec: summit.codec, classSpec: summit.classSpec, report: summit.report },
};

export const CODECS = Object.fromEntries(Object.entries(CLASSROOM).map(([g, c]) => [g, c!.codec])) as Partial<Record<CodeGame, GameClassroom['codec']>>;
