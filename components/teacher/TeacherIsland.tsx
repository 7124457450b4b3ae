'use client';
/**
 * /teacher's client island: the class tools (TeacherApp: the games' class specs, the storage layer) load on first use
 * of the first screen the page renders (TeacherFrame), or at once when this browser keeps classes to list or a choice
 * of the whole-site offline switch to show (and a download to resume) (docs/site.md, "Teacher pages").
 */
import { hasSavedEntry } from '@/lib/storage/hasSaved';
import { TEACHER_CLASSES_KEY } from '@/lib/classroom/teacherKeys';
import { WHOLE_SITE_KEY } from '@/lib/offline/wholeSiteKey';
import { firstUseIsland } from './firstUse';

export default firstUseIsland(() => import('./TeacherApp'), {
  loadAtOnce: () => hasSavedEntry(TEACHER_CLASSES_KEY) || hasSavedEntry(WHOLE_SITE_KEY),
});
