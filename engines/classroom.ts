/**
 * Every game's classroom pieces in one place (docs/classroom.md): its result-code codec, its class-link spec and its
 * report. The teacher's pages import this; a game's own screen imports only its own `engines/<game>/classroom.ts`.
 * Each game adds its line when its codec lands.
 */
import type { ClassSpec } from './core/classLink';
import type { CodeGame, GameCodec } from './core/code';
import type { GameReport } from './core/report';
import * as bullwhip from './bullwhip/classroom';
import * as everest from './everest/classroom';
import * as launchpad from './launchpad/classroom';
import * as cityTycoon from './city-tycoon/classroom';
import * as summit from './summit/classroom';

/* eslint-disable @typescript-eslint/no-explicit-any -- a registry of differently-typed games */
export interface GameClassroom {
  codec: GameCodec<any, any, any>;
  classSpec: ClassSpec<any>;
  report: GameReport<any, any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const CLASSROOM: Partial<Record<CodeGame, GameClassroom>> = {};
CLASSROOM.bullwhip = { codec: bullwhip.codec, classSpec: bullwhip.classSpec, report: bullwhip.report };
CLASSROOM.everest = { codec: everest.codec, classSpec: everest.classSpec, report: everest.report };
CLASSROOM.launchpad = { codec: launchpad.codec, classSpec: launchpad.classSpec, report: launchpad.report };
CLASSROOM['city-tycoon'] = { codec: cityTycoon.codec, classSpec: cityTycoon.classSpec, report: cityTycoon.report };
CLASSROOM.summit = { codec: summit.codec, classSpec: summit.classSpec, report: summit.report };

export const CODECS = Object.fromEntries(Object.entries(CLASSROOM).map(([g, c]) => [g, c!.codec])) as Partial<Record<CodeGame, GameClassroom['codec']>>;
