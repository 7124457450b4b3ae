/**
 * Moving a class to another device: a file with the class (simulation, settings, seed, id, the teacher's name for it),
 * its roster and the result codes collected so far — a file, not a link, because a roster must never be in a URL.
 * Reading a file validates every part as the saved values are validated; a damaged file changes nothing.
 */
import { CODE_TEXT_MAX } from '@/engines/core/code';
import { isObject, isStr } from '@/engines/core/guards';
import { validateRosters } from './roster';
import { SAVED_CODES_MAX, validateTeacherClass, type TeacherClass } from './teacher';

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
