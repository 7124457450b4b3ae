import { cost, dollars } from './format';

describe('money as text', () => {
  it('writes whole dollars with a thousands separator and a true minus sign', () => {
    expect(dollars(1500)).toBe('$1,500');
    expect(dollars(1719.625)).toBe('$1,720');
    expect(dollars(-200)).toBe('−$200');
    expect(dollars(0)).toBe('$0');
  });
  it('writes a cost with exactly one decimal', () => {
    expect(cost(1234.56)).toBe('1,234.6');
    expect(cost(4)).toBe('4.0');
    expect(cost(-3)).toBe('-3.0');
  });
});
