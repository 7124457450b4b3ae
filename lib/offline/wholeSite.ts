/**
 * The teacher's switch "Make the whole site work offline on this device" (/teacher, components/teacher/OfflineSwitch.tsx),
 * kept through the one storage layer under `offline-whole-site`: true once switched on, false once off again. The
 * service worker keeps its own copy of the choice with the files (scripts/sw-worker.mjs); this entry lets the
 * teacher's page show the switch as it was left and ask the worker to finish a download that was cut short.
 */
import type { SaveSpec } from '@/engines/core/save';
import { persistedAtom } from '@/lib/storage/persisted';

import { WHOLE_SITE_KEY } from './wholeSiteKey';

export { WHOLE_SITE_KEY };

export const wholeSiteSpec: SaveSpec<boolean> = {
  key: WHOLE_SITE_KEY,
  version: 1,
  validate: (data) => (typeof data === 'boolean' ? data : 'not true or false'),
};

export const wholeSiteAtom = persistedAtom(wholeSiteSpec, false);
