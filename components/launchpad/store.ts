'use client';
/**
 * The saved LaunchPad progress: one persisted jotai atom under engine.save's key ('entrepreneur-simulation',
 * versioned envelope, validated on read). A new week gets a fresh seed (it only draws the persona's first name).
 * Screens dispatch through components/sim/useEngine with the handlers in notices.ts.
 */
import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { engine } from '@/engines/launchpad';

export const launchpadAtom = persistedAtom(engine.save, engine.init(undefined, newSeed('LP')));
