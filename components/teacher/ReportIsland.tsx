'use client';
/**
 * /teacher/report's client island: the report (ReportApp: the saved reports' validators, the storage layer; the
 * engines come later, with the first check) loads on first use of the first screen the page renders (ReportFrame), or
 * at once when this browser keeps classes or saved codes to show (docs/site.md, "Teacher pages").
 */
import { hasSavedEntry } from '@/lib/storage/hasSaved';
import { TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY } from '@/lib/classroom/teacherKeys';
import { firstUseIsland } from './firstUse';

/** What ReportApp shows from storage: the classes to choose from, the codes saved for them. */
const SHOWN_KEYS = [TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY];

export default firstUseIsland(() => import('./ReportApp'), {
  loadAtOnce: () => SHOWN_KEYS.some(hasSavedEntry),
});
