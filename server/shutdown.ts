import "server-only";
import { subscribe } from "node:diagnostics_channel";
import { Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getConfig } from "./config";
import { getStore } from "./db";
import { beginShutdown, whenIdle } from "./lifecycle";
import { getLogger } from "./log";
import { stopOutbox } from "./outbox";

type Accepted = { socket: Socket & { server?: unknown } };
type RequestStart = { response: ServerResponse };
type ResponseFinish = { socket: Socket };

/**
 * Graceful shutdown on SIGTERM (every rolling deploy) and SIGINT:
 * 1. readiness turns 503 at once, and new enquiries are refused with 503, so the balancer moves on;
 * 2. the server stops taking connections: idle ones close at once, and each busy one once its
 *    response is sent, so the exit cuts no response off. A balancer that sends a request into a
 *    connection as it closes gets no answer and sends it to another instance (nginx:
 *    proxy_next_upstream);
 * 3. enquiry requests in flight complete;
 * 4. the outbox stops claiming, finishes the sends in flight and hands back what it claimed but
 *    had not started, so another instance sends it at once;
 * 5. the store's connections close, and the process exits 0.
 * Past SHUTDOWN_TIMEOUT it exits 1 instead: whatever is still leased returns to the queue when
 * the lease runs out, so nothing accepted is lost either way.
 * It owns the signals: the server runs with NEXT_MANUAL_SIG_HANDLE=1 (scripts/start.mjs), so
 * Next.js does not exit on its own first.
 */
export function installShutdown(): void {
  let server: Server | undefined;
  let started = false;
  // The server, from its first connection since start (a request's start would miss a request
  // that is still arriving).
  subscribe("net.server.socket", (message) => {
    const accepted = (message as Accepted).socket.server;
    if (accepted instanceof Server) server = accepted;
  });
  subscribe("http.server.request.start", (message) => {
    if (started) (message as RequestStart).response.setHeader("Connection", "close");
  });
  subscribe("http.server.response.finish", (message) => {
    if (started) (message as ResponseFinish).socket.end();
  });

  /** Stops taking connections; resolves once none is left. */
  const closeConnections = () =>
    new Promise<void>((resolve) => {
      // http's close: the idle connections now, the busy ones as their responses end (above).
      if (server) server.close(() => resolve());
      else resolve();
    });

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
      await closeConnections();
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
