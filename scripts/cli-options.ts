/**
 * `--name N` from the command line, a whole number of at least 1; `fallback` when absent. A bad
 * value prints `usage` and exits 2. Shared by the benchmarks.
 */
export function integerOption(name: string, fallback: number, usage: string): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(usage);
    process.exit(2);
  }
  return value;
}
