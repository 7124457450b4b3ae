/**
 * The one place numbers, money and costs are written as text, for screens, reports and engines' report columns alike.
 * Pure (no DOM), and the same text as `toLocaleString('en-US')` in Node and every browser — written without it: the
 * first call to a locale formatter loads the browser's number-formatting data, 10–13 ms on a fast machine and several
 * times that on a slow laptop, in one piece, inside whichever task asks first (docs/performance.md, "Numbers as text").
 */

/** "1,234,567" from "1234567": en-US thousands separators on a string of digits. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A number's magnitude rounded to `digits` decimals, half up, on its shortest decimal form (`String(1.0005)` is
 * "1.0005", which rounds to "1.001", as the locale formatter does; `toFixed` rounds the binary value, 1.000499…, down).
 */
function roundedDigits(abs: number, digits: number): [whole: string, fraction: string] {
  const text = String(abs);
  // Exponent form below 1e21 is only for magnitudes under 1e-6, where no tie can fall within a formatter's digits.
  if (text.includes('e')) {
    const [whole, fraction = ''] = abs.toFixed(digits).split('.');
    return [whole, fraction];
  }
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if (fraction[digits] >= '5') kept += 1n;
  const all = kept.toString().padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/**
 * A number with `minFraction`–`maxFraction` decimals, as `n.toLocaleString('en-US', { minimumFractionDigits,
 * maximumFractionDigits })` writes it (rounded half away from zero, "-" for a negative, "-0" for minus zero). Defaults:
 * 0–3, as `n.toLocaleString('en-US')` writes.
 */
export function grouped(n: number, minFraction = 0, maxFraction = Math.max(3, minFraction)): string {
  // NaN, ±∞ and magnitudes written with an exponent: the locale formatter itself (no game shows them).
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return n.toLocaleString('en-US', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction });
  const negative = n < 0 || Object.is(n, -0);
  const [whole, fraction] = roundedDigits(Math.abs(n), maxFraction);
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  return `${negative ? '-' : ''}${groupThousands(whole)}${kept ? `.${kept}` : ''}`;
}

/** Whole dollars, as City Tycoon shows money: "$1,500", "−$200" (a class average of 1,719.625 reads "$1,720"). */
export function dollars(n: number): string {
  const whole = Math.round(n) || 0; // -0.4 rounds to minus zero, which reads as $0
  return whole < 0 ? `−$${grouped(-whole)}` : `$${grouped(whole)}`;
}

/** A cost with one decimal, as Bullwhip Rush shows its costs: "1,234.5". */
export function cost(n: number): string {
  return grouped(n, 1, 1);
}
