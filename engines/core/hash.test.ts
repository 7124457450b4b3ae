import { hash53 } from './hash';

test('hash53 gives the same number it always gave (finish ids saved in progress records and report move keys rely on it)', () => {
  expect(hash53('["SEED",[1,2,3]]')).toBe(3807494619459478);
  expect(hash53('')).not.toBe(hash53(' '));
  expect(Number.isSafeInteger(hash53('x'.repeat(1000)))).toBe(true);
});
