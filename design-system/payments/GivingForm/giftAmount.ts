/**
 * Dollars as typed ("50", "50.5", "1,250.00", "1 250,00") to whole cents, or null when it is
 * not an amount. A comma or point followed by one or two digits at the end is the decimal mark;
 * other commas, points and spaces group thousands.
 */
export function parseAmountToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || whole.length > 9) return null;
  const cents = decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0;
  return Number(whole) * 100 + cents;
}
