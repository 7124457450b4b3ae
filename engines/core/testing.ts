/**
 * For tests only: checks shared by every game's code tests (docs/classroom.md, "Result codes").
 */
import { decodeCode, verifyCode, type GameCodec, type CodeGame } from './code';

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
