import "server-only";
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
  /** Reports taken per minute from one client address, and from all of them (each of a batch counts). */
  perAddress: number;
  inAll: number;
  /** The media types the reports come as, each JSON (415 for any other). */
  contentTypes: readonly string[];
};

export type ReportDeps = {
  /** The client a request comes from (server/client-address.ts's, with TRUST_PROXY). */
  clientAddress: (headers: Headers) => string;
  now: () => number;
};

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows counting reports (a batch counts each it holds), per address and for all
 * addresses together: `room` is how many more one address may send now, `take` counts what it sent.
 */
function reportWindows(perAddress: number, inAll: number) {
  let windowStart = 0;
  let total = 0;
  const counts = new Map<string, number>();
  return {
    room(address: string, now: number) {
      if (now - windowStart >= WINDOW_MS) {
        windowStart = now;
        total = 0;
        counts.clear();
      }
      return Math.max(0, Math.min(perAddress - (counts.get(address) ?? 0), inAll - total));
    },
    take(address: string, reports: number) {
      counts.set(address, (counts.get(address) ?? 0) + reports);
      total += reports;
    },
  };
}

const answer = (status: number, error?: string) =>
  error
    ? Response.json({ success: false, error }, { status, headers: { "Cache-Control": "no-store" } })
    : new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A report endpoint: `take` receives the parsed JSON body, the dependencies and the number of
 * reports it may still log (at least one), and returns how many it logged and counted, or the
 * reason the body is not a report (400). Reports past the limit are dropped; once none are left,
 * requests get 429 before their body is read.
 */
export function createReportHandler<Deps extends ReportDeps>(
  endpoint: ReportEndpoint,
  deps: () => Deps,
  take: (body: unknown, deps: Deps, room: number) => number | string,
) {
  const windows = reportWindows(endpoint.perAddress, endpoint.inAll);
  return async function handleReport(request: Request): Promise<Response> {
    const current = deps();
    const address = current.clientAddress(request.headers);
    const room = windows.room(address, current.now());
    if (room === 0) return answer(429, "Too many reports.");
    const read = await readJsonBody(request, endpoint.bodyLimit, "report", endpoint.contentTypes);
    if (!read.ok) return answer(read.status, read.error);
    const taken = take(read.body, current, room);
    if (typeof taken === "string") return answer(400, taken);
    windows.take(address, taken);
    return answer(204);
  };
}
