import "server-only";
import { readConfig, type Config } from "./config-schema";

export { ConfigError, parseRateLimit, readConfig, sqlitePath, type Config } from "./config-schema";

let cached: Config | undefined;

/** The configuration, read once per process. */
export function getConfig(): Config {
  cached ??= readConfig();
  return cached;
}
