import "server-only";
import { clientAddress } from "./client-address";
import { readJsonBody } from "./request-body";

/**
 * What the endpoints that take reports from visitors' browsers share (`POST /client-errors`,
 * `POST /csp-reports`): a rate limit per client address and for all addresses together, a body
 * limit, and the answers: 204 once a report is taken, 4xx JSON with the reason otherwise, never
 * a 500. A browser sends these on its own, so anyone can; the limits keep the logs and the
 * metrics readable whatever arrives.
 */
export type ReportEndpoint = {
  /** Largest body taken, in bytes (413 past it). */
  bodyLimit: number;
  /** Reports taken per minute from one client address, and from all of them. */
  perAddress: number;
  inAll: number;
  /** The media types the reports come as, each JSON (415 for any other). */
  contentTypes: readonly string[];
};

export type ReportDeps = { trustProxy: boolean; now: () => number };

const WINDOW_MS = 60_000;

/** Fixed one-minute windows: per address, and for all addresses together. */
function windowCounter(perAddress: number, inAll: number) {
  let windowStart = 0;
  let total = 0;
  const counts = new Map<string, number>();
  return (address: string, now: number) => {
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      total = 0;
      counts.clear();
    }
    const count = (counts.get(address) ?? 0) + 1;
    if (count > perAddress || total >= inAll) return false;
    counts.set(address, count);
    total++;
    return true;
  };
}

const answer = (status: number, error?: string) =>
  error
    ? Response.json({ success: false, error }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A report endpoint: `take` receives the parsed JSON body and the dependencies, and returns null
 * once it has logged and counted what it took, or the reason the body is not a report (400).
 */
export function createReportHandler<Deps extends ReportDeps>(
  endpoint: ReportEndpoint,
  deps: () => Deps,
  take: (body: unknown, deps: Deps) => string | null,
) {
  const allow = windowCounter(endpoint.perAddress, endpoint.inAll);
  return async function handleReport(request: Request): Promise<Response> {
    const current = deps();
    const address = clientAddress(request.headers, { trustProxy: current.trustProxy });
    if (!allow(address, current.now())) return answer(429, "Too many reports.");
    const read = await readJsonBody(request, endpoint.bodyLimit, "report", endpoint.contentTypes);
    if (!read.ok) return answer(read.status, read.error);
    const refused = take(read.body, current);
    return refused === null ? answer(204) : answer(400, refused);
  };
}
