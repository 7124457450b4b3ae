'use client';
/**
 * The saved LaunchPad week: one persisted jotai atom holding the week's record and the state it replays to, saved as
 * the record only (`recordSave(manifest)`: key 'entrepreneur-simulation', versioned envelope, replayed on read). A new
 * week gets a fresh seed (it only draws the persona's first name). Screens play moves through useLaunchpad.
 */
import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { recordSave, start } from '@/engines/core/record';
import { manifest } from '@/engines/launchpad/manifest';

export const launchpadAtom = persistedAtom(recordSave(manifest), start(manifest.rules, {}, newSeed('LP')));
