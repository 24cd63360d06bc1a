import "server-only";
import pino, { type Logger } from "pino";
import { getConfig } from "./config";

export type { Logger };

const LOGGER = Symbol.for("deccan.logger");
type Holder = { [LOGGER]?: Logger };

/**
 * The process's JSON logger (pino, to stdout). `LOG_LEVEL` (server/config.ts; `silent` turns it
 * off) sets the level. Kept on globalThis so every bundle Next builds shares one instance.
 */
export function getLogger(): Logger {
  const holder = globalThis as Holder;
  holder[LOGGER] ??= pino({
    level: getConfig().LOG_LEVEL,
    base: { service: "enquiries" },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return holder[LOGGER];
}

/** A logger that drops everything, for tests and scripts that pass one in. */
export const silentLogger: Logger = pino({ level: "silent" });
