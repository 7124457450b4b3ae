/**
 * A class's roster: the nicknames or seat numbers the teacher gave the students, kept on the teacher's device only
 * (`teacher-rosters`, per class id), so the report can say who has handed in and who is missing. Students never see
 * it: they type the nickname they were given (optional, as always). Matching cleans both sides as every name is
 * cleaned (engines/core/text.ts), then ignores case and spaces: "Table 3", "table3" and " TABLE 3 " are one name.
 * Nothing here is ever sent anywhere.
 */
import { NICKNAME_MAX } from '@/engines/core/code';
import { CLASS_ID_PATTERN } from '@/engines/core/classLink';
import { isObject } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { cleanName, isCleanName } from '@/engines/core/text';
import { persistedAtom } from '@/lib/storage/persisted';
import { nameKey } from './report';

export const TEACHER_ROSTERS_KEY = 'teacher-rosters';
/** Names on one roster at most (a class, or a year group playing one link). */
export const ROSTER_MAX = 300;
/** Rosters kept at most (one per class). */
export const ROSTERS_MAX = 200;

export type Rosters = Record<string, string[]>;

/** The key two names are matched on: cleaned, without spaces, in lower case. */
export const rosterKey = nameKey;

/**
 * A pasted roster: one name per line (or separated by commas or semicolons), each cleaned and cut to a nickname's
 * length; empty lines and repeats (by the matching key) dropped, in the order pasted. Says what it dropped.
 */
export function parseRoster(text: string): { names: string[]; repeats: number; overLimit: number } {
  const names: string[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  let overLimit = 0;
  for (const raw of text.split(/[\r\n,;\t]+/)) {
    const name = cleanName(raw, NICKNAME_MAX);
    const key = rosterKey(name);
    if (!key) continue;
    if (seen.has(key)) {
      repeats++;
      continue;
    }
    if (names.length >= ROSTER_MAX) {
      overLimit++;
      continue;
    }
    seen.add(key);
    names.push(name);
  }
  return { names, repeats, overLimit };
}

export interface RosterMatch {
  /** Roster names with at least one code, and how many codes each handed in. */
  handedIn: { name: string; codes: number }[];
  /** Roster names with no code. */
  missing: string[];
  /** Nicknames of codes that match no roster name (each once); codes without a nickname are counted apart. */
  notOnRoster: string[];
  noNickname: number;
}

/** Who has handed in and who is missing, from the roster and the nicknames of the codes counted for the class. */
export function matchRoster(roster: readonly string[], nicknames: readonly string[]): RosterMatch {
  const counts = new Map<string, number>();
  const byKey = new Map(roster.map((n) => [rosterKey(n), n]));
  const strangers = new Map<string, string>();
  let noNickname = 0;
  for (const nick of nicknames) {
    const k = rosterKey(nick);
    if (!k) noNickname++;
    else if (byKey.has(k)) counts.set(k, (counts.get(k) ?? 0) + 1);
    else if (!strangers.has(k)) strangers.set(k, cleanName(nick, NICKNAME_MAX));
  }
  return {
    handedIn: roster.filter((n) => counts.has(rosterKey(n))).map((n) => ({ name: n, codes: counts.get(rosterKey(n))! })),
    missing: roster.filter((n) => !counts.has(rosterKey(n))),
    notOnRoster: [...strangers.values()],
    noNickname,
  };
}

export function validateRosters(x: unknown): Rosters | string {
  if (!isObject(x)) return 'not an object';
  const entries = Object.entries(x);
  if (entries.length > ROSTERS_MAX) return 'too many rosters';
  const out: [string, string[]][] = [];
  for (const [id, names] of entries) {
    if (!CLASS_ID_PATTERN.test(id)) return `roster key ${id.slice(0, 40)} is wrong`;
    if (!Array.isArray(names) || names.length > ROSTER_MAX) return `roster ${id}: names are wrong`;
    if (!names.every((n) => isCleanName(n, NICKNAME_MAX) && n !== '')) return `roster ${id}: a name is wrong`;
    out.push([id, [...(names as string[])]]);
  }
  // fromEntries defines own properties: an id such as "__proto__" stays an id, never the object's prototype.
  return Object.fromEntries(out);
}

/** Sets (or, with no names, removes) a class's roster; keeps at most ROSTERS_MAX. */
export function setRoster(rosters: Rosters, classId: string, names: readonly string[]): Rosters {
  const kept = Object.entries(rosters).filter(([k]) => k !== classId);
  if (names.length) kept.push([classId, [...names].slice(0, ROSTER_MAX)]);
  return Object.fromEntries(kept.slice(Math.max(0, kept.length - ROSTERS_MAX)));
}

/** A class's roster, read as an own property (an id such as "constructor" is just an id). */
export const rosterOf = (rosters: Rosters, classId: string): string[] => (Object.hasOwn(rosters, classId) ? rosters[classId] : []);

export const teacherRostersSpec: SaveSpec<Rosters> = { key: TEACHER_ROSTERS_KEY, version: 1, validate: validateRosters };
export const teacherRostersAtom = persistedAtom<Rosters>(teacherRostersSpec, {});
