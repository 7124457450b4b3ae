/**
 * Moving a class to another device: a file with the class (simulation, settings, seed, id, the teacher's name for it),
 * its roster and the result codes collected so far — a file, not a link, because a roster must never be in a URL.
 * Reading a file validates every part as the saved values are validated; a damaged file changes nothing.
 */
import { CODE_TEXT_MAX } from '@/engines/core/code';
import { isObject, isStr } from '@/engines/core/guards';
import { rosterOf, setRoster, validateRosters, type Rosters } from './roster';
import { addClass, reportOf, SAVED_CODES_MAX, saveReport, validateTeacherClass, type TeacherClass, type TeacherReports } from './teacher';

export const CLASS_FILE_FORMAT = 'venturequest-class';
export const CLASS_FILE_VERSION = 1;
/** Biggest class file read (1,000 codes of a few hundred characters and a roster fit well within). */
export const CLASS_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface ClassFile {
  class: TeacherClass;
  roster: string[];
  codes: string[];
}

export const CLASS_FILE_MESSAGES = {
  tooBig: 'This file is too big to be a class file.',
  notJson: 'This is not a class file (it is not the file “Export class” saves).',
  notClass: 'This is not a class file from this site.',
  newer: 'This class file was made by a newer version of the site — reload this page and try again.',
  damaged: (why: string) => `This class file is damaged (${why}); nothing was imported.`,
} as const;

const CODE_TOKEN = /^VQ\d{1,3}\.[A-Za-z0-9_-]{6,}$/;

export function classFileText(file: ClassFile): string {
  return `${JSON.stringify({ format: CLASS_FILE_FORMAT, version: CLASS_FILE_VERSION, class: file.class, roster: file.roster, codes: file.codes }, null, 1)}\n`;
}

export function readClassFile(text: string): { ok: true; file: ClassFile } | { ok: false; message: string } {
  if (text.length > CLASS_FILE_MAX_BYTES) return { ok: false, message: CLASS_FILE_MESSAGES.tooBig };
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return { ok: false, message: CLASS_FILE_MESSAGES.notJson };
  }
  if (!isObject(x) || x.format !== CLASS_FILE_FORMAT) return { ok: false, message: CLASS_FILE_MESSAGES.notClass };
  if (typeof x.version !== 'number' || !Number.isInteger(x.version)) return { ok: false, message: CLASS_FILE_MESSAGES.damaged('no version') };
  if (x.version > CLASS_FILE_VERSION) return { ok: false, message: CLASS_FILE_MESSAGES.newer };
  const c = validateTeacherClass(x.class);
  if (typeof c === 'string') return { ok: false, message: CLASS_FILE_MESSAGES.damaged(`the class: ${c}`) };
  const rosters = validateRosters(Array.isArray(x.roster) && x.roster.length ? Object.fromEntries([[c.classId, x.roster]]) : {});
  if (typeof rosters === 'string') return { ok: false, message: CLASS_FILE_MESSAGES.damaged(`the roster: ${rosters.replace(/^roster \S+: /, '')}`) };
  if (!Array.isArray(x.codes) || x.codes.length > SAVED_CODES_MAX || !x.codes.every((t) => isStr(t, CODE_TEXT_MAX) && CODE_TOKEN.test(t)))
    return { ok: false, message: CLASS_FILE_MESSAGES.damaged('the codes') };
  return { ok: true, file: { class: c, roster: Object.hasOwn(rosters, c.classId) ? rosters[c.classId] : [], codes: [...new Set(x.codes as string[])] } };
}

/** class-year-9-b-2026-11-26.json, or class-everest-… when the class has no name. */
export function classFileName(c: TeacherClass, date: Date): string {
  const slug = (c.name || c.game)
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 40);
  return `class-${slug || c.game}-${date.toISOString().slice(0, 10)}.json`;
}

/** What a teacher's device keeps of its classes (the three teacher keys). */
export interface TeacherData {
  classes: TeacherClass[];
  rosters: Rosters;
  reports: TeacherReports;
}

/** The file "Export class" saves for a class on this device: the class, its roster and the codes collected so far. */
export function exportClass(data: TeacherData, c: TeacherClass): ClassFile {
  return { class: c, roster: rosterOf(data.rosters, c.classId), codes: reportOf(data.reports, c.classId)?.codes ?? [] };
}

/**
 * Imports a class file into this device's data: the class is added (or replaces the one with the same id, at the top
 * of the list); its roster replaces this device's roster for the class when the file has one; its codes join the
 * codes already collected, without repeats, within the usual limits.
 */
export function importClass(data: TeacherData, file: ClassFile, now: Date): TeacherData {
  return {
    classes: addClass(data.classes, file.class),
    rosters: file.roster.length ? setRoster(data.rosters, file.class.classId, file.roster) : data.rosters,
    reports: file.codes.length || !reportOf(data.reports, file.class.classId) ? saveReport(data.reports, file.class.classId, file.codes, now) : data.reports,
  };
}
