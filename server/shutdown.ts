import "server-only";
import { getConfig } from "./config";
import { getStore } from "./db";
import { beginShutdown, whenIdle } from "./lifecycle";
import { getLogger } from "./log";
import { stopOutbox } from "./outbox";

/**
 * Graceful shutdown on SIGTERM (every rolling deploy) and SIGINT:
 * 1. readiness turns 503 at once, and new enquiries are refused with 503, so the balancer moves on;
 * 2. enquiry requests in flight complete;
 * 3. the outbox stops claiming, finishes the sends in flight and hands back what it claimed but
 *    had not started, so another instance sends it at once;
 * 4. the store's connections close, and the process exits 0.
 * Past SHUTDOWN_TIMEOUT it exits 1 instead: whatever is still leased returns to the queue when
 * the lease runs out, so nothing accepted is lost either way.
 * It owns the signals: the server runs with NEXT_MANUAL_SIG_HANDLE=1 (scripts/start.mjs), so
 * Next.js does not exit on its own first.
 */
export function installShutdown(): void {
  let started = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const logger = getLogger();
    const began = Date.now();
    const timeoutMs = getConfig().SHUTDOWN_TIMEOUT;
    logger.info({ event: "server.draining", signal, timeoutMs });
    beginShutdown();
    setTimeout(() => {
      logger.error({ event: "server.drain_timeout", timeoutMs });
      process.exit(1);
    }, timeoutMs).unref();
    try {
      await whenIdle();
      await stopOutbox();
      await getStore().close();
      logger.info({ event: "server.stopped", drainMs: Date.now() - began });
      process.exit(0);
    } catch (error) {
      logger.error({ event: "server.drain_failed", err: error });
      process.exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void drain(signal));
}
