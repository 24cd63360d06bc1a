import "server-only";
import { randomBytes } from "node:crypto";
import { Server, type IncomingMessage } from "node:http";
import { normaliseAddress } from "./ip-address";

/**
 * The client's address, for the rate limit and reCAPTCHA's `remoteip`.
 *
 * What `next start` offers: a route handler sees only a Fetch `Request`, never the socket.
 * Next's server fills `x-forwarded-for` from the socket, but with `??=` (base-server.ts), so
 * a header the client sent itself is passed through untouched: `curl -H 'X-Forwarded-For: 1.2.3.4'`
 * would choose its own rate-limit bucket. Next sets no `x-real-ip`. Neither header can be
 * trusted unless a proxy we control wrote it.
 *
 * So, without TRUST_PROXY, the address comes from the socket itself: at start,
 * `installSocketAddressHeader()` wraps `http.Server#emit` so that every request gets a header,
 * set from `req.socket.remoteAddress`, whose name ends in a random per-process suffix. A client
 * cannot guess the name, and the wrapper overwrites it on every request anyway. (A request
 * accepted in the instant before the hook is installed lacks it and shares the bucket "unknown".)
 *
 * With TRUST_PROXY (the proxies' addresses), a request whose socket comes from one of them takes
 * the first `X-Forwarded-For` entry as the client: the proxy must set that header itself (nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr;`), not append to one the client sent, or the
 * client picks its own address again. A request from any other address is keyed on that address,
 * whatever it sends: reaching the instance past the proxy forges nothing.
 */

const STATE = Symbol.for("deccan.clientAddress");
type Holder = { [STATE]?: { header: string } };

/** Installs the socket-address header once per process (server/startup.ts calls it). */
export function installSocketAddressHeader(): void {
  const holder = globalThis as Holder;
  if (holder[STATE]) return;
  const header = `x-socket-address-${randomBytes(12).toString("hex")}`;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[header] = request.socket?.remoteAddress ?? "";
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  holder[STATE] = { header };
}

/** The address of the peer a request came from (the socket's); "unknown" before the hook. */
function peerAddress(headers: Headers): string {
  const state = (globalThis as Holder)[STATE];
  return (state && normaliseAddress(headers.get(state.header))) || "unknown";
}

/** Whether a request came from one of the proxies TRUST_PROXY names, whose X-Forwarded-* count. */
export function fromTrustedProxy(headers: Headers, trustProxy: readonly string[]): boolean {
  return trustProxy.includes(peerAddress(headers));
}

/** The address a request's rate limit is keyed on; "unknown" when none can be trusted. */
export function clientAddress(
  headers: Headers,
  { trustProxy }: { trustProxy: readonly string[] },
): string {
  if (fromTrustedProxy(headers, trustProxy)) {
    const forwarded = normaliseAddress(headers.get("x-forwarded-for")?.split(",")[0]);
    if (forwarded) return forwarded;
  }
  return peerAddress(headers);
}
