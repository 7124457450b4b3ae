/**
 * LaunchPad's save read as the week's progress, for another game's pre-fill (Summit's setup reads the LaunchPad
 * summary: engines/summit/launchpad.ts). The save is the week's record (manifest.ts, `recordSave`): the same key,
 * version, migrations and validation — a record that does not replay gives nothing — and the value is the state the
 * record replays to. LaunchPad's own screen keeps the record (components/launchpad/store.ts).
 */
import { recordSave } from '../core/record';
import type { SaveSpec } from '../core/save';
import { manifest } from './manifest';
import type { LaunchpadState } from './types';

const weekSave = recordSave(manifest);

export const launchpadSave: SaveSpec<LaunchpadState> = {
  key: weekSave.key,
  version: weekSave.version,
  migrations: weekSave.migrations,
  validate: (data) => {
    const out = weekSave.validate(data);
    return typeof out === 'object' && 'record' in out ? out.state : out;
  },
};
