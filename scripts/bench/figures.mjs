// What the benchmarks print: a median, a percentile and milliseconds, the same way everywhere.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which a share `p` (0 to 1) of the values lie, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

/** '12.3 ms' */
export const ms = (value) => `${value.toFixed(1)} ms`;

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}

/** The databases `--db pglite|postgres|both` asks for (both by default). */
export function databasesOption() {
  const db = option('db', 'both');
  return db === 'both' ? ['pglite', 'postgres'] : [db];
}
