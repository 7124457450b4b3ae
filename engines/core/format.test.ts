import fc from 'fast-check';
import { cost, dollars, grouped } from './format';

describe('money as text', () => {
  it('writes whole dollars with a thousands separator and a true minus sign', () => {
    expect(dollars(1500)).toBe('$1,500');
    expect(dollars(1719.625)).toBe('$1,720');
    expect(dollars(-200)).toBe('−$200');
    expect(dollars(0)).toBe('$0');
    expect(dollars(-0.4)).toBe('$0');
    expect(dollars(-0)).toBe('$0');
  });
  it('writes a cost with exactly one decimal', () => {
    expect(cost(1234.56)).toBe('1,234.6');
    expect(cost(4)).toBe('4.0');
    expect(cost(-3)).toBe('-3.0');
  });
});

describe('numbers as text without the locale formatter', () => {
  // The formatter these functions stand in for: every case must read exactly as it does.
  const intl = (n: number, min = 0, max = Math.max(3, min)) => n.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
  const cases = [0, -0, 1, -1, 5, 12, 999, 1000, -1000, 1500, 12345, 999999, 1000000, -1234567, 1e12, 40000, 0.5, 2.5, -2.5, 1.0005, 1.005, 0.0005, -0.0004,
    1234.56, 1719.625, 0.1 + 0.2, 1e-7, -3e-9, 123456789.987654, 9.9995, 99.95, -0.05, 0.04999, 1e20, 2 ** 53];
  it.each(cases)('%p reads as toLocaleString("en-US") writes it', (n) => {
    expect(grouped(n)).toBe(intl(n));
    expect(grouped(n, 1, 1)).toBe(intl(n, 1, 1));
    expect(grouped(n, 0, 0)).toBe(intl(n, 0, 0));
    expect(grouped(n, 2, 2)).toBe(intl(n, 2, 2));
  });
  it('agrees with toLocaleString("en-US") on any number, at any of the decimals the games use', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true, min: -1e15, max: 1e15 }), fc.integer({ min: -1e9, max: 1e9 }).map((k) => k / 2000), fc.integer()),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (n, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          expect(grouped(n, min, max)).toBe(intl(n, min, max));
          expect(grouped(n)).toBe(intl(n));
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('writes NaN and infinities as the locale formatter does', () => {
    for (const n of [NaN, Infinity, -Infinity, 1e21, -5e22]) expect(grouped(n)).toBe(intl(n));
  });
});

describe('no game loads the locale formatter', () => {
  // docs/performance.md, "Numbers as text": the formatter's first call is a long task on a slow laptop.
  it.each(['city-tycoon', 'launchpad', 'bullwhip', 'everest', 'summit'])('loading the %s rules, and writing money with them, calls no locale formatter', (game) => {
    const toLocale = jest.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require(`../${game}`);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const f = require('./format') as typeof import('./format');
        f.dollars(1234567);
        f.cost(-1234.56);
        f.grouped(40000);
      });
      expect(toLocale).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      toLocale.mockRestore();
      numberFormat.mockRestore();
    }
  });
});
