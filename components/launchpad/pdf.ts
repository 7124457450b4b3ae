/**
 * The Founder Summary as a one-page PDF, made in the browser. Imported only when 'Download PDF Summary' is
 * clicked; jspdf and the font are loaded here, then.
 *
 * Text a student typed (and the catalogue's) is printed with an embedded DejaVu Sans subset
 * (public/fonts/DejaVuSans-LaunchPad.ttf: Latin with its extensions, Greek, Cyrillic, punctuation), normalised
 * to NFC. A character the font cannot draw is never dropped silently: `preparePdf` lists it first, the screen
 * tells the student, and the PDF shows "?" in its place. If the font cannot be fetched, the built-in Latin-1
 * font is used and the same check applies.
 */
import { cleanText } from '@/engines/core/text';
import { PRIORITY_TITLES, WEEK_NAME } from '@/engines/launchpad/constants';
import { founderSummary, summaryFileName } from '@/engines/launchpad/selectors';
import type { LaunchpadState } from '@/engines/launchpad/types';
import { site } from '@/lib/site';

/** Where the font subset is served from (public/fonts). */
export const PDF_FONT_URL = '/fonts/DejaVuSans-LaunchPad.ttf';
export const PDF_FONT_NAME = 'DejaVuSansLaunchPad';
/** What the PDF prints in place of a character its font cannot draw. */
export const MISSING_GLYPH = '?';

/** Is this code point drawable? */
export type CanDraw = (codePoint: number) => boolean;

/** The built-in PDF fonts (Helvetica, WinAnsi): printable Latin-1 only. */
export const latin1CanDraw: CanDraw = (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);

/**
 * Text as the PDF sees it: NFC, one line (white space runs become one space), without control, bidi and
 * zero-width characters (the same rule as typed names, `cleanText`; ZWJ and ZWNJ stay so an emoji sequence is
 * one character).
 */
export function pdfText(text: string): string {
  return cleanText(text);
}

/** ZWJ and ZWNJ join emoji or shape scripts; the PDF draws no shaping, so they are left out of what is drawn. */
const JOINERS = /[\u200C\u200D]/g;

function graphemes(text: string): string[] {
  const Seg = typeof Intl !== 'undefined' ? (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter : undefined;
  return Seg ? Array.from(new Seg(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment) : Array.from(text);
}

const drawableGrapheme = (g: string, canDraw: CanDraw) => Array.from(g.replace(JOINERS, '')).every((ch) => canDraw(ch.codePointAt(0)!));

/** The characters (as a student sees them) of `text` that cannot be drawn, each once, in order of appearance. */
export function undrawable(text: string, canDraw: CanDraw): string[] {
  const out: string[] = [];
  for (const g of graphemes(pdfText(text))) if (!drawableGrapheme(g, canDraw) && !out.includes(g)) out.push(g);
  return out;
}

/** `pdfText(text)` with every character the font cannot draw shown as "?". */
export function drawableText(text: string, canDraw: CanDraw): string {
  return graphemes(pdfText(text))
    .map((g) => (drawableGrapheme(g, canDraw) ? g.replace(JOINERS, '') : MISSING_GLYPH))
    .join('');
}

/** The label/value pairs the PDF prints, in order. Labels are this file's own ASCII text. */
export function summarySections(state: LaunchpadState): [label: string, value: string][] {
  const s = founderSummary(state);
  const sections: [string, string][] = [
    ['Top strengths', s.strengthsText],
    ['Industry', s.industry],
    ['Target market', s.targetMarket],
    ['Market gap', s.marketGap],
    ['Customer persona', s.personaTags.length ? `${s.personaTitle} - ${s.personaTags.join(', ')}` : s.personaTitle],
    ['Differentiation strategy', s.differentiation],
  ];
  const why = state.competitorSelection.uniquenessText.trim();
  if (why) sections.push(['What makes my idea different', why]);
  for (const g of s.goals) {
    sections.push([`Goals - ${PRIORITY_TITLES[g.priority]}`, g.goals.length ? g.goals.map((t) => `- ${t}`).join('   ') : 'No goals here']);
  }
  return sections;
}

function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

type JsPdf = import('jspdf').jsPDF;

/** Registers the font (binary string of the TTF) with a document and returns its "can draw" check. */
export function embedFont(doc: JsPdf, ttf: string): CanDraw {
  doc.addFileToVFS(`${PDF_FONT_NAME}.ttf`, ttf);
  doc.addFont(`${PDF_FONT_NAME}.ttf`, PDF_FONT_NAME, 'normal');
  doc.setFont(PDF_FONT_NAME, 'normal');
  const codeMap = (doc.getFont() as unknown as { metadata: { cmap: { unicode: { codeMap: Record<number, number> } } } }).metadata.cmap.unicode.codeMap;
  return (cp) => cp === 0x20 || Boolean(codeMap[cp]);
}

async function fetchFont(): Promise<string | null> {
  try {
    const res = await fetch(PDF_FONT_URL);
    if (!res.ok) return null;
    return binaryString(await res.arrayBuffer());
  } catch {
    return null;
  }
}

export interface PreparedPdf {
  /** Characters the PDF cannot print (shown as "?"): tell the student before saving. Empty when all is well. */
  missing: string[];
  /** True when the embedded font was used (false: the font could not be loaded, Latin-1 only). */
  embeddedFont: boolean;
  fileName: string;
  save: () => void;
}

/** Builds the PDF. `ttf` is the font as a binary string; by default it is fetched from `PDF_FONT_URL`. */
export async function preparePdf(state: LaunchpadState, ttf?: string | null): Promise<PreparedPdf> {
  const { jsPDF } = await import('jspdf');
  const font = ttf === undefined ? await fetchFont() : ttf;
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  let canDraw: CanDraw = latin1CanDraw;
  let bodyFont = 'helvetica';
  if (font) {
    try {
      canDraw = embedFont(doc, font);
      bodyFont = PDF_FONT_NAME;
    } catch (e) {
      console.warn('[launchpad] PDF font could not be used; Latin-1 only', e);
    }
  }

  const sections = summarySections(state);
  const subtitle = `${site.name} - ${WEEK_NAME} - Founder Badge unlocked`;
  const missing: string[] = [];
  for (const text of [subtitle, ...sections.map(([, v]) => v)]) for (const ch of undrawable(text, canDraw)) if (!missing.includes(ch)) missing.push(ch);

  const W = doc.internal.pageSize.getWidth();
  const M = 48;
  let y = 56;

  doc.setFillColor(29, 78, 216);
  doc.rect(0, 0, W, 8, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(17, 24, 39);
  doc.text('Founder Summary', M, y);
  y += 20;
  doc.setFont(bodyFont, 'normal');
  doc.setFontSize(11);
  doc.setTextColor(75, 85, 99);
  doc.text(drawableText(subtitle, canDraw), M, y);
  y += 26;

  for (const [label, value] of sections) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(29, 78, 216);
    doc.text(label, M, y);
    y += 16;
    doc.setFont(bodyFont, 'normal');
    doc.setFontSize(11);
    doc.setTextColor(17, 24, 39);
    const lines = doc.splitTextToSize(drawableText(value, canDraw) || '-', W - 2 * M) as string[];
    // Keep to one page: long answers are cut with an ellipsis.
    const shown = lines.length > 6 ? [...lines.slice(0, 5), `${lines[5]}...`] : lines;
    doc.text(shown, M, y);
    y += shown.length * 14 + 12;
  }

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(107, 114, 128);
  doc.text('Made with the LaunchPad simulation. Keep building!', M, doc.internal.pageSize.getHeight() - 32);

  const fileName = summaryFileName(state);
  return { missing, embeddedFont: bodyFont === PDF_FONT_NAME, fileName, save: () => doc.save(fileName) };
}
