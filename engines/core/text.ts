/**
 * One rule for every name or nickname a student types (City Tycoon player names, the feedback form's name,
 * later the classroom nickname): what is kept is what reads the same in a log line, a table and a PDF.
 *
 * - Unicode NFC, so "é" typed two ways is one string.
 * - Tabs, newlines and other white space become one space; leading and trailing space is trimmed.
 * - Removed: control characters (Cc), bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
 *   zero-width spaces and other invisible format characters (Cf: U+200B, U+2060, U+FEFF, U+00AD …) and
 *   unpaired surrogates.
 * - Kept: ZWJ (U+200D) and ZWNJ (U+200C), which emoji sequences and Persian or Indic names need, and the
 *   emoji tag characters (U+E0020–U+E007F) of subdivision flags.
 * - Cut at a grapheme boundary (`Intl.Segmenter`), so an emoji or an accented letter is never cut in half.
 */

const KEEP_FORMAT = /[\u200C\u200D\u{E0020}-\u{E007F}]/u;

function keepChar(ch: string): boolean {
  if (KEEP_FORMAT.test(ch)) return true;
  // Cc, Cf, Cs (lone surrogates), Co/Cn are dropped.
  return !/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u.test(ch);
}

let segmenter: Intl.Segmenter | null | undefined;
function graphemes(text: string): string[] {
  // Printable ASCII is one grapheme per character: no need to build a segmenter (slow to create on a weak CPU).
  if (/^[\x20-\x7e]*$/.test(text)) return text.split('');
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return Array.from(text); // code points: still never splits a surrogate pair
}

/** Cleans typed text as the rule above says, without the cut. */
export function cleanText(input: string): string {
  // White space other than U+FEFF (which \s includes, but is an invisible format character).
  const normalised = (input ?? '').normalize('NFC').replace(/[^\S\uFEFF]+/gu, ' ');
  let out = '';
  for (const ch of normalised) if (keepChar(ch)) out += ch;
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Cleans a typed name and cuts it to at most `maxGraphemes` user-perceived characters. */
export function cleanName(input: string, maxGraphemes: number): string {
  const cleaned = cleanText(input);
  const g = graphemes(cleaned);
  return (g.length <= maxGraphemes ? cleaned : g.slice(0, maxGraphemes).join('')).trim();
}

/** Number of user-perceived characters, for counters and validators. */
export function graphemeLength(text: string): number {
  return graphemes(text).length;
}

/** True when `text` is already what `cleanName(text, maxGraphemes)` returns: use it in save validators. */
export function isCleanName(text: unknown, maxGraphemes: number): text is string {
  return typeof text === 'string' && cleanName(text, maxGraphemes) === text;
}
