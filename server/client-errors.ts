import "server-only";
import * as z from "zod/mini";
import type { ClientErrorReport } from "@/lib/client-errors";
import { clientAddress } from "./client-address";
import { getConfig } from "./config";
import { getLogger, type Logger } from "./log";
import { getMetrics } from "./metrics";
import { readJsonBody } from "./request-body";

z.config({ jitless: true });

/** A report is a few hundred bytes; anything larger is not one of the site's own. */
const BODY_LIMIT = 4 * 1024;
/** Reports taken from one client address per minute, and from all of them. */
const PER_ADDRESS = 10;
const IN_ALL = 300;
const WINDOW_MS = 60_000;

const text = (max: number) => z.string().check(z.maxLength(max));
const position = z.int().check(z.minimum(0), z.maximum(10_000_000));
const reportSchema = z.object({
  kind: z.enum(["error", "rejection", "boundary"]),
  name: text(100),
  message: text(500),
  file: text(500),
  line: position,
  column: position,
  page: text(500),
  build: text(100),
}) satisfies z.ZodMiniType<ClientErrorReport>;

export type ClientErrorDeps = {
  logger: Logger;
  trustProxy: boolean;
  counted: (kind: ClientErrorReport["kind"]) => void;
  now: () => number;
};

/** Fixed one-minute windows: per address, and for all addresses together. */
function windowCounter() {
  let windowStart = 0;
  let total = 0;
  const perAddress = new Map<string, number>();
  return (address: string, now: number) => {
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      total = 0;
      perAddress.clear();
    }
    const count = (perAddress.get(address) ?? 0) + 1;
    if (count > PER_ADDRESS || total >= IN_ALL) return false;
    perAddress.set(address, count);
    total++;
    return true;
  };
}

const answer = (status: number, error?: string) =>
  error
    ? Response.json({ success: false, error }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * `POST /client-errors`: a browser's report of an uncaught error, an unhandled rejection or an
 * error boundary (lib/client-errors.ts). Each accepted report is one log line (`client.error`)
 * and counts in `client_errors_total{kind}`; 204, or 4xx with a reason, never a 500.
 */
export function createClientErrorHandler(deps: () => ClientErrorDeps) {
  const allow = windowCounter();
  return async function handleClientError(request: Request): Promise<Response> {
    const { logger, trustProxy, counted, now } = deps();
    const address = clientAddress(request.headers, { trustProxy });
    if (!allow(address, now())) return answer(429, "Too many reports.");
    const read = await readJsonBody(request, BODY_LIMIT, "report");
    if (!read.ok) return answer(read.status, read.error);
    const parsed = reportSchema.safeParse(read.body);
    if (!parsed.success) return answer(400, "Not a client error report.");
    const report = parsed.data;
    logger.warn({ event: "client.error", ...report });
    counted(report.kind);
    return answer(204);
  };
}

export const handleClientError = createClientErrorHandler(() => ({
  logger: getLogger(),
  trustProxy: getConfig().TRUST_PROXY,
  counted: (kind) => getMetrics().clientError(kind),
  now: Date.now,
}));
