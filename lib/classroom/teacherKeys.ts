/**
 * The storage keys of the teacher's saved classes and reports (lib/classroom/teacher.ts), and the report's key for
 * "any class", apart from it: the teacher pages' islands check whether anything is saved under them, and the report's
 * first screen names "any class", without loading the storage layer.
 */
export const TEACHER_CLASSES_KEY = 'teacher-classes';
export const TEACHER_REPORTS_KEY = 'teacher-reports';
/** The report key for codes checked against no class. */
export const ANY_CLASS = '*';
