/**
 * The one place money and costs are written as text, for screens, reports and engines' report columns alike.
 * Pure (no DOM): `toLocaleString('en-US')` gives the same text in Node and every browser.
 */

/** Whole dollars, as City Tycoon shows money: "$1,500", "−$200" (a class average of 1,719.625 reads "$1,720"). */
export function dollars(n: number): string {
  const whole = Math.round(n);
  return whole < 0 ? `−$${(-whole).toLocaleString('en-US')}` : `$${whole.toLocaleString('en-US')}`;
}

/** A cost with one decimal, as Bullwhip Rush shows its costs: "1,234.5". */
export function cost(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
