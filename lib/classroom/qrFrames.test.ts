import { encode } from 'uqr';
import fc from 'fast-check';
import { FrameJoiner, QR_MAX_CHARS, qrTexts, readFrame } from './qrFrames';

const code = (n: number) => 'VQ1.' + Array.from({ length: n - 4 }, (_, i) => 'AbC-_9xZ'[i % 8]).join('');

test('a code up to QR_MAX_CHARS is one QR code of version 20 or less at error correction M', () => {
  const c = code(QR_MAX_CHARS);
  expect(qrTexts(c)).toEqual([c]);
  expect(encode(c, { ecc: 'M' }).version).toBeLessThanOrEqual(20);
});

test('a longer code becomes numbered frames, each a QR code of version 20 or less, joined in any order', () => {
  const c = code(1800);
  const frames = qrTexts(c);
  expect(frames.length).toBe(3);
  for (const f of frames) expect(encode(f, { ecc: 'M' }).version).toBeLessThanOrEqual(20);
  expect(frames.map((f) => readFrame(f)!.index)).toEqual([1, 2, 3]);
  const j = new FrameJoiner();
  expect(j.add(frames[2])).toEqual({ kind: 'frame', have: 1, count: 3 });
  expect(j.add(frames[2])).toEqual({ kind: 'frame', have: 1, count: 3 }); // the same frame scanned twice
  expect(j.add(frames[0])).toEqual({ kind: 'frame', have: 2, count: 3 });
  expect(j.add(frames[1])).toEqual({ kind: 'code', code: c });
});

test('frames of two codes never mix, and a plain code or noise is told apart', () => {
  const a = qrTexts(code(1200));
  const b = qrTexts(code(1201));
  const j = new FrameJoiner();
  j.add(a[0]);
  j.add(b[1]);
  expect(j.add(a[1])).toEqual({ kind: 'code', code: code(1200) });
  expect(j.add(b[0])).toEqual({ kind: 'code', code: code(1201) });
  expect(j.add('VQ1.AAAAAAAA')).toEqual({ kind: 'code', code: 'VQ1.AAAAAAAA' });
  expect(j.add('https://example.org')).toEqual({ kind: 'other' });
  expect(j.add('VQF.3.2.abc.xyz')).toEqual({ kind: 'other' }); // index beyond count
});

test('any code length splits and joins back exactly', () => {
  fc.assert(
    fc.property(fc.integer({ min: 10, max: 5000 }), (n) => {
      const c = code(n);
      const j = new FrameJoiner();
      let out: unknown = null;
      for (const f of [...qrTexts(c)].reverse()) out = j.add(f);
      expect(out).toEqual({ kind: 'code', code: c });
    }),
    { numRuns: 60 },
  );
});
