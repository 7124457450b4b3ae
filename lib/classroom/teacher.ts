/**
 * The teacher's saved classes and reports (docs/classroom.md), in the teacher's browser only, through the one
 * storage layer:
 * - `teacher-classes`: each class the teacher made — simulation, class id, seed, the link's settings parameters,
 *   an optional name for the teacher's own list, and the date. The settings are kept as the link's parameters and read
 *   again through the game's ClassSpec, the same path a class link takes.
 * - `teacher-reports`: per class (or "any class"), the result codes that could be read — never the pasted text around
 *   them, never noise or damaged codes. They are verified again (decoded and replayed) every time the report opens,
 *   so nothing saved is trusted.
 * Every saved value is validated before a screen reads it. Nothing here is ever sent anywhere.
 */
import { CODE_GAMES, CODE_TEXT_MAX, type CodeGame, type Expectation, type Verification } from '@/engines/core/code';
import { CLASS_ID_PATTERN, CLASS_PARAM, LINK_SEED_PATTERN, SEED_PARAM, readClassLink, type ClassSpec } from '@/engines/core/classLink';
import { isObject, isStr } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { isCleanName } from '@/engines/core/text';
import { persistedAtom } from '@/lib/storage/persisted';
import { CLASS_NAME_MAX } from './report';

export { CLASS_NAME_MAX };

import { ANY_CLASS, TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY } from './teacherKeys';

export { ANY_CLASS, TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY };
export const MAX_CLASSES = 200;
export const MAX_REPORTS = 100;
/** Codes kept per report (a class is a few dozen students; 1,000 leaves room for several lessons). */
export const SAVED_CODES_MAX = 1000;
/**
 * Code text kept per report at most: all five games share one browser store, so one report never takes more than
 * this (1,000 codes of a few hundred characters fit).
 */
export const SAVED_TEXT_MAX = 1_000_000;
/**
 * Codes made by a newer version of the site (this page cannot check them yet) kept per report, and only when their
 * header names this class: a teacher whose copy of the site is older than a student's loses no real code, and made-up
 * tokens never fill the store.
 */
export const NEWER_CODES_MAX = 100;

export interface TeacherClass {
  classId: string;
  game: CodeGame;
  seed: string;
  /** The link's own settings parameters (not class or seed), as strings. */
  params: Record<string, string>;
  /** A name for the teacher's own list ('' = none); never in the link. */
  name: string;
  /** When the class was made (ISO date). */
  created: string;
}

export interface SavedReport {
  codes: string[];
  /** When the codes were last saved (ISO date). */
  updated: string;
}

export type TeacherReports = Record<string, SavedReport>;

const CODE_TOKEN = /^VQ\d{1,3}\.[A-Za-z0-9_-]{6,}$/;
const isDate = (x: unknown): x is string => isStr(x, 40) && !Number.isNaN(Date.parse(x));

export function validateTeacherClass(x: unknown): TeacherClass | string {
  if (!isObject(x)) return 'not an object';
  if (!isStr(x.classId) || !CLASS_ID_PATTERN.test(x.classId)) return 'class id is wrong';
  if (!(CODE_GAMES as readonly unknown[]).includes(x.game)) return 'game is wrong';
  if (!isStr(x.seed) || !LINK_SEED_PATTERN.test(x.seed)) return 'seed is wrong';
  if (!isObject(x.params)) return 'params are not an object';
  const entries = Object.entries(x.params);
  if (entries.length > 12) return 'too many params';
  const params: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (!/^[a-z][a-zA-Z0-9]{0,23}$/.test(k) || !isStr(v, 200)) return `param ${k.slice(0, 24)} is wrong`;
    params[k] = v;
  }
  if (x.name !== '' && !isCleanName(x.name, CLASS_NAME_MAX)) return 'name is wrong';
  if (!isDate(x.created)) return 'date is wrong';
  return { classId: x.classId, game: x.game as CodeGame, seed: x.seed, params, name: x.name as string, created: x.created };
}

export function validateTeacherClasses(x: unknown): TeacherClass[] | string {
  if (!Array.isArray(x)) return 'not a list';
  if (x.length > MAX_CLASSES) return 'too many classes';
  const out: TeacherClass[] = [];
  const ids = new Set<string>();
  for (const [i, entry] of x.entries()) {
    const v = validateTeacherClass(entry);
    if (typeof v === 'string') return `class ${i}: ${v}`;
    if (ids.has(v.classId)) return `class ${i}: the class id is listed twice`;
    ids.add(v.classId);
    out.push(v);
  }
  return out;
}

export function validateTeacherReports(x: unknown): TeacherReports | string {
  if (!isObject(x)) return 'not an object';
  const entries = Object.entries(x);
  if (entries.length > MAX_REPORTS) return 'too many reports';
  const out: [string, SavedReport][] = [];
  for (const [key, r] of entries) {
    if (key !== ANY_CLASS && !CLASS_ID_PATTERN.test(key)) return `report key ${key.slice(0, 40)} is wrong`;
    if (!isObject(r) || !Array.isArray(r.codes) || r.codes.length > SAVED_CODES_MAX) return `report ${key}: codes are wrong`;
    if (!r.codes.every((c) => isStr(c, CODE_TEXT_MAX) && CODE_TOKEN.test(c))) return `report ${key}: a code is wrong`;
    if (!isDate(r.updated)) return `report ${key}: date is wrong`;
    out.push([key, { codes: [...(r.codes as string[])], updated: r.updated }]);
  }
  // fromEntries defines own properties: a class id such as "__proto__" stays a key, never the object's prototype.
  return Object.fromEntries(out);
}

export const teacherClassesSpec: SaveSpec<TeacherClass[]> = { key: TEACHER_CLASSES_KEY, version: 1, validate: validateTeacherClasses };
export const teacherReportsSpec: SaveSpec<TeacherReports> = { key: TEACHER_REPORTS_KEY, version: 1, validate: validateTeacherReports };

export const teacherClassesAtom = persistedAtom<TeacherClass[]>(teacherClassesSpec, []);
export const teacherReportsAtom = persistedAtom<TeacherReports>(teacherReportsSpec, {});

/* ------------------------------------------------------------------ pure helpers */

/** Adds (or replaces, by class id) a class at the top of the list, keeping at most MAX_CLASSES. */
export function addClass(list: readonly TeacherClass[], c: TeacherClass): TeacherClass[] {
  return [c, ...list.filter((x) => x.classId !== c.classId)].slice(0, MAX_CLASSES);
}

export function removeClass(list: readonly TeacherClass[], classId: string): TeacherClass[] {
  return list.filter((x) => x.classId !== classId);
}

/** The class's settings, read through the game's ClassSpec exactly as a class link is read. */
export function classContextOf<S>(spec: ClassSpec<S>, c: TeacherClass) {
  const r = readClassLink(spec, { ...c.params, [CLASS_PARAM]: c.classId, [SEED_PARAM]: c.seed });
  return r.kind === 'class' ? r.context : null;
}

/** What the report expects of a code for this class: its game, class id, seed and settings. */
export function expectationOf<S>(spec: ClassSpec<S> | undefined, c: TeacherClass): Expectation {
  const ctx = spec ? classContextOf(spec, c) : null;
  return ctx ? { game: c.game, classId: c.classId, seed: c.seed, settings: ctx.settings } : { game: c.game, classId: c.classId, seed: c.seed };
}

/** Verdicts whose codes are not worth keeping: noise, damaged text and codes made by hand. */
const DROPPED: ReadonlySet<Verification['verdict']> = new Set(['not-a-code', 'checksum', 'undecodable', 'hand-made']);

/** A saved report, read as an own property (a class id such as "toString" is just an id). */
export const reportOf = (reports: TeacherReports, key: string): SavedReport | undefined => (Object.hasOwn(reports, key) ? reports[key] : undefined);

/** What codesToKeep reads of a verification. */
type Kept = Pick<Verification, 'verdict' | 'header' | 'newer'> & { code?: { classId: string } };

/**
 * The codes a report keeps: those that could be read (verified, or rejected for a reason a reload may change), at
 * most SAVED_CODES_MAX and SAVED_TEXT_MAX characters in all. A code made by a newer version of the site is kept only
 * when its header names `classId` (a code of the newer codec has no header this page can read: never kept), and at
 * most NEWER_CODES_MAX of them. `full` says whether the text limit left codes out.
 */
export function codesToKeep(codes: readonly string[], verifications: readonly Kept[], classId = ''): { codes: string[]; full: boolean } {
  const out: string[] = [];
  let newer = 0;
  let chars = 0;
  let full = false;
  codes.forEach((c, i) => {
    const v = verifications[i];
    if (!v || DROPPED.has(v.verdict) || out.length >= SAVED_CODES_MAX) return;
    if (v.newer) {
      const named = (v.code?.classId ?? v.header?.classId) === classId && classId !== '';
      if (!named || newer >= NEWER_CODES_MAX) return;
      newer++;
    }
    if (chars + c.length > SAVED_TEXT_MAX) {
      full = true;
      return;
    }
    chars += c.length;
    out.push(c);
  });
  return { codes: out, full };
}

/** Saves a report's codes under its key (merging with the codes already kept, without repeats, within the limits). */
export function saveReport(reports: TeacherReports, key: string, codes: readonly string[], now: Date): TeacherReports {
  let chars = 0;
  const merged = [...new Set([...(reportOf(reports, key)?.codes ?? []), ...codes])].slice(0, SAVED_CODES_MAX).filter((c) => (chars += c.length) <= SAVED_TEXT_MAX);
  const next: TeacherReports = Object.fromEntries([...Object.entries(reports), [key, { codes: merged, updated: now.toISOString() }]]);
  const keys = Object.keys(next);
  // Over the limit: drop the oldest reports (never the one just saved).
  if (keys.length > MAX_REPORTS) {
    const oldest = keys.filter((k) => k !== key).sort((a, b) => next[a].updated.localeCompare(next[b].updated));
    for (const k of oldest.slice(0, keys.length - MAX_REPORTS)) delete next[k];
  }
  return next;
}

export function deleteReport(reports: TeacherReports, key: string): TeacherReports {
  return Object.fromEntries(Object.entries(reports).filter(([k]) => k !== key));
}
