/**
 * For tests only: checks shared by every game's code tests (docs/classroom.md, "Result codes").
 */
import { ByteReader, crc32, decodeCode, fromBase64Url, toBase64Url, verifyCode, type GameCodec, type CodeGame } from './code';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Codecs = Partial<Record<CodeGame, GameCodec<any, any, any>>>;

/**
 * A format-1 code (made before attempts were recorded) still reads and verifies: it is the same code as its format-2
 * counterpart (made at attempt 1) except for its attempt, 0.
 */
export function expectFormat1Verifies(v1: string, v2: string, codecs: Codecs): void {
  const a = decodeCode(v1, codecs);
  const b = decodeCode(v2, codecs);
  expect(a.ok && b.ok).toBe(true);
  expect(a.ok && a.code.attempt).toBe(0);
  expect(a.ok && { ...a.code, attempt: 1 }).toEqual(b.ok && b.code);
  expect(verifyCode(v1, codecs).verdict).toBe('verified');
}

/** The format-1 form (VQ1: no attempt, no flags) of a format-2 code, for checking that old codes still read. */
export function format1Of(v2: string): string {
  const all = fromBase64Url(v2.slice(4))!;
  const body = all.subarray(0, all.length - 4);
  const r = new ByteReader(body);
  r.u8();
  r.uint();
  for (let i = 0; i < 3; i++) r.str(10_000);
  const head = body.slice(0, r.offset);
  r.uint();
  r.u8();
  const v1 = Uint8Array.from([...head, ...body.slice(r.offset)]);
  const crc = crc32(v1);
  return `VQ1.${toBase64Url(Uint8Array.from([...v1, (crc >>> 24) & 255, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]))}`;
}
