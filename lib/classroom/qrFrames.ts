/**
 * Result codes as QR codes. A code that fits one QR code (error correction M, version 20 at most: 650 characters
 * here, with room to spare) is shown as one; a longer one (a long City Tycoon table) as numbered frames the teacher's
 * scanner joins:
 *
 *   frame = "VQF." + index (1-based) + "." + count + "." + id + "." + part of the code
 *   id    = the whole code's CRC-32 in base 36, so frames of two codes never mix
 *
 * A frame is never mistaken for a code (a code starts "VQ" and a digit). Pure: no DOM.
 */
import { crc32 } from '@/engines/core/code';

/** The most characters one QR code carries here (version 20 at error correction M holds 666 bytes). */
export const QR_MAX_CHARS = 650;
export const FRAME_PREFIX = 'VQF.';
const FRAME_PATTERN = /^VQF\.(\d{1,3})\.(\d{1,3})\.([0-9a-z]{1,7})\.([A-Za-z0-9_.-]+)$/;

const idOf = (code: string) => crc32(new TextEncoder().encode(code)).toString(36);

/** What to show as QR codes for a code: the code itself, or frames. */
export function qrTexts(code: string, max = QR_MAX_CHARS): string[] {
  if (code.length <= max) return [code];
  const id = idOf(code);
  // Header room: "VQF." + "999.999." + id + "." ≤ 20 characters.
  const room = max - 20;
  const count = Math.ceil(code.length / room);
  const size = Math.ceil(code.length / count);
  return Array.from({ length: count }, (_, i) => `${FRAME_PREFIX}${i + 1}.${count}.${id}.${code.slice(i * size, (i + 1) * size)}`);
}

export interface Frame {
  index: number;
  count: number;
  id: string;
  part: string;
}

export function readFrame(text: string): Frame | null {
  const m = FRAME_PATTERN.exec(text.trim());
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 2 || index < 1 || index > count) return null;
  return { index, count, id: m[3], part: m[4] };
}

/**
 * Joins frames as they are scanned, in any order and with repeats. `add` answers what the scan gave: a whole code
 * (a plain code at once, or the last missing frame), progress on a code in frames, or nothing it knows.
 */
export class FrameJoiner {
  private pending = new Map<string, { count: number; parts: Map<number, string> }>();

  add(text: string): { kind: 'code'; code: string } | { kind: 'frame'; have: number; count: number } | { kind: 'other' } {
    const t = text.trim();
    if (/^VQ\d{1,3}\.[A-Za-z0-9_-]{6,}$/.test(t)) return { kind: 'code', code: t };
    const f = readFrame(t);
    if (!f) return { kind: 'other' };
    let p = this.pending.get(f.id);
    if (!p || p.count !== f.count) {
      p = { count: f.count, parts: new Map() };
      this.pending.set(f.id, p);
    }
    p.parts.set(f.index, f.part);
    if (p.parts.size < p.count) return { kind: 'frame', have: p.parts.size, count: p.count };
    const code = Array.from({ length: p.count }, (_, i) => p!.parts.get(i + 1)).join('');
    this.pending.delete(f.id);
    // A join whose id does not match its frames (two codes with one id, or a misread) is dropped, not guessed at.
    return idOf(code) === f.id ? { kind: 'code', code } : { kind: 'other' };
  }
}
