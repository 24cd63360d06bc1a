import "server-only";
import { getStore } from "./db";
import type { EnquiryStore } from "./db/types";
import { isShuttingDown } from "./lifecycle";

/** How long the store may take to answer the readiness query before the instance counts as not ready. */
const READY_TIMEOUT_MS = 1_000;

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** Liveness (`GET /healthz`): the process answers. No dependency is checked, so a database outage never restarts it. */
export const liveness = () => json(200, { status: "ok" });

/**
 * Readiness (`GET /readyz`): 200 only when the instance is not shutting down and the store answers
 * a trivial query within a second; otherwise 503 with the reason, so a load balancer sends
 * visitors to another instance.
 */
export async function readiness(store: Pick<EnquiryStore, "ping"> = getStore()): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("the store did not answer within 1 s")),
      READY_TIMEOUT_MS,
    );
  });
  try {
    if (isShuttingDown()) throw new Error("shutting down");
    await Promise.race([store.ping(), timeout]);
    return json(200, { status: "ready" });
  } catch (error) {
    return json(503, {
      status: "not ready",
      // A refused connection to several addresses is an AggregateError with only a code.
      reason:
        error instanceof Error
          ? error.message || String((error as { code?: string }).code ?? error.name)
          : String(error),
    });
  } finally {
    clearTimeout(timer);
  }
}
