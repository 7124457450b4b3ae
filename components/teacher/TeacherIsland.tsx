'use client';
/**
 * /teacher's client island: the class tools (TeacherApp: the games' class specs, the storage layer) load on first use
 * of the first screen the page renders (TeacherFrame), or at once when this browser keeps classes to list or the
 * whole-site download to resume (docs/site.md, "Teacher pages").
 */
import { hasSavedEntry, peekSavedData } from '@/lib/storage/peek';
import { TEACHER_CLASSES_KEY } from '@/lib/classroom/teacherKeys';
import { WHOLE_SITE_KEY } from '@/lib/offline/wholeSiteKey';
import { firstUseIsland } from './firstUse';

export default firstUseIsland(() => import('./TeacherApp'), {
  name: 'the class tools',
  loadAtOnce: () => hasSavedEntry(TEACHER_CLASSES_KEY) || peekSavedData(WHOLE_SITE_KEY) === true,
});
