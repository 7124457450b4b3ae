/**
 * Result codes (docs/classroom.md, "Result codes"): a compact, URL-safe text a student copies at the end of a game and
 * hands to the teacher, whose page replays the moves through the same engine.
 *
 *   text   = "VQ" + CODEC_VERSION + "." + base64url(bytes)
 *   bytes  = game index (u8) · RULES_VERSION (varuint) · class id (str) · nickname (str) · seed (str)
 *            · attempt (varuint) · flags (u8: bit 0 = a half-way code, the game still in progress)
 *            · settings (game codec) · moves (game codec) · summary (game codec) · CRC-32 of all before (4 bytes)
 *   str    = varuint byte length + UTF-8 bytes
 * Format 1 (VQ1, before attempts) has no attempt and no flags: it still reads, as attempt 0 ("not recorded").
 * The attempt is the student's attempt number at this class's game on their device (docs/classroom.md, "Attempts").
 *
 * Pure and synchronous (no DOM, no storage): the same code runs in the student's page, the teacher's page and tests.
 * Each game's codec (`engines/<game>/code.ts`) says how its settings, moves and summary are packed and how to replay.
 * A code never holds free text the student typed other than the nickname.
 */

import { ATTEMPT_MAX, CLASS_ID_MAX, CODE_GAMES, NICKNAME_MAX, SEED_MAX, type CodeGame } from './codeGames';
import { isCleanName } from './text';

export const CODEC_VERSION = 2;
/** Formats the reader still accepts (older codes keep verifying). */
export const CODEC_VERSIONS_READ = [1, 2] as const;
export const CODE_PREFIX = `VQ${CODEC_VERSION}.`;
export { ATTEMPT_MAX, CLASS_ID_MAX, CODE_GAMES, NICKNAME_MAX, SEED_MAX, type CodeGame };
const FLAG_IN_PROGRESS = 1;
/** A class id as class links make it (engines/core/classLink.ts CLASS_ID_PATTERN, repeated here to keep this module free of it). */
const CODE_CLASS_ID = /^[A-Za-z0-9_-]{4,32}$/;
/** Longest code text the reader accepts (a code is a few hundred characters; anything longer is noise). */
export const CODE_TEXT_MAX = 12_000;

/* ------------------------------------------------------------------ bytes */

export class ByteWriter {
  private buf: number[] = [];
  u8(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 255) throw new RangeError(`u8 out of range: ${n}`);
    this.buf.push(n);
    return this;
  }
  /** Unsigned LEB128 (whole numbers 0 … 2^53−1). */
  uint(n: number): this {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`uint out of range: ${n}`);
    let v = n;
    while (v >= 0x80) {
      this.buf.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.buf.push(v);
    return this;
  }
  /** Signed whole number, zigzag-encoded. */
  int(n: number): this {
    if (!Number.isSafeInteger(n)) throw new RangeError(`int out of range: ${n}`);
    return this.uint(n >= 0 ? n * 2 : -n * 2 - 1);
  }
  bool(b: boolean): this {
    return this.u8(b ? 1 : 0);
  }
  /** A number with up to `decimals` decimals, stored as a signed whole number (money: 2). */
  fixed(n: number, decimals: number): this {
    return this.int(Math.round(n * 10 ** decimals));
  }
  str(s: string): this {
    const bytes = new TextEncoder().encode(s);
    this.uint(bytes.length);
    for (const b of bytes) this.buf.push(b);
    return this;
  }
  /** One of a fixed list, by index. */
  oneOf<T>(value: T, list: readonly T[]): this {
    const i = list.indexOf(value);
    if (i < 0) throw new RangeError(`not in the list: ${String(value)}`);
    return this.uint(i);
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.buf);
  }
}

export class CodeError extends Error {}

export class ByteReader {
  private pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  get done(): boolean {
    return this.pos >= this.buf.length;
  }
  get offset(): number {
    return this.pos;
  }
  u8(): number {
    if (this.pos >= this.buf.length) throw new CodeError('the code ends too early');
    return this.buf[this.pos++];
  }
  uint(max = Number.MAX_SAFE_INTEGER): number {
    let result = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.u8();
      result += (b & 0x7f) * scale;
      if (!(b & 0x80)) {
        if (!Number.isSafeInteger(result) || result > max) throw new CodeError(`a number is out of range (${result} > ${max})`);
        return result;
      }
      scale *= 0x80;
    }
    throw new CodeError('a number is too long');
  }
  int(min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const z = this.uint();
    const n = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    if (n < min || n > max) throw new CodeError(`a number is out of range (${n})`);
    return n;
  }
  bool(): boolean {
    const b = this.u8();
    if (b > 1) throw new CodeError('a yes/no value is neither');
    return b === 1;
  }
  fixed(decimals: number, min?: number, max?: number): number {
    const scale = 10 ** decimals;
    return this.int(min === undefined ? undefined : Math.ceil(min * scale), max === undefined ? undefined : Math.floor(max * scale)) / scale;
  }
  str(maxBytes: number): string {
    const n = this.uint(maxBytes);
    if (this.pos + n > this.buf.length) throw new CodeError('the code ends too early');
    const slice = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      throw new CodeError('a text in the code is not valid UTF-8');
    }
  }
  oneOf<T>(list: readonly T[]): T {
    const i = this.uint(list.length - 1);
    return list[i];
  }
  /** A list of at most `max` items. */
  list<T>(max: number, item: (r: ByteReader, index: number) => T): T[] {
    const n = this.uint(max);
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(item(this, i));
    return out;
  }
}

/* ------------------------------------------------------------------ base64url, CRC-32 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63];
    if (i + 2 < bytes.length) out += B64[n & 63];
  }
  return out;
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const v = j < chunk.length ? B64_INDEX.get(chunk[j]) : 0;
      if (v === undefined) return null;
      n = (n << 6) | v;
    }
    out.push((n >> 16) & 255);
    if (chunk.length > 2) out.push((n >> 8) & 255);
    if (chunk.length > 3) out.push(n & 255);
    // Non-canonical padding bits (another text for the same bytes) are refused: one code, one text.
    if (chunk.length === 2 && (n >> 8) & 255) return null;
    if (chunk.length === 3 && n & 255) return null;
  }
  return Uint8Array.from(out);
}

let CRC_TABLE: Uint32Array | null = null;
export function crc32(bytes: Uint8Array): number {
  if (!CRC_TABLE) {
    CRC_TABLE = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC_TABLE[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/* ------------------------------------------------------------------ the code */

/** What a game contributes: how its settings, moves and summary are packed, and how its moves replay. */
export interface GameCodec<Settings, Move, Summary> {
  game: CodeGame;
  /** The byte that names the game in a code (default: its place in CODE_GAMES); a manifest's `codeIndex`. */
  index?: number;
  rulesVersion: number;
  writeSettings: (w: ByteWriter, s: Settings) => void;
  readSettings: (r: ByteReader) => Settings;
  writeMoves: (w: ByteWriter, moves: readonly Move[]) => void;
  readMoves: (r: ByteReader) => Move[];
  writeSummary: (w: ByteWriter, s: Summary) => void;
  readSummary: (r: ByteReader) => Summary;
  /** Replays the moves from the settings and seed through the engine. */
  replay: (settings: Settings, seed: string, moves: readonly Move[]) => ReplayResult<Summary>;
  /** Equality of two summaries (default: same canonical JSON). */
  sameSummary?: (a: Summary, b: Summary) => boolean;
  /** Equality of two settings (default: same canonical JSON). */
  sameSettings?: (a: Settings, b: Settings) => boolean;
  /**
   * How far a game has gone ("round 6 of 12"), for the games that hand in a half-way code (Bullwhip, Everest). A
   * game without it never makes one, and the reader refuses a half-way code for it.
   */
  progress?: (settings: Settings, summary: Summary) => GameProgress;
}

export interface GameProgress {
  done: number;
  total: number;
  unit: 'round' | 'day';
}

/** "round 6 of 12, in progress" */
export const progressWords = (p: GameProgress): string => `${p.unit} ${p.done} of ${p.total}, in progress`;

export type ReplayResult<Summary> =
  /**
   * `derived`: figures the class report reads from the replayed game that are not part of the code's summary (and so
   * never compared with it): a City Tycoon table's cheap auctions, a LaunchPad week's choices. Adding one changes no
   * code.
   */
  | { ok: true; finished: boolean; summary: Summary; derived?: unknown }
  | { ok: false; moveIndex: number; message: string };

export interface ResultCode<Settings, Move, Summary> {
  game: CodeGame;
  rulesVersion: number;
  classId: string;
  nickname: string;
  seed: string;
  /** The attempt number on the student's device (1 = first); 0 in a format-1 code, which did not record it. */
  attempt: number;
  /** A half-way code: the game is still in progress (listed, never ranked, replaced by the final code). */
  inProgress: boolean;
  settings: Settings;
  moves: Move[];
  summary: Summary;
}

/** What a code is made from: the attempt defaults to 1 and a code is final unless it says otherwise. */
export type CodeInput<S, M, Y> = Omit<ResultCode<S, M, Y>, 'game' | 'rulesVersion' | 'attempt' | 'inProgress'> & {
  attempt?: number;
  inProgress?: boolean;
};

export function encodeCode<S, M, Y>(codec: GameCodec<S, M, Y>, code: CodeInput<S, M, Y>): string {
  const attempt = code.attempt ?? 1;
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt out of range: ${attempt}`);
  if (code.inProgress && !codec.progress) throw new RangeError(`${codec.game} has no half-way code`);
  const w = new ByteWriter();
  w.u8(codeIndexOf(codec));
  w.uint(codec.rulesVersion);
  w.str(code.classId.slice(0, CLASS_ID_MAX));
  w.str(code.nickname);
  w.str(code.seed);
  // Past the most a device counts, every further attempt reads as the last number.
  w.uint(Math.min(attempt, ATTEMPT_MAX));
  w.u8(code.inProgress ? FLAG_IN_PROGRESS : 0);
  codec.writeSettings(w, code.settings);
  codec.writeMoves(w, code.moves);
  codec.writeSummary(w, code.summary);
  const body = w.bytes();
  const crc = crc32(body);
  const all = new Uint8Array(body.length + 4);
  all.set(body);
  all.set([(crc >>> 24) & 255, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255], body.length);
  return CODE_PREFIX + toBase64Url(all);
}

export type HeaderOnly = Pick<ResultCode<unknown, unknown, unknown>, 'game' | 'rulesVersion' | 'classId' | 'nickname' | 'seed'> &
  Partial<Pick<ResultCode<unknown, unknown, unknown>, 'attempt' | 'inProgress'>>;

export type DecodeFailure =
  | { ok: false; reason: 'not-a-code'; message: string }
  | { ok: false; reason: 'future-codec'; message: string }
  | { ok: false; reason: 'checksum'; message: string }
  | { ok: false; reason: 'undecodable'; message: string; header?: HeaderOnly }
  | { ok: false; reason: 'hand-made'; message: string; header: HeaderOnly }
  | { ok: false; reason: 'rules-version'; message: string; header: HeaderOnly; newer: boolean };

export type Decoded<S, M, Y> = { ok: true; code: ResultCode<S, M, Y> } | DecodeFailure;

export const DECODE_MESSAGES = {
  notACode: 'This is not a result code.',
  futureCodec: 'This code was made by a newer version of the site — reload the teacher page.',
  checksum: 'The checksum is wrong: the code was changed or copied incompletely.',
  undecodable: 'The code cannot be read.',
  rulesVersion: 'Made with an older version of the game — ask the student to replay.',
  rulesVersionNewer: 'Made with a newer version of the game — reload the teacher page.',
  unknownGame: 'The code is for a game this site does not have.',
  nickname: `The nickname in this code is not one an end screen writes (hidden or direction-changing characters, or over ${NICKNAME_MAX} characters): the code was made or edited by hand.`,
  classId: 'The class in this code is not one a class link makes: the code was made or edited by hand.',
  flags: 'The code marks itself in a way no end screen does: the code was made or edited by hand.',
} as const;

/** The byte a game's codes start with. */
export const codeIndexOf = (codec: Pick<GameCodec<unknown, unknown, unknown>, 'game' | 'index'>): number => codec.index ?? CODE_GAMES.indexOf(codec.game);

/** Reads the header and checks the checksum; `codecs` gives each game's codec (for the body). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function decodeCode(text: string, codecs: Partial<Record<CodeGame, GameCodec<any, any, any>>>): Decoded<unknown, unknown, unknown> {
  const t = text.trim();
  if (t.length > CODE_TEXT_MAX) return { ok: false, reason: 'not-a-code', message: DECODE_MESSAGES.notACode };
  const m = /^VQ(\d+)\.([A-Za-z0-9_-]+)$/.exec(t);
  if (!m) return { ok: false, reason: 'not-a-code', message: DECODE_MESSAGES.notACode };
  const format = Number(m[1]);
  if (!(CODEC_VERSIONS_READ as readonly number[]).includes(format))
    return format > CODEC_VERSION
      ? { ok: false, reason: 'future-codec', message: DECODE_MESSAGES.futureCodec }
      : { ok: false, reason: 'undecodable', message: DECODE_MESSAGES.undecodable };
  const all = fromBase64Url(m[2]);
  if (!all || all.length < 5) return { ok: false, reason: 'checksum', message: DECODE_MESSAGES.checksum };
  const body = all.subarray(0, all.length - 4);
  const crc = ((all[all.length - 4] << 24) | (all[all.length - 3] << 16) | (all[all.length - 2] << 8) | all[all.length - 1]) >>> 0;
  if (crc32(body) !== crc) return { ok: false, reason: 'checksum', message: DECODE_MESSAGES.checksum };
  const r = new ByteReader(body);
  let header: HeaderOnly | undefined;
  try {
    const gi = r.u8();
    const game = Object.values(codecs).find((c) => c && codeIndexOf(c) === gi)?.game ?? CODE_GAMES[gi];
    if (!game) return { ok: false, reason: 'undecodable', message: DECODE_MESSAGES.unknownGame };
    const rulesVersion = r.uint();
    header = { game, rulesVersion, classId: r.str(CLASS_ID_MAX * 4), nickname: r.str(NICKNAME_MAX * 8), seed: r.str(SEED_MAX * 4) };
    let attempt = 0;
    let inProgress = false;
    if (format >= 2) {
      attempt = r.uint(ATTEMPT_MAX);
      const flags = r.u8();
      inProgress = (flags & FLAG_IN_PROGRESS) !== 0;
      header = { ...header, attempt, inProgress };
      if (attempt < 1 || flags & ~FLAG_IN_PROGRESS || (inProgress && !codecs[game]?.progress))
        return { ok: false, reason: 'hand-made', message: DECODE_MESSAGES.flags, header };
    }
    // The nickname passes the end screen's own cleaning (engines/core/text.ts) and a class id is '' or a link's id,
    // so what a projected leaderboard shows is what a student could have typed.
    if (!isCleanName(header.nickname, NICKNAME_MAX)) return { ok: false, reason: 'hand-made', message: DECODE_MESSAGES.nickname, header };
    if (header.classId !== '' && !CODE_CLASS_ID.test(header.classId)) return { ok: false, reason: 'hand-made', message: DECODE_MESSAGES.classId, header };
    const codec = codecs[game];
    if (!codec) return { ok: false, reason: 'undecodable', message: DECODE_MESSAGES.unknownGame, header };
    if (rulesVersion !== codec.rulesVersion)
      return {
        ok: false,
        reason: 'rules-version',
        message: rulesVersion < codec.rulesVersion ? DECODE_MESSAGES.rulesVersion : DECODE_MESSAGES.rulesVersionNewer,
        header,
        newer: rulesVersion > codec.rulesVersion,
      };
    const settings = codec.readSettings(r);
    const moves = codec.readMoves(r);
    const summary = codec.readSummary(r);
    if (!r.done) return { ok: false, reason: 'undecodable', message: `${DECODE_MESSAGES.undecodable} (extra bytes at the end)`, header };
    return { ok: true, code: { ...header, attempt, inProgress, settings, moves, summary } };
  } catch (e) {
    const detail = e instanceof CodeError || e instanceof RangeError ? ` (${e.message})` : '';
    return { ok: false, reason: 'undecodable', message: DECODE_MESSAGES.undecodable + detail, header };
  }
}

/** Every code-looking token in any text (a chat log, a spreadsheet column, a CSV), in order; repeats merged. */
export function findCodes(text: string, limit = 20_000): { codes: string[]; repeats: number; overLimit: number } {
  const codes: string[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  let overLimit = 0;
  const re = /VQ\d{1,3}\.[A-Za-z0-9_-]{6,}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (seen.has(m[0])) {
      repeats++;
      continue;
    }
    seen.add(m[0]);
    if (codes.length >= limit) overLimit++;
    else codes.push(m[0]);
  }
  return { codes, repeats, overLimit };
}

/* ------------------------------------------------------------------ verification */

export type Verdict =
  | 'verified'
  | 'hand-made'
  | 'not-a-code'
  | 'future-codec'
  | 'checksum'
  | 'undecodable'
  | 'rules-version'
  | 'refused'
  | 'unfinished'
  | 'mismatch'
  | 'other-class';

export const VERDICT_MESSAGES = {
  refused: (n: number, why: string) => `Move ${n} was refused during the replay: ${why}`,
  unfinished: 'The game in this code is not finished.',
  mismatch: 'The replayed result differs from the result in the code.',
  otherClass: 'This code is from another class.',
  otherSeed: 'This code was played with another seed.',
  otherSettings: 'This code was played with other settings.',
  otherGame: 'This code is for another simulation.',
  finishedInProgress: 'The code says the game is in progress, but its moves finish it.',
  inProgress: 'Verified: these moves give this result so far (the game is in progress).',
} as const;

/** What the teacher's page expects of a code (a class link's values); any field left out is not checked. */
export interface Expectation {
  game?: CodeGame;
  classId?: string;
  seed?: string;
  settings?: unknown;
}

export interface Verification {
  verdict: Verdict;
  message: string;
  /** Present when the code could be decoded. */
  code?: ResultCode<unknown, unknown, unknown>;
  header?: HeaderOnly;
  /** The replayed summary (present when the replay ran to the end). */
  replayed?: unknown;
  /** What the replay derived beside the summary (ReplayResult's `derived`), when the game gives it. */
  derived?: unknown;
  /** Made by a newer version of the site than this page (a newer code format or newer rules): it cannot be checked here yet. */
  newer?: true;
  /** A verified half-way code: how far the game had gone. */
  progress?: GameProgress;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Decodes a code and replays its moves. "verified" means exactly: these moves, from these settings and this seed,
 * give this result under the current rules — not that the student played alone.
 */
export function verifyCode(
  text: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  codecs: Partial<Record<CodeGame, GameCodec<any, any, any>>>,
  expect: Expectation = {},
): Verification {
  const d = decodeCode(text, codecs);
  if (!d.ok) {
    const newer = d.reason === 'future-codec' || (d.reason === 'rules-version' && d.newer);
    return { verdict: d.reason, message: d.message, header: 'header' in d ? d.header : undefined, ...(newer ? { newer: true as const } : {}) };
  }
  const code = d.code;
  const codec = codecs[code.game]!;
  if (expect.game !== undefined && expect.game !== code.game) return { verdict: 'other-class', message: VERDICT_MESSAGES.otherGame, code };
  if (expect.classId !== undefined && expect.classId !== code.classId)
    return { verdict: 'other-class', message: VERDICT_MESSAGES.otherClass, code };
  if (expect.seed !== undefined && expect.seed !== code.seed) return { verdict: 'other-class', message: VERDICT_MESSAGES.otherSeed, code };
  if (expect.settings !== undefined && !(codec.sameSettings ?? sameJson)(expect.settings, code.settings))
    return { verdict: 'other-class', message: VERDICT_MESSAGES.otherSettings, code };
  let replay: ReplayResult<unknown>;
  try {
    replay = codec.replay(code.settings, code.seed, code.moves);
  } catch (e) {
    return { verdict: 'refused', message: VERDICT_MESSAGES.refused(0, (e as Error).message), code };
  }
  if (!replay.ok) return { verdict: 'refused', message: VERDICT_MESSAGES.refused(replay.moveIndex + 1, replay.message), code };
  if (code.inProgress) {
    if (replay.finished) return { verdict: 'mismatch', message: VERDICT_MESSAGES.finishedInProgress, code, replayed: replay.summary };
    if (!(codec.sameSummary ?? sameJson)(replay.summary, code.summary))
      return { verdict: 'mismatch', message: VERDICT_MESSAGES.mismatch, code, replayed: replay.summary };
    return {
      verdict: 'verified',
      message: VERDICT_MESSAGES.inProgress,
      code,
      replayed: replay.summary,
      progress: codec.progress!(code.settings, replay.summary),
    };
  }
  if (!replay.finished) return { verdict: 'unfinished', message: VERDICT_MESSAGES.unfinished, code, replayed: replay.summary };
  if (!(codec.sameSummary ?? sameJson)(replay.summary, code.summary))
    return { verdict: 'mismatch', message: VERDICT_MESSAGES.mismatch, code, replayed: replay.summary };
  return {
    verdict: 'verified',
    message: 'Verified: these moves give this result.',
    code,
    replayed: replay.summary,
    ...(replay.derived === undefined ? {} : { derived: replay.derived }),
  };
}
