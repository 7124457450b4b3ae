/**
 * The Founder Summary PDF (docs/architecture.md, "Typed text") prints Latin Extended, Greek and Cyrillic with the
 * embedded font subset, and lists (instead of silently dropping) whatever it still cannot draw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import { createInitialState, step } from '@/engines/launchpad/engine';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';

type Action = Move;
import { drawableText, embedFont, latin1CanDraw, MISSING_GLYPH, pdfText, preparePdf, undrawable, type CanDraw } from './pdf';
/** The state an action leaves (a refused one leaves the same object). */
const reduce = (s: LaunchpadState, a: Action): LaunchpadState => step(s, a).state;

const FONT = path.join(__dirname, '../../public/fonts/DejaVuSans-LaunchPad.ttf');
const ttf = () => fs.readFileSync(FONT).toString('binary');

/** The real "can draw" check of the committed font file, as the browser builds it. */
function fontCanDraw(): CanDraw {
  return embedFont(new jsPDF({ unit: 'pt', format: 'a4' }), ttf());
}

describe('which characters the Founder Summary PDF can draw', () => {
  const canDraw = fontCanDraw();
  it.each([
    ['Polish', 'Zażółć gęślą jaźń'],
    ['Czech and Turkish', 'Příliš žluťoučký kůň; Iğdır, Şırnak'],
    ['Vietnamese', 'Tiếng Việt có dấu'],
    ['Romanian and Icelandic', 'Știință; Þórður Ægisson'],
    ['Greek', 'Ελληνικά: Ξεσκεπάζω την ψυχοφθόρα βδελυγμία'],
    ['Cyrillic', 'Съешь же ещё этих мягких французских булок; Ґанок, Їжак, Ў, Ђ, Ә'],
    ['punctuation and currency', '“Quotes” ‘single’ – — … • € £ ¥ ₹ ₽ ™ № →'],
  ])('%s: every character is drawn', (_label, text) => {
    expect(undrawable(text, canDraw)).toEqual([]);
    expect(drawableText(text, canDraw)).toBe(text.normalize('NFC'));
  });
  it('characters outside the font are listed once each, in order, and print as "?"', () => {
    expect(undrawable('Hi 中文 and 中 again 😀 שלום', canDraw)).toEqual(['中', '文', '😀', 'ש', 'ל', 'ו', 'ם']);
    expect(drawableText('Café 中', canDraw)).toBe(`Café ${MISSING_GLYPH}`);
  });
  it('an emoji sequence is one character, listed once (never half of it)', () => {
    expect(undrawable('Team 👩‍💻 and 🇵🇱', canDraw)).toEqual(['👩\u200d💻', '🇵🇱']);
  });
  it('text is normalised to NFC first: a decomposed accent is drawn as the composed letter', () => {
    const decomposed = 'Zaz\u0307o\u0301ł\u0107';
    expect(pdfText(decomposed)).toBe('Zażółć');
    expect(undrawable(decomposed, canDraw)).toEqual([]);
  });
  it('control, bidi and zero-width characters are removed, not reported; new lines become spaces', () => {
    expect(pdfText('a\u202Eb\u200Bc\nd\u0007e')).toBe('abc de');
    expect(undrawable('a\u202Eb\u200Bc\nd\u0007e', canDraw)).toEqual([]);
  });
  it('the built-in Latin-1 font (used if the font cannot load) would drop Polish letters, so they are reported', () => {
    expect(undrawable('Zażółć', latin1CanDraw)).toEqual(['ż', 'ł', 'ć']);
    expect(undrawable('Café', latin1CanDraw)).toEqual([]);
  });
});

describe('preparePdf', () => {
  const polish = () =>
    [
      { type: 'selectIndustry', industry: 'EdTech' },
      { type: 'setUniquenessText', text: 'Zażółć gęślą jaźń — Привет, Ελλάδα' },
    ].reduce((s, a) => reduce(s, a as Parameters<typeof reduce>[1]), createInitialState('pdf'));
  it('with the font: nothing missing, the font is embedded and the text is in the PDF', async () => {
    const out = await preparePdf(polish(), ttf());
    expect(out.missing).toEqual([]);
    expect(out.embeddedFont).toBe(true);
    expect(out.fileName).toBe('founder-summary-edtech.pdf');
  });
  it('with a CJK answer: the missing characters are reported before saving', async () => {
    const s = reduce(polish(), { type: 'setUniquenessText', text: 'Zażółć 中文 tutoring' });
    expect((await preparePdf(s, ttf())).missing).toEqual(['中', '文']);
  });
  it('without the font (fetch failed): Latin-1 only, and the Polish letters are reported rather than dropped', async () => {
    const out = await preparePdf(polish(), null);
    expect(out.embeddedFont).toBe(false);
    expect(out.missing).toEqual(expect.arrayContaining(['ż', 'ł', 'ć', 'П', 'Ε']));
    expect(out.missing).not.toContain('ó'); // Latin-1 has it
  });
});
