/**
 * The same day `months` later, in UTC; a day the later month lacks becomes its last day
 * (a monthly gift started on 31 January is charged on 28 or 29 February, then 31 March).
 */
export function addMonths(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}
