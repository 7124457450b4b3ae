import { cleanName, cleanText, graphemeLength, isCleanName } from './text';

describe('cleanName', () => {
  it('strips bidi controls, so a name cannot reverse the rest of a log line', () => {
    expect(cleanName('\u202Eevil', 16)).toBe('evil');
    expect(cleanName('a\u2066b\u2069c\u200Fd\u061C', 16)).toBe('abcd');
  });
  it('strips zero-width spaces, BOM, soft hyphens and control characters', () => {
    expect(cleanName('A\u200Bd\uFEFFa\u00AD\u0007', 16)).toBe('Ada');
  });
  it('keeps ZWJ and ZWNJ (emoji sequences, Persian names)', () => {
    const family = '👩\u200D👩\u200D👧';
    expect(cleanName(family, 16)).toBe(family);
    const persian = 'می\u200Cخواهم';
    expect(cleanName(persian, 16)).toBe(persian);
  });
  it('keeps the tag characters of subdivision flags', () => {
    const england = '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(cleanName(england, 16)).toBe(england);
  });
  it('cuts at a grapheme boundary, never half an emoji', () => {
    const name = 'abcdefghijklmno👍🏽';
    expect(name.length).toBe(19);
    expect(cleanName(name, 16)).toBe(name);
    expect(cleanName(name + 'x', 16)).toBe(name);
    expect(cleanName('🇵🇱🇵🇱🇵🇱', 2)).toBe('🇵🇱🇵🇱');
  });
  it('normalises to NFC and folds white space', () => {
    expect(cleanName('  Zoe\u0301 \t\n Li  ', 24)).toBe('Zoé Li');
  });
  it('drops lone surrogates', () => {
    expect(cleanText('a\uD800b')).toBe('ab');
  });
  it('isCleanName accepts only what cleanName keeps', () => {
    expect(isCleanName('Ada', 16)).toBe(true);
    expect(isCleanName('\u202EAda', 16)).toBe(false);
    expect(isCleanName('x'.repeat(17), 16)).toBe(false);
    expect(isCleanName(42, 16)).toBe(false);
    expect(graphemeLength('👩\u200D👩\u200D👧a')).toBe(2);
  });
});

describe('printable ASCII (counted without building a segmenter)', () => {
  it('counts and cuts exactly as grapheme segmentation does', () => {
    const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    for (const text of [ascii, 'Avery', 'CT-DEMO-1', 'a  b ~{}|', ascii.slice(40) + ascii.slice(0, 40)]) {
      const expected = Array.from(seg.segment(text), (s) => s.segment);
      expect(graphemeLength(text)).toBe(expected.length);
      const clean = cleanText(text);
      expect(cleanName(text, 7)).toBe(Array.from(seg.segment(clean), (s) => s.segment).slice(0, 7).join('').trim());
    }
  });
});
